import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { parseCallbackKeys, signedCallbackText } from './callback-signature.ts';
import { callbackDigest } from './digest.ts';
import { createDragonpay } from './dragonpay.ts';
import type { CallbackParams } from './types.ts';

const config = {
  merchantId: 'MYSHOP',
  secretKey: 'SECRET',
  password: 'PASSWORD',
  baseUrl: 'https://test.dragonpay.ph',
};
const KEYS_URL = 'https://test.dragonpay.ph/api/collect/v1/keys/callback';
const HOUR_MS = 60 * 60 * 1000;

const dragonpayKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const rotatedKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const der = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');

const postback = {
  txnid: 'FS-260101-00001-1',
  refno: 'DP123',
  status: 'S',
  message: 'Payment received',
  param1: '42',
  amount: '1250.00',
};

function signed(params: CallbackParams, privateKey: KeyObject): CallbackParams {
  const text = signedCallbackText(params, config.merchantId);
  return { ...params, signatures: sign('RSA-SHA256', Buffer.from(text), privateKey).toString('base64') };
}

const sha1Digest = () =>
  callbackDigest({
    txnId: postback.txnid,
    refNo: postback.refno,
    status: postback.status,
    message: postback.message,
    secretKey: config.secretKey,
  });

/** The keys endpoint played by a fake fetch: it answers `body()` and counts its calls. */
function keysEndpoint(body: () => unknown) {
  return vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    if (String(url) !== KEYS_URL) throw new Error(`unexpected call to ${String(url)}`);
    const answer = body();
    if (answer instanceof Response) return answer;
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
}

function gateway(fetchImpl: ReturnType<typeof keysEndpoint>, clock = { now: 0 }) {
  return createDragonpay(config, fetchImpl as unknown as typeof fetch, { now: () => clock.now });
}

describe('RSA-SHA256 signed postbacks', () => {
  it('accepts a postback signed by a key of the keys endpoint, without a digest', async () => {
    const fetchImpl = keysEndpoint(() => [pem(dragonpayKey.publicKey)]);
    const callback = await gateway(fetchImpl).verifyCallback(signed(postback, dragonpayKey.privateKey));
    expect(callback).toMatchObject({ valid: true, txnId: postback.txnid, status: 'S', amount: 1250 });
    const headers = new Headers(fetchImpl.mock.calls[0]![1]?.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from('MYSHOP:PASSWORD').toString('base64')}`);
  });

  it('refuses a signed postback whose amount or status was changed', async () => {
    const provider = gateway(keysEndpoint(() => [pem(dragonpayKey.publicKey)]));
    const genuine = signed(postback, dragonpayKey.privateKey);
    expect((await provider.verifyCallback({ ...genuine, amount: '1.00' })).valid).toBe(false);
    expect((await provider.verifyCallback({ ...genuine, status: 'F' })).valid).toBe(false);
    expect((await provider.verifyCallback(genuine)).valid).toBe(true);
  });

  it('refuses a signature made with a key the endpoint does not list', async () => {
    const clock = { now: 0 };
    const fetchImpl = keysEndpoint(() => [pem(dragonpayKey.publicKey)]);
    const provider = gateway(fetchImpl, clock);
    expect((await provider.verifyCallback(signed(postback, strangerKey.privateKey))).valid).toBe(false);
    // Forged postbacks do not make us ask the endpoint again and again.
    expect((await provider.verifyCallback(signed(postback, strangerKey.privateKey))).valid).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('still accepts a valid SHA-1 digest, without asking for the keys', async () => {
    const fetchImpl = keysEndpoint(() => [pem(dragonpayKey.publicKey)]);
    const withStaleSignature = { ...signed(postback, strangerKey.privateKey), digest: sha1Digest() };
    expect((await gateway(fetchImpl).verifyCallback(withStaleSignature)).valid).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to the digest alone when the keys endpoint is down, and never throws', async () => {
    for (const down of [
      () => {
        throw new Error('network down');
      },
      () => new Response('Service Unavailable', { status: 503 }),
      () => '<html>maintenance</html>',
    ]) {
      const provider = gateway(keysEndpoint(down));
      await expect(provider.verifyCallback(signed(postback, dragonpayKey.privateKey))).resolves.toMatchObject(
        {
          valid: false,
        },
      );
      const digest = sha1Digest();
      expect((await provider.verifyCallback({ ...postback, digest })).valid).toBe(true);
    }
  });

  it('keeps the keys for an hour and fetches again once when a signature matches none (key rotation)', async () => {
    const clock = { now: 0 };
    let listed = [pem(dragonpayKey.publicKey)];
    const fetchImpl = keysEndpoint(() => listed);
    const provider = gateway(fetchImpl, clock);
    expect((await provider.verifyCallback(signed(postback, dragonpayKey.privateKey))).valid).toBe(true);
    clock.now = 30 * 60 * 1000;
    expect((await provider.verifyCallback(signed(postback, dragonpayKey.privateKey))).valid).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    listed = [pem(rotatedKey.publicKey)];
    clock.now += 2 * 60 * 1000;
    expect((await provider.verifyCallback(signed(postback, rotatedKey.privateKey))).valid).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    clock.now += HOUR_MS + 1;
    expect((await provider.verifyCallback(signed(postback, rotatedKey.privateKey))).valid).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('can be switched off, leaving the SHA-1 digest as the only proof', async () => {
    const fetchImpl = keysEndpoint(() => [pem(dragonpayKey.publicKey)]);
    const provider = createDragonpay(
      { ...config, verifySignatures: false },
      fetchImpl as unknown as typeof fetch,
    );
    expect((await provider.verifyCallback(signed(postback, dragonpayKey.privateKey))).valid).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads a signature whose "+" arrived as a space, and one of several listed', async () => {
    const provider = gateway(keysEndpoint(() => [pem(dragonpayKey.publicKey)]));
    const genuine = signed(postback, dragonpayKey.privateKey);
    const other = signed(postback, strangerKey.privateKey).signatures;
    expect(
      (await provider.verifyCallback({ ...genuine, signatures: `${other},${genuine.signatures}` })).valid,
    ).toBe(true);
    expect(
      (await provider.verifyCallback({ ...genuine, signatures: genuine.signatures!.replace(/\+/g, ' ') }))
        .valid,
    ).toBe(true);
  });
});

describe('the keys endpoint answer', () => {
  // Its shape is not published where we could read it: each plausible one is understood.
  it.each([
    ['an array of PEM strings', [pem(dragonpayKey.publicKey)]],
    ['objects with a base64 DER Value', [{ Id: 'k1', Value: der(dragonpayKey.publicKey) }]],
    ['objects with a PEM value', [{ value: pem(dragonpayKey.publicKey) }]],
    ['a wrapped list with publicKey', { keys: [{ publicKey: pem(dragonpayKey.publicKey) }] }],
    ['a single object with a key', { key: der(dragonpayKey.publicKey) }],
  ])('reads %s', (_shape, body) => {
    const keys = parseCallbackKeys(body);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.equals(dragonpayKey.publicKey)).toBe(true);
  });

  it('skips what is not an RSA public key', () => {
    expect(parseCallbackKeys([{ Value: 'not a key' }, 42, null, { other: 'x' }])).toEqual([]);
    expect(parseCallbackKeys({ message: 'Unauthorized' })).toEqual([]);
  });

  it('reads PEM blocks sent as plain text', async () => {
    const fetchImpl = keysEndpoint(() => `${pem(rotatedKey.publicKey)}\n${pem(dragonpayKey.publicKey)}`);
    expect((await gateway(fetchImpl).verifyCallback(signed(postback, dragonpayKey.privateKey))).valid).toBe(
      true,
    );
  });
});
