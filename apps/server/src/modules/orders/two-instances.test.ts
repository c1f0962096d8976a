import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/client.ts';
import { createProduct } from '../../db/factories/catalog.ts';
import { createUser } from '../../db/factories/users.ts';
import { orders, products } from '../../db/schema/index.ts';
import { createScratchPostgres } from '../../db/scratch-database.ts';
import { createAppInstance } from '../../test/app-instance.ts';
import { customerWithAddress, orderBody, orderSetting, type Place, postOrder } from '../../test/orders.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createSession } from '../auth/session-service.ts';

// docs/architecture.md#scaling: several instances on one PostgreSQL. Each instance has its own pool
// (and its own catalogue cache), as two processes would; the server-pg project's run only.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(serverUrl)('two app instances on one PostgreSQL', () => {
  let first: DatabaseHandle & { url: string };
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let place: Place;
  let categoryId: number;
  let closing = false;

  beforeAll(async () => {
    first = await createScratchPostgres(serverUrl!, 'fs_test');
    // Dropping the scratch database at the end cuts what the second pool may still hold (a listener
    // reconnecting, say): only a lost connection before that is news.
    second = await openPostgres(first.url, {
      maxConnections: 20,
      logError: (message) => {
        if (!closing) console.error(message);
      },
    });
    // Both keep catalogue answers, so the second test shows the change feed at work between them.
    a = await createAppInstance(first, { CATALOG_CACHE_MB: '4' });
    b = await createAppInstance(second, { CATALOG_CACHE_MB: '4' });
    ({ place, categoryId } = await orderSetting(first.db, { slug: 'amulets', name: 'Amulets' }));
  });
  afterAll(async () => {
    closing = true;
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  const readProduct = async (shop: TestApp, id: number) => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('sells the last units to exactly as many customers as there are units, whichever instance they use', async () => {
    const units = 5;
    const product = await createProduct(first.db, {
      categoryId,
      name: 'Last Jade Pi Xiu',
      price: 900,
      stock: units,
    });
    // Both instances have shown the product with its stock before the rush.
    expect((await readProduct(a, product.id)).stock).toBe(units);
    expect((await readProduct(b, product.id)).stock).toBe(units);
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const shop = index % 2 === 0 ? a : b;
        return { shop, ...(await customerWithAddress(shop, place)) };
      }),
    );

    const answers = await Promise.all(
      shoppers.map(({ shop, headers }) =>
        postOrder(
          shop,
          headers,
          orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 900 }]),
        ),
      ),
    );

    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(placed).toHaveLength(units);
    expect(refused).toHaveLength(shoppers.length - units);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        message: 'Insufficient stock for Last Jade Pi Xiu',
        code: 'INSUFFICIENT_STOCK',
      });
    }
    const [row] = await first.db
      .select({ stock: products.stock, sold: products.itemsSold })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toEqual({ stock: 0, sold: units });
    const orderRows = await first.db.select({ id: orders.id }).from(orders);
    expect(orderRows).toHaveLength(units);

    // The sale reached both caches through the database's notifications.
    await vi.waitFor(
      async () => {
        expect((await readProduct(a, product.id)).stock).toBe(0);
        expect((await readProduct(b, product.id)).stock).toBe(0);
      },
      { timeout: 1_000, interval: 10 },
    );
  });

  it("shows an owner's product edit made on one instance on the other within a second", async () => {
    const product = await createProduct(first.db, { categoryId, name: 'Brass Chime', price: 1500 });
    // Kept by the first instance: without the change feed it would go on answering the old name.
    await vi.waitFor(
      async () => {
        const response = await a.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
        expect(response.headers['x-catalog-cache']).toBe('hit');
      },
      { timeout: 1_000, interval: 10 },
    );
    const owner = await createUser(second.db, { userType: 'admin' });
    const { token } = await createSession(second.db, owner.id);
    const edit = await b.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Golden Brass Chime', price: 1650 },
    });
    expect(edit.statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect(await readProduct(a, product.id)).toMatchObject({ name: 'Golden Brass Chime', price: 1650 }),
      { timeout: 1_000, interval: 10 },
    );
  });
});
