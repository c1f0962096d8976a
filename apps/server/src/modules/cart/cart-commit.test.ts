import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import * as schema from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart } from './cart-service.ts';

// docs/decisions/008-api-performance.md: the cart's writes commit without waiting for the disk, and
// only they. A trigger made for this file's database notes the setting every cart write ran with,
// from inside the write's own transaction.

let t: TestApp;
let incense: { id: number };
let censer: { id: number };
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  t = await createTestApp();
  place = await createPlace(t.db);
  const category = await createCategory(t.db, { name: 'Incense Sticks' });
  incense = await createProduct(t.db, { categoryId: category.id, name: 'Sandalwood Incense', stock: 50 });
  censer = await createProduct(t.db, {
    categoryId: category.id,
    name: 'Brass Censer',
    price: 950,
    stock: 5,
  });
  await t.db.execute(sql`create table cart_commit_modes (operation text not null, mode text not null)`);
  await t.db.execute(sql`create function note_cart_commit_mode() returns trigger language plpgsql as $$
    begin
      insert into cart_commit_modes values (tg_op, current_setting('synchronous_commit'));
      return null;
    end $$`);
  await t.db.execute(sql`create trigger note_cart_commit_mode after insert or update or delete on cart_items
    for each row execute function note_cart_commit_mode()`);
});
afterAll(() => t.close());

const noted = async () => {
  const rows = await queryRows<{ operation: string; mode: string }>(
    t.db,
    sql`delete from cart_commit_modes returning operation, mode`,
  );
  return rows.map((row) => `${row.operation} ${row.mode}`).sort();
};

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** One connection of the app's database, to see what a cart write leaves on it. */
async function oneConnection(): Promise<{ db: Database; setting(): Promise<string>; release(): void }> {
  const setting = (db: Database) =>
    queryRows<{ mode: string }>(db, sql`select current_setting('synchronous_commit') as mode`).then(
      (rows) => rows[0]!.mode,
    );
  // PGlite in the test's thread is one connection already.
  if (t.database.kind === 'pglite') return { db: t.db, setting: () => setting(t.db), release: () => {} };
  const client = await (t.db as unknown as { $client: pg.Pool }).$client.connect();
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, setting: () => setting(db), release: () => client.release() };
}

describe("the cart's commits", () => {
  it('do not wait for the disk, on every write of the cart', async () => {
    const { headers } = await signInAs(t);
    await noted();
    const [line] = (await call('POST', '/api/cart', headers, { product_id: incense.id, quantity: 1 })).json()
      .items;
    await call('POST', '/api/cart', headers, { product_id: incense.id, quantity: 2 });
    await call('PUT', `/api/cart/${line.cart_id}`, headers, { quantity: 4 });
    await call('PATCH', `/api/cart/${line.cart_id}/selection`, headers, { selected: false });
    await call('PATCH', '/api/cart/selection', headers, { selected: true });
    await call('POST', '/api/cart/merge', headers, { items: [{ product_id: censer.id, quantity: 1 }] });
    await call('POST', '/api/cart/remove', headers, { cart_ids: [line.cart_id] });
    const [merged] = (
      await call('POST', '/api/cart', headers, { product_id: incense.id, quantity: 1 })
    ).json().items;
    await call('DELETE', `/api/cart/${merged.cart_id}`, headers);
    await call('DELETE', '/api/cart', headers);
    expect(await noted()).toEqual([
      'DELETE off',
      'DELETE off',
      'DELETE off',
      'INSERT off',
      'INSERT off',
      'INSERT off',
      'UPDATE off',
      'UPDATE off',
      'UPDATE off',
      'UPDATE off',
    ]);
  });

  it('are quick for the cart only: the next statement on the same connection commits durably', async () => {
    const { user } = await signInAs(t);
    const connection = await oneConnection();
    try {
      expect(await connection.setting()).toBe('on');
      const items = await addToCart(connection.db, t.storage, user.id, {
        product_id: censer.id,
        variant_id: null,
        quantity: 2,
      });
      expect(items.map((item) => [item.product_id, item.quantity])).toEqual([[censer.id, 2]]);
      expect(await connection.setting()).toBe('on');
    } finally {
      connection.release();
    }
  });

  it('leave an order durable: the cart line an order removes goes with its durable commit', async () => {
    const { headers } = await customerWithAddress(t, place);
    await call('POST', '/api/cart', headers, { product_id: censer.id, quantity: 1 });
    await noted();
    const placed = await postOrder(
      t,
      headers,
      orderBody([{ product_id: censer.id, variant_id: null, quantity: 1, price: 950 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await noted()).toEqual(['DELETE on']);
  });
});
