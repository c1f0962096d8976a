import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { pipelinedTransaction } from '../../db/pipelined-transaction.ts';
import { products } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { stockReservation } from './stock.ts';

// An order refuses a line already short when it reads its price (modules/orders/place-order.ts), so
// the guard against overselling, the stock's update inside the order's transaction and the table's
// check behind it, is tested here on its own.

let database: DatabaseHandle;
let categoryId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await createCategory(database.db)).id;
});

afterAll(() => database.close());

const stockOf = async (id: number) =>
  (
    await database.db
      .select({ stock: products.stock, sold: products.itemsSold })
      .from(products)
      .where(eq(products.id, id))
  )[0];

const take = (line: Parameters<typeof stockReservation>[1]) =>
  pipelinedTransaction(database.db, async (tx) => ({ result: null, last: stockReservation(tx, line) }));

describe('taking stock inside an order', () => {
  it('refuses more than is left and takes nothing, then takes what is left', async () => {
    const product = await createProduct(database.db, { categoryId, name: 'Brass Wu Lou', stock: 1 });
    const line = { productId: product.id, variantId: null, quantity: 2, name: 'Brass Wu Lou' };
    await expect(take(line)).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Insufficient stock for Brass Wu Lou',
    });
    expect(await stockOf(product.id)).toEqual({ stock: 1, sold: 0 });
    await take({ ...line, quantity: 1 });
    expect(await stockOf(product.id)).toEqual({ stock: 0, sold: 1 });
    await expect(take({ ...line, quantity: 1 })).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    expect(await stockOf(product.id)).toEqual({ stock: 0, sold: 1 });
  });
});
