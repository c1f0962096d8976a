import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../db/factories/users.ts';
import { createScratchPostgres } from '../db/scratch-database.ts';
import { createSession } from '../modules/auth/session-service.ts';
import { createAppInstance } from '../test/app-instance.ts';
import { closedPort, GIVEN_SANDBOX_SECRETS, startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import type { TestApp } from '../test/test-app.ts';

interface Inject {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: Record<string, unknown>;
}

/** A request of every kind: public reads, a form, a signed-in read, an owner's write. */
const requests = (bearer: string): Inject[] => [
  { method: 'GET', url: '/api/products?limit=5' },
  { method: 'GET', url: '/api/products/1' },
  { method: 'GET', url: '/api/categories' },
  { method: 'GET', url: '/api/products/search?query=jade' },
  {
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername: 'demo', password: DEFAULT_TEST_PASSWORD },
  },
  { method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${bearer}` } },
  { method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${bearer}` } },
];

async function expectUnavailable(app: TestApp['app'], request: Inject) {
  const response = await app.inject(request);
  expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    message: 'Service temporarily unavailable. Please try again later.',
    code: 'DATABASE_UNAVAILABLE',
  });
}

describe('with the database unreachable', () => {
  let database: DatabaseHandle;
  let shop: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    database = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/shop`, {
      logError: (message) => logged.push(message),
    });
    shop = await createAppInstance(database, { CATALOG_CACHE_MB: '4', ...GIVEN_SANDBOX_SECRETS });
  });
  afterAll(async () => {
    await shop.close();
    await database.close();
  });

  it('answers every API route 503 with Retry-After and the error envelope, never 500', async () => {
    for (const request of requests('a'.repeat(43))) await expectUnavailable(shop.app, request);
  });

  it('says so on the health check', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('answers a page that needs the database with a 503 page of its own', async () => {
    for (const url of ['/product/1', '/category/amulets']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Service temporarily unavailable. Please try again later.');
    }
  });

  it('still answers what needs no database', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });

  it('reports the lost change feed once, however often its reconnect fails', async () => {
    await vi.waitFor(() =>
      expect(logged.some((line) => line.startsWith('Catalogue change feed lost'))).toBe(true),
    );
    const feedLines = () => logged.filter((line) => line.startsWith('Catalogue change feed lost')).length;
    expect(feedLines()).toBe(1);
  });
});

// The server-pg project's run only: a real PostgreSQL behind a proxy the test cuts and restores.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(serverUrl)('a PostgreSQL outage and its end, without restarting the app', () => {
  let scratch: DatabaseHandle & { url: string };
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let shop: TestApp;
  let bearer: string;
  let productId: number;
  const logged: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres(serverUrl!, 'fs_test');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(scratch.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    database = await openPostgres(throughProxy.toString(), { logError: (message) => logged.push(message) });
    shop = await createAppInstance(database, { CATALOG_CACHE_MB: '4' });
    const category = await createCategory(scratch.db, { slug: 'amulets', name: 'Amulets' });
    productId = (await createProduct(scratch.db, { categoryId: category.id, name: 'Jade Pi Yao', stock: 5 }))
      .id;
    const user = await createUser(scratch.db);
    bearer = (await createSession(scratch.db, user.id)).token;
  });
  afterAll(async () => {
    await shop.close();
    await database.close();
    await proxy.close();
    await scratch.close();
  });

  const productPage = () => shop.app.inject({ method: 'GET', url: `/api/products/${productId}` });

  it('serves, then answers 503 with Retry-After while the database is gone, then serves again by itself', async () => {
    expect((await productPage()).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.cut();
    const down = requests(bearer).map((request) =>
      request.url === '/api/products/1' ? { ...request, url: `/api/products/${productId}` } : request,
    );
    // The public reads go uncached here (no-cache): a kept answer would hide the outage.
    for (const request of down)
      await expectUnavailable(shop.app, {
        ...request,
        headers: { ...request.headers, 'cache-control': 'no-cache' },
      });
    const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const page = await shop.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');

    await proxy.restore();
    await vi.waitFor(async () => expect((await productPage()).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const cart = await shop.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(cart.statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: `/product/${productId}` })).statusCode).toBe(200);
  });

  it('hears catalogue changes again once the database is back (the change feed reconnected)', async () => {
    // Answers are kept only while changes are heard: a kept answer means the LISTEN is back.
    await vi.waitFor(async () => expect((await productPage()).headers['x-catalog-cache']).toBe('hit'), {
      timeout: 10_000,
      interval: 50,
    });
    const admin = await createUser(scratch.db, { userType: 'admin' });
    const { token } = await createSession(scratch.db, admin.id);
    const edit = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Jade Pi Yao, large' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await productPage()).json().name).toBe('Jade Pi Yao, large');
    expect(logged.filter((line) => line.startsWith('Catalogue change feed lost'))).toHaveLength(1);
  });
});
