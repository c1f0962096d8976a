import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import { type DatabaseHandle, openPgliteServer, openPostgres, queryRows } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createUser } from '../../db/factories/users.ts';
import { products } from '../../db/schema/index.ts';
import { createScratchPostgres } from '../../db/scratch-database.ts';
import { weakEtag } from '../../http/cache-policy.ts';
import { createIntegrations } from '../../integrations/default-integrations.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../auth/session-service.ts';
import { answerExpiry } from './cached-reads-http.ts';

const read = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), cache: response.headers['x-catalog-cache'] };
};

/**
 * Reads until the answer comes from the cache: on PostgreSQL the news of the writes that set the test
 * up arrives a moment later and empties the cache once more.
 */
const untilKept = (app: FastifyInstance, url: string) =>
  vi.waitFor(async () => expect((await read(app, url)).cache).toBe('hit'), { timeout: 1_000, interval: 10 });

/** An app instance on `database`, as main.ts builds it, keeping catalogue answers. */
async function instance(database: DatabaseHandle) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-cache-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    CATALOG_CACHE_MB: '4',
  });
  const app = await buildApp({
    config,
    database,
    db: database.db,
    ...createIntegrations(config, database.db),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the catalogue cache of one instance', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_MB: '4' });
    const category = await createCategory(t.db, { slug: 'amulets', name: 'Amulets' });
    productId = (
      await createProduct(t.db, { categoryId: category.id, name: 'Jade Pi Yao', price: 880, stock: 6 })
    ).id;
  });
  afterAll(() => t.close());

  it('answers a repeated read from what it keeps', async () => {
    await untilKept(t.app, `/api/products/${productId}`);
    await untilKept(t.app, '/api/products?limit=20&view=card');
  });

  it("tags a kept answer with its bytes' own ETag, the one a fresh read gets, and answers it with 304", async () => {
    await untilKept(t.app, '/api/products?limit=3');
    const kept = await t.app.inject({ method: 'GET', url: '/api/products?limit=3' });
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=3',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(kept.headers['x-catalog-cache']).toBe('hit');
    expect(kept.body).toBe(fresh.body);
    expect(kept.headers.etag).toBe(weakEtag(kept.body));
    expect(fresh.headers.etag).toBe(kept.headers.etag);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=3',
      headers: { 'if-none-match': String(kept.headers.etag) },
    });
    expect(unchanged.headers['x-catalog-cache']).toBe('hit');
    expect(unchanged.statusCode).toBe(304);
  });

  it('keeps one answer whatever the order of the parameters or unknown ones, and gives a fresh one on no-cache', async () => {
    await untilKept(t.app, '/api/products?limit=5&view=card');
    expect((await read(t.app, '/api/products?view=card&limit=5&utm_source=mail')).cache).toBe('hit');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=5&view=card',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.headers['x-catalog-cache']).toBe('bypass');
    expect(fresh.json()).toEqual((await read(t.app, '/api/products?limit=5&view=card')).body);
  });

  it("shows the owner's edit at once, on the page and in the lists", async () => {
    await read(t.app, `/api/products/${productId}`);
    await read(t.app, '/api/products?limit=20&view=card');
    const { headers } = await signInAs(t, { userType: 'admin' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers,
      payload: { price: 990 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await read(t.app, `/api/products/${productId}`)).body.price).toBe(990);
    expect((await read(t.app, '/api/products?limit=20&view=card')).body.products[0].price).toBe(990);
  });

  it('shows a change written by any part of the shop (a sale taking stock) once the database tells', async () => {
    await read(t.app, `/api/products/${productId}`);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    await vi.waitFor(
      async () => expect((await read(t.app, `/api/products/${productId}`)).body.stock).toBe(1),
      {
        timeout: 1_000,
        interval: 10,
      },
    );
  });

  it("announces a sale's stock change a moment after its commit instead of notifying at the commit", async () => {
    const heard: string[] = [];
    const stop = t.database.listen('catalog_changed', {
      heard: (payload) => heard.push(payload),
      up: () => {},
      down: () => {},
    });
    try {
      // Inside the sale's transaction the change waits to be announced (no notification at its commit).
      await t.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 4, itemsSold: 2 }).where(eq(products.id, productId));
        const waiting = await queryRows<{ product_id: number }>(
          tx,
          sql`select product_id from catalog_stock_changes`,
        );
        expect(waiting).toEqual([{ product_id: productId }]);
      });
      await vi.waitFor(
        () => expect(heard.some((payload) => payload.split(',').includes(String(productId)))).toBe(true),
        {
          timeout: 1_000,
          interval: 10,
        },
      );
      expect((await read(t.app, `/api/products/${productId}`)).body.stock).toBe(4);
      // Taken once: nothing is left to announce.
      const [left] = await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from catalog_stock_changes`,
      );
      expect(left!.count).toBe(0);
      // Any other change still notifies at its commit, naming the product alone.
      heard.length = 0;
      await t.db.update(products).set({ name: 'Jade Pi Yao Pair' }).where(eq(products.id, productId));
      await vi.waitFor(() => expect(heard).toContain(String(productId)), { timeout: 1_000, interval: 10 });
    } finally {
      await stop();
    }
  });

  it('never serves the owner a kept answer (they also see archived products)', async () => {
    const { headers } = await signInAs(t, { userType: 'admin' });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers });
    expect(response.headers['x-catalog-cache']).toBe('bypass');
  });
});

describe('the catalogue cache with PGlite in its worker', () => {
  it('hears a change written through the database and drops the kept page within a second', async () => {
    const database = await openPgliteServer();
    await database.migrate();
    const shop = await instance(database);
    try {
      const category = await createCategory(database.db, { slug: 'incense', name: 'Incense' });
      const { id } = await createProduct(database.db, {
        categoryId: category.id,
        name: 'Sandalwood',
        price: 180,
      });
      await untilKept(shop.app, `/api/products/${id}`);
      await database.db.update(products).set({ name: 'Aged Sandalwood' }).where(eq(products.id, id));
      await vi.waitFor(
        async () => expect((await read(shop.app, `/api/products/${id}`)).body.name).toBe('Aged Sandalwood'),
        { timeout: 1_000, interval: 10 },
      );
    } finally {
      await shop.close();
      await database.close();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)(
  'the catalogue cache of two instances on one PostgreSQL',
  () => {
    it("shows an owner's edit made on one instance on the other within a second", async () => {
      const first = await createScratchPostgres(process.env.TEST_DATABASE_URL!, 'fs_test');
      const second = await openPostgres(first.url);
      const [a, b] = [await instance(first), await instance(second)];
      try {
        const category = await createCategory(first.db, { slug: 'wind-chimes', name: 'Wind Chimes' });
        const { id } = await createProduct(first.db, {
          categoryId: category.id,
          name: 'Brass Chime',
          price: 1500,
        });
        await untilKept(a.app, `/api/products/${id}`);
        await untilKept(a.app, '/api/products/search?query=chime&view=card');
        const admin = await createUser(second.db, { userType: 'admin' });
        const { token } = await createSession(second.db, admin.id);
        const edit = await b.app.inject({
          method: 'PUT',
          url: `/api/products/${id}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { name: 'Golden Brass Chime' },
        });
        expect(edit.statusCode).toBe(200);
        await vi.waitFor(
          async () => {
            expect((await read(a.app, `/api/products/${id}`)).body.name).toBe('Golden Brass Chime');
            expect(
              (await read(a.app, '/api/products/search?query=chime&view=card')).body.products[0].name,
            ).toBe('Golden Brass Chime');
          },
          { timeout: 1_000, interval: 10 },
        );
      } finally {
        await a.close();
        await b.close();
        await second.close();
        await first.close();
      }
    }, 60_000);
  },
);

describe('when a kept list stops being true by the clock', () => {
  it('is the first flash deal to end, or for new arrivals the first to grow old', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    const products = [
      { flash_deal_end: '2026-11-25T06:00:00.000Z', created_at: '2026-11-20T00:00:00.000Z' },
      { flash_deal_end: '2026-11-24T06:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z' },
      { flash_deal_end: null, created_at: '2026-11-10T00:00:00.000Z' },
    ];
    expect(answerExpiry(products, {}, now)).toBe(Date.parse('2026-11-25T06:00:00Z'));
    expect(answerExpiry(products, { newArrivals: true }, now)).toBe(Date.parse('2026-11-25T06:00:00Z'));
    expect(answerExpiry(products.slice(1), { newArrivals: true }, now)).toBe(
      Date.parse('2026-12-01T00:00:00Z'),
    );
    expect(answerExpiry([products[2]!], {}, now)).toBeNull();
  });
});
