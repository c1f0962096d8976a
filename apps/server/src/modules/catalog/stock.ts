import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namedByText } from '../../db/prepared.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { Conflict } from '../../domain/errors.ts';

/**
 * The one owner of stock (docs/orders-and-delivery.md#order-flows): an order's placement reserves it
 * here and its cancellation, return or unpaid expiry releases it here (through the orders module's
 * releaseOrderStock). Nothing else writes stock, apart from the owner setting it in the product form.
 */

export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: string;
}

/** What an order short of a line's stock is refused with, here or before its transaction. */
export function stockRefusal(line: StockLine): Conflict {
  return new Conflict(
    `Insufficient stock for ${line.name}`,
    { product_id: line.productId, variant_id: line.variantId },
    'INSUFFICIENT_STOCK',
  );
}

/**
 * docs/checkout-and-payment.md#placing-an-order: stock is taken with a conditional update (never read-then-write), so two orders for
 * the last units cannot both succeed; an order that would oversell is refused whole.
 */
export async function reserveStock(tx: DbOrTx, line: StockLine): Promise<void> {
  const refused = () => stockRefusal(line);
  // Named after their text (db/prepared.ts): an order's last statement before its commit, while it
  // holds the product's row lock (and on PGlite the one backend), is not parsed and planned each time.
  if (line.variantId !== null) {
    const taken = await namedByText<{ id: number }>(
      tx,
      'reserve_variant_stock',
      tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
        .returning({ id: productVariants.id })
        .getSQL(),
    );
    if (taken.length === 0) throw refused();
    // A variant product's own stock is the sum of its variants.
    await tx
      .update(products)
      .set({
        stock: sql`greatest(${products.stock} - ${line.quantity}, 0)`,
        itemsSold: sql`${products.itemsSold} + ${line.quantity}`,
      })
      .where(eq(products.id, line.productId));
    return;
  }
  const taken = await namedByText<{ id: number }>(
    tx,
    'reserve_stock',
    tx
      .update(products)
      // The "sold" count of the shop's cards counts what is ordered; a cancellation takes it back.
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        itemsSold: sql`${products.itemsSold} + ${line.quantity}`,
      })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id })
      .getSQL(),
  );
  if (taken.length === 0) throw refused();
}

export type StockReturn = Pick<StockLine, 'productId' | 'variantId' | 'quantity'>;

/** docs/checkout-and-payment.md#placing-an-order: reserved stock goes back (variant and product). */
export async function releaseStock(tx: DbOrTx, lines: StockReturn[]): Promise<void> {
  for (const item of lines) {
    if (item.variantId !== null) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
        .where(eq(productVariants.id, item.variantId));
    }
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.quantity}`,
        itemsSold: sql`greatest(${products.itemsSold} - ${item.quantity}, 0)`,
      })
      .where(eq(products.id, item.productId));
  }
}
