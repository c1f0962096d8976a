import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isCheckRefusal } from '../../db/database-errors.ts';
import type { LastWrite } from '../../db/pipelined-transaction.ts';
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
 * docs/checkout-and-payment.md#placing-an-order: the writes that take a line's stock, the last of an
 * order's transaction (db/pipelined-transaction.ts). Stock is taken in the update itself, never read
 * then written, and a check on the table (migration 0021) refuses an update that would take it below
 * nothing: two orders for the last units cannot both succeed, and one that would oversell is refused
 * whole, since the failed update rolls its transaction back.
 */
export function stockReservation(tx: DbOrTx, line: StockLine): LastWrite[] {
  const refusal = (constraint: string) => (error: unknown) =>
    isCheckRefusal(error, constraint) ? stockRefusal(line) : undefined;
  if (line.variantId !== null) {
    return [
      {
        name: 'take_variant_stock',
        statement: tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(eq(productVariants.id, line.variantId))
          .getSQL(),
        refusal: refusal('product_variants_stock_not_negative'),
      },
      {
        // A variant product's own stock is the sum of its variants.
        name: 'take_variant_product_stock',
        statement: tx
          .update(products)
          .set({
            stock: sql`greatest(${products.stock} - ${line.quantity}, 0)`,
            itemsSold: sql`${products.itemsSold} + ${line.quantity}`,
          })
          .where(eq(products.id, line.productId))
          .getSQL(),
      },
    ];
  }
  return [
    {
      name: 'take_stock',
      statement: tx
        .update(products)
        // The "sold" count of the shop's cards counts what is ordered; a cancellation takes it back.
        .set({
          stock: sql`${products.stock} - ${line.quantity}`,
          itemsSold: sql`${products.itemsSold} + ${line.quantity}`,
        })
        .where(eq(products.id, line.productId))
        .getSQL(),
      refusal: refusal('products_stock_not_negative'),
    },
  ];
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
