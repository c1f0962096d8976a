import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../db/factories/users.ts';
import { signInAs } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findUnsafeText } from './input-gate.ts';

let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signInAs(t)).headers;
  admin = (await signInAs(t, { userType: 'admin' })).headers;
});
afterAll(() => t.close());

const expectRefused = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { code: string; message: string };
}) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('INVALID_CHARACTERS');
  expect(response.json().message).toMatch(/not allowed/);
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('the input gate', () => {
  it('finds NUL bytes and unpaired surrogates at any depth, and lets real text through', () => {
    expect(findUnsafeText({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(findUnsafeText({ name: 'lone \uD83D high' })).toBe('name');
    expect(findUnsafeText({ name: 'lone \uDE00 low' })).toBe('name');
    expect(findUnsafeText({ 'bad\u0000key': 1 })).toBe('(a field name)');
    expect(findUnsafeText({ name: 'Mei Lin 🐉 Tan — ñ 福' })).toBeNull();
    expect(findUnsafeText([1, true, null, 2.5])).toBeNull();
  });

  it('refuses a NUL byte in the login body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'demo\u0000', password: DEFAULT_TEST_PASSWORD },
    });
    expectRefused(response);
    expect(response.json().message).toContain('"emailOrUsername"');
  });

  it('refuses a lone surrogate in a JSON body, written as an escape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername":"demo\\ud800","password":"x"}',
    });
    expectRefused(response);
  });

  it('refuses a NUL byte in the search query, the product list and a blog path', async () => {
    for (const url of ['/api/products/search?query=%00', '/api/products?search=%00', '/api/cms/blogs/%00'])
      expectRefused(await t.app.inject({ method: 'GET', url }));
  });

  it('refuses a NUL byte on a signed-in route', async () => {
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: customer,
        payload: { fullName: 'Mei\u0000Lin' },
      }),
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/transactions/orders?status=%00', headers: customer }),
    );
  });

  it('refuses a NUL byte on an admin route', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/admin/orders?search=a%00b', headers: admin }),
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: admin,
        payload: { name: 'x\u0000' },
      }),
    );
  });

  it('refuses a NUL byte in a multipart form field', async () => {
    const boundary = 'gate-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Jade\u0000',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectRefused(response);
  });

  it('refuses an address whose percent-encoding is not UTF-8, in the error envelope', async () => {
    for (const url of ['/api/cms/blogs/%FF', '/api/cms/zodiacs/%ED%A0%80/read']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The address contains a character that is not allowed',
        code: 'INVALID_CHARACTERS',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses an address with a part too long to route as too long, not as a failure of the server', async () => {
    const long = 'x'.repeat(300);
    for (const [method, url] of [
      ['DELETE', `/api/cart/${long}`],
      ['PUT', `/api/products/${long}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin });
      expect(response.statusCode, url).toBe(414);
      expect(response.json()).toEqual({ message: 'The address is too long', code: 'ADDRESS_TOO_LONG' });
    }
  });

  it('answers a browser asking for such a page with a page of its own, not the JSON envelope', async () => {
    for (const url of ['/product/%E0', '/blog/%FF', '/%ED%A0%80']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>This address cannot be read</h1>');
      expect(response.body).toContain('<a href="/">Go to the home page</a>');
      expect(response.headers['cache-control']).toBe('no-store');
      // It reaches none of the hooks that set the pages' headers, so it carries its own strict policy.
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
    }
  });

  it('lets ordinary text in every place through', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/search?query=jade%20bracelet' });
    expect(response.statusCode).toBe(200);
  });
});
