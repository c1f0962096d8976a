import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { productImages, products } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { firstPictureKey } from './first-picture.ts';

let database: DatabaseHandle;
let ids: { reordered: number; tied: number; bare: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const category = await createCategory(db);
  const reordered = await createProduct(db, { categoryId: category.id });
  const tied = await createProduct(db, { categoryId: category.id });
  const bare = await createProduct(db, { categoryId: category.id });
  // Written out of order: the picture moved to the front was added last.
  await db.insert(productImages).values([
    { productId: reordered.id, storageKey: 'reordered-second', position: 1 },
    { productId: reordered.id, storageKey: 'reordered-first', position: 0 },
    { productId: tied.id, storageKey: 'tied-older', position: 0 },
    { productId: tied.id, storageKey: 'tied-newer', position: 0 },
  ]);
  ids = { reordered: reordered.id, tied: tied.id, bare: bare.id };
});

afterAll(() => database.close());

const expected = () => [
  { id: ids.reordered, key: 'reordered-first' },
  { id: ids.tied, key: 'tied-older' },
  { id: ids.bare, key: null },
];

describe("a product's first picture", () => {
  it('is the lowest position, then the oldest, and none without pictures, for each row of a select', async () => {
    const rows = await database.db
      .select({ id: products.id, key: firstPictureKey(products.id) })
      .from(products)
      .orderBy(asc(products.id));
    expect(rows).toEqual(expected());
  });

  it('is the same in raw SQL over an alias of products', async () => {
    const rows = await queryRows<{ id: number; key: string | null }>(
      database.db,
      sql`select p.id, ${firstPictureKey(sql`p.id`)} as key from products p order by p.id`,
    );
    expect(rows).toEqual(expected());
  });
});
