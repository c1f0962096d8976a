import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The product's rating as its reviews make it (docs/catalogue.md#reviews), written in the caller's transaction. */
export async function setProductRating(
  db: DbOrTx,
  productId: number,
  rating: { averageRating: number; reviewCount: number },
): Promise<void> {
  await db.update(products).set(rating).where(eq(products.id, productId));
}
