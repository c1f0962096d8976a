import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
// Headers only a document reads: an API answer read by a script goes without them.
const PAGE_ONLY = [
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
];

describe('security headers by kind of answer', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { useDefaults: true, directives: { 'script-src': ["'self'"] } },
    });
    app.get('/api/orders/7', async () => ({ id: 7 }));
    app.get('/api/orders/7/waybill', async (_request, reply) =>
      reply.header('content-type', 'application/pdf').send(Buffer.from('%PDF-1.7')),
    );
    app.get('/shop', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<h1>Shop</h1>'));
    await app.ready();
  });
  afterAll(() => app.close());

  const headersOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers;

  it("gives the API's JSON answers a policy that allows nothing, and none of a page's headers", async () => {
    for (const url of ['/api/orders/7', '/api/no-such-route']) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy']).toBe(API_POLICY);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toMatch(/^max-age=/);
      for (const name of PAGE_ONLY) expect(headers[name]).toBeUndefined();
    }
  });

  it("gives pages the page's policy and headers", async () => {
    const headers = await headersOf('/shop');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it("gives an API answer that is not JSON, such as a waybill's PDF, the page's headers, since it may be opened as a document", async () => {
    const headers = await headersOf('/api/orders/7/waybill');
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe("the shop's own answers", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it("sends the API's answers with a few hundred bytes of headers, not a page's kilobyte", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/ping' });
    const bytes = Object.entries(response.headers).reduce(
      (sum, [name, value]) => sum + `${name}: ${value}\r\n`.length,
      0,
    );
    // 1,023 bytes with the page's headers; 412 without them.
    expect(bytes).toBeLessThan(450);
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
  });

  it("keeps the API's documentation under its own policy", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).not.toBe(API_POLICY);
  });
});
