import { describe, expect, it, vi } from 'vitest';
import { callbackDigest, digestsEqual, requestDigest } from './digest.ts';
import { createDragonpay } from './dragonpay.ts';
import { createSandboxPayments, signSandboxCallback } from './sandbox.ts';

const config = {
  merchantId: 'MYSHOP',
  secretKey: 'SECRET',
  password: 'PASSWORD',
  baseUrl: 'https://test.dragonpay.ph/',
};

describe('Dragonpay digests', () => {
  it('signs a request to the check value of docs/integrations/dragonpay.md#digests', () => {
    expect(
      requestDigest({
        merchantId: 'MYSHOP',
        txnId: 'ORD-1001',
        amount: '1250.00',
        currency: 'PHP',
        description: 'Order ORD-1001',
        email: 'buyer@example.com',
        secretKey: 'SECRET',
      }),
    ).toBe('27f86867b71f1483f42a5173a5fbe92145a3193f');
  });

  it('builds the Pay.aspx URL with URL-encoded values and the digest of the raw ones', () => {
    const url = new URL(
      createDragonpay(config).paymentUrl({
        txnId: 'ORD-1001',
        amount: 1250,
        description: 'Order ORD-1001',
        email: 'buyer@example.com',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://test.dragonpay.ph/Pay.aspx');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchantid: 'MYSHOP',
      txnid: 'ORD-1001',
      amount: '1250.00',
      ccy: 'PHP',
      description: 'Order ORD-1001',
      email: 'buyer@example.com',
      digest: '27f86867b71f1483f42a5173a5fbe92145a3193f',
    });
  });

  it("keeps the description within 128 characters, and sends the shop's address for an e-mail longer than 40", () => {
    const url = new URL(
      createDragonpay(config).paymentUrl({
        txnId: 'T1',
        amount: 10.5,
        description: 'x'.repeat(300),
        email: `${'a'.repeat(50)}@example.com`,
      }),
    );
    expect(url.searchParams.get('description')).toHaveLength(128);
    // Cut to 40, the buyer's address would be no one's.
    expect(url.searchParams.get('email')).toBe('hello@fengshuiprosper.ph');
    expect(url.searchParams.get('amount')).toBe('10.50');
  });

  it('verifies a callback digest and refuses any tampered value', async () => {
    const values = { txnid: 'ORD-1001', refno: 'REF123', status: 'S', message: 'Paid & done' };
    const digest = callbackDigest({
      txnId: values.txnid,
      refNo: values.refno,
      status: values.status,
      message: values.message,
      secretKey: 'SECRET',
    });
    expect(digest).toMatch(/^[0-9a-f]{40}$/);
    const provider = createDragonpay(config);
    expect(await provider.verifyCallback({ ...values, digest })).toMatchObject({
      valid: true,
      txnId: 'ORD-1001',
      refNo: 'REF123',
      status: 'S',
    });
    expect((await provider.verifyCallback({ ...values, digest: digest.toUpperCase() })).valid).toBe(true);
    for (const tampered of [
      { ...values, status: 'F' },
      { ...values, txnid: 'ORD-1002' },
      { ...values, refno: 'REF124' },
      { ...values, message: 'Paid' },
    ]) {
      expect((await provider.verifyCallback({ ...tampered, digest })).valid).toBe(false);
    }
    expect((await provider.verifyCallback(values)).valid).toBe(false);
    expect((await provider.verifyCallback({ ...values, digest: 'abc' })).valid).toBe(false);
    // Signed with another secret (e.g. the sandbox's): refused.
    expect(
      (
        await createSandboxPayments({ secret: 'other-secret' }).verifyCallback({
          ...values,
          digest,
        })
      ).valid,
    ).toBe(false);
  });

  it('compares digests in constant time without throwing on length differences', () => {
    expect(digestsEqual('abcd', 'ABCD')).toBe(true);
    expect(digestsEqual('abcd', 'abc')).toBe(false);
  });

  it('asks GETSTATUS and reads the status code; unreachable or unknown answers give null', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request) => new Response('S\r\n'));
    const provider = createDragonpay(config, fetchImpl as unknown as typeof fetch);
    expect(await provider.queryStatus('ORD-1001')).toBe('S');
    const called = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(called.pathname).toBe('/MerchantRequest.aspx');
    expect(Object.fromEntries(called.searchParams)).toEqual({
      op: 'GETSTATUS',
      merchantid: 'MYSHOP',
      merchantpwd: 'PASSWORD',
      txnid: 'ORD-1001',
    });
    const failing = createDragonpay(config, (async () => {
      throw new Error('network down');
    }) as unknown as typeof fetch);
    expect(await failing.queryStatus('ORD-1001')).toBeNull();
    const odd = createDragonpay(config, (async () => new Response('<html>')) as unknown as typeof fetch);
    expect(await odd.queryStatus('ORD-1001')).toBeNull();
  });
});

describe('voiding an unpaid transaction', () => {
  it('asks VOID and reads 0 as voided, any other answer as refused; an unreachable gateway rejects', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request) => new Response('0\r\n'));
    const provider = createDragonpay(config, fetchImpl as unknown as typeof fetch);
    expect(await provider.voidTransaction('ORD-1001')).toBe(true);
    const called = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(called.pathname).toBe('/MerchantRequest.aspx');
    expect(Object.fromEntries(called.searchParams)).toEqual({
      op: 'VOID',
      merchantid: 'MYSHOP',
      merchantpwd: 'PASSWORD',
      txnid: 'ORD-1001',
    });
    const refusing = createDragonpay(config, (async () => new Response('-2')) as unknown as typeof fetch);
    expect(await refusing.voidTransaction('ORD-1001')).toBe(false);
    const down = createDragonpay(
      config,
      (async () => new Response('', { status: 503 })) as unknown as typeof fetch,
    );
    await expect(down.voidTransaction('ORD-1001')).rejects.toThrow(/HTTP 503/);
  });
});

describe('sandbox gateway', () => {
  it('sends the buyer to the sandbox page and signs by the same formula', async () => {
    const sandbox = createSandboxPayments({ secret: 'sandbox-secret' });
    expect(
      sandbox.paymentUrl({ txnId: 'FS-260101-00001-1', amount: 1, description: 'd', email: 'e@x.ph' }),
    ).toBe('/payment-sandbox/FS-260101-00001-1');
    const values = { txnId: 'FS-260101-00001-1', refNo: 'SBX1', status: 'S', message: 'ok' };
    const digest = signSandboxCallback('sandbox-secret', values);
    const callback = { txnid: values.txnId, refno: 'SBX1', message: 'ok', digest };
    expect((await sandbox.verifyCallback({ ...callback, status: 'S' })).valid).toBe(true);
    expect((await sandbox.verifyCallback({ ...callback, status: 'F' })).valid).toBe(false);
  });
});
