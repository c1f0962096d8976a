import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { instanceSecret, withInstanceSecrets } from './db/instance-secrets.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

/** A production configuration with every integration real and every secret the owner's own. */
const safeProduction = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.ph',
  DRAGONPAY_MERCHANT_ID: 'FENGSHUI',
  DRAGONPAY_SECRET_KEY: 'a-merchant-secret-of-their-own',
  DRAGONPAY_PASSWORD: 'a-merchant-password-of-their-own',
  DRAGONPAY_BASE_URL: 'https://gw.dragonpay.ph',
  NINJAVAN_CLIENT_ID: 'client-id',
  NINJAVAN_CLIENT_SECRET: 'a-client-secret-of-their-own',
  NINJAVAN_BASE_URL: 'https://api.ninjavan.co',
};

const refusal = (env: Record<string, string | undefined>) => {
  try {
    parseConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('a production start refuses unsafe configuration', () => {
  it('accepts a safe production configuration', () => {
    expect(refusal(safeProduction)).toBeNull();
  });

  it('refuses the sandbox gateway unless ALLOW_SANDBOX is set', () => {
    expect(
      refusal({ ...safeProduction, DRAGONPAY_MERCHANT_ID: undefined, DRAGONPAY_SECRET_KEY: undefined }),
    ).toMatch(/DRAGONPAY_MERCHANT_ID: .*ALLOW_SANDBOX=true/);
    expect(refusal({ ...safeProduction, DRAGONPAY_BASE_URL: 'https://test.dragonpay.ph' })).toMatch(
      /DRAGONPAY_BASE_URL: .*test host/,
    );
  });

  it('refuses the sandbox courier unless ALLOW_SANDBOX is set', () => {
    expect(
      refusal({ ...safeProduction, NINJAVAN_CLIENT_ID: undefined, NINJAVAN_CLIENT_SECRET: undefined }),
    ).toMatch(/NINJAVAN_CLIENT_ID: .*sandbox courier.*ALLOW_SANDBOX=true/);
    expect(refusal({ ...safeProduction, NINJAVAN_CLIENT_SECRET: undefined })).toMatch(
      /NINJAVAN_CLIENT_SECRET: /,
    );
    expect(refusal({ ...safeProduction, NINJAVAN_BASE_URL: 'https://api-sandbox.ninjavan.co' })).toMatch(
      /NINJAVAN_BASE_URL: /,
    );
  });

  it("takes Dragonpay's real gateway only with the password its status inquiry signs in with", () => {
    for (const env of [safeProduction, { ...safeProduction, NODE_ENV: 'development' }])
      expect(refusal({ ...env, DRAGONPAY_PASSWORD: undefined })).toMatch(
        /DRAGONPAY_PASSWORD: required when DRAGONPAY_MERCHANT_ID is set/,
      );
  });

  it('talks to Ninja Van as the Philippines, and as Singapore on its sandbox, which takes no other country', () => {
    expect(parseConfig(safeProduction).ninjavan?.country).toBe('ph');
    const development = { ...safeProduction, NODE_ENV: 'development' };
    const sandbox = { ...development, NINJAVAN_BASE_URL: 'https://api-sandbox.ninjavan.co' };
    expect(parseConfig(sandbox).ninjavan?.country).toBe('sg');
    expect(parseConfig({ ...sandbox, NINJAVAN_COUNTRY: 'my' }).ninjavan?.country).toBe('my');
  });

  it('texts through Semaphore only with its key, and keeps texts in the outbox otherwise', () => {
    expect(refusal({ ...safeProduction, SMS_PROVIDER: 'semaphore' })).toMatch(
      /SEMAPHORE_API_KEY: required when SMS_PROVIDER is semaphore/,
    );
    expect(
      parseConfig({ ...safeProduction, SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'key-of-their-own' })
        .semaphore,
    ).toEqual({
      apiKey: 'key-of-their-own',
      senderName: '',
    });
    expect(parseConfig(safeProduction).semaphore).toBeUndefined();
  });

  it('runs the sandboxes when ALLOW_SANDBOX=true says so on purpose', () => {
    expect(
      refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.ph', ALLOW_SANDBOX: 'true' }),
    ).toBeNull();
  });

  it('refuses a secret left at a value published in the source', () => {
    for (const variable of [
      'SANDBOX_PAYMENT_SECRET',
      'SANDBOX_COURIER_SECRET',
      'DRAGONPAY_SECRET_KEY',
      'NINJAVAN_CLIENT_SECRET',
      'SEED_ADMIN_PASSWORD',
      'SEMAPHORE_API_KEY',
    ]) {
      expect(refusal({ ...safeProduction, ALLOW_SANDBOX: 'true', [variable]: 'change-me-please' })).toMatch(
        new RegExp(`${variable}: is an example value`),
      );
    }
    expect(
      refusal({
        ...safeProduction,
        ALLOW_SANDBOX: 'true',
        SANDBOX_PAYMENT_SECRET: 'sandbox-dev-secret-not-for-production',
      }),
    ).toMatch(/SANDBOX_PAYMENT_SECRET: /);
  });

  it('refuses an http: PUBLIC_URL other than a loopback address', () => {
    expect(refusal({ ...safeProduction, PUBLIC_URL: 'http://shop.example.ph' })).toMatch(
      /PUBLIC_URL: must be an https:/,
    );
    expect(refusal({ ...safeProduction, PUBLIC_URL: 'http://localhost:3000' })).toBeNull();
    expect(refusal({ ...safeProduction, PUBLIC_URL: 'http://127.0.0.1:4173' })).toBeNull();
  });

  it('refuses a Web Push contact that push services cannot use', () => {
    expect(refusal({ ...safeProduction, VAPID_SUBJECT: 'https://localhost' })).toMatch(
      /VAPID_SUBJECT: must be a mailto: or a public https: address/,
    );
    expect(refusal({ ...safeProduction, VAPID_SUBJECT: 'http://shop.example.ph' })).toMatch(/VAPID_SUBJECT/);
    expect(refusal({ ...safeProduction, VAPID_SUBJECT: 'mailto:owner@shop.example.ph' })).toBeNull();
    expect(refusal({ ...safeProduction, VAPID_SUBJECT: 'https://shop.example.ph/contact' })).toBeNull();
    expect(parseConfig(safeProduction).vapid.subject).toBe('https://shop.example.ph');
    expect(parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }).vapid.subject).toBe(
      'mailto:hello@fengshuiprosper.ph',
    );
  });

  it('refuses one VAPID key without the other', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(refusal({ ...safeProduction, ...keys })).toBeNull();
    expect(refusal({ ...safeProduction, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toMatch(
      /VAPID_PRIVATE_KEY/,
    );
    expect(refusal({ ...safeProduction, VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toMatch(
      /VAPID_PUBLIC_KEY/,
    );
    expect(refusal({ ...safeProduction, ...keys, VAPID_PUBLIC_KEY: 'short' })).toMatch(/VAPID_PUBLIC_KEY/);
  });

  it('keeps development and tests free to use the sandboxes', () => {
    expect(refusal({ NODE_ENV: 'development' })).toBeNull();
    expect(refusal({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' })).toBeNull();
  });

  it('stops the server process before it opens anything, naming the variable', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.ph',
        DATA_DIR: '/nonexistent/fs-refused',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('DRAGONPAY_MERCHANT_ID');
  });
});

describe('sandbox secrets generated per database', () => {
  let t: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    [t, database] = await Promise.all([createTestApp(safeProduction), createTestDatabase()]);
  });
  afterAll(async () => Promise.all([t?.close(), database?.close()]));

  it('starts a safe production app that answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('makes a random secret on the first start and reads the same one back on the next', async () => {
    const first = await withInstanceSecrets(parseConfig({ NODE_ENV: 'test' }), database.db);
    const second = await withInstanceSecrets(parseConfig({ NODE_ENV: 'test' }), database.db);
    expect(first.sandboxPaymentSecret).toMatch(/^[\w-]{43}$/);
    expect(first.sandboxCourierSecret).toMatch(/^[\w-]{43}$/);
    expect(first.sandboxPaymentSecret).not.toBe(first.sandboxCourierSecret);
    expect(second.sandboxPaymentSecret).toBe(first.sandboxPaymentSecret);
    expect(second.sandboxCourierSecret).toBe(first.sandboxCourierSecret);
    expect(await instanceSecret(database.db, 'sandbox_payment_secret')).toBe(first.sandboxPaymentSecret);
  });

  it('makes a different secret for another database', async () => {
    expect(await instanceSecret(t.db, 'sandbox_payment_secret')).not.toBe(
      await instanceSecret(database.db, 'sandbox_payment_secret'),
    );
  });

  it('makes the VAPID key pair once per database, unless it is configured', async () => {
    const first = await withInstanceSecrets(parseConfig({ NODE_ENV: 'test' }), database.db);
    const second = await withInstanceSecrets(parseConfig({ NODE_ENV: 'test' }), database.db);
    expect(first.vapid.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.vapid.privateKey).toMatch(/^[\w-]{43}$/);
    expect(second.vapid).toEqual(first.vapid);
    const configured = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    const own = await withInstanceSecrets(parseConfig({ NODE_ENV: 'test', ...configured }), database.db);
    expect(own.vapid.publicKey).toBe(configured.VAPID_PUBLIC_KEY);
  });

  it('keeps a configured secret over a generated one', async () => {
    const config = await withInstanceSecrets(
      parseConfig({ NODE_ENV: 'test', SANDBOX_PAYMENT_SECRET: 'configured-secret-of-the-owner' }),
      database.db,
    );
    expect(config.sandboxPaymentSecret).toBe('configured-secret-of-the-owner');
  });
});
