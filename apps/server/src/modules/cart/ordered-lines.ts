import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

/** A product (and variant) that left the cart because it was ordered. */
export interface OrderedLine {
  productId: number;
  variantId: number | null;
}

/**
 * docs/cart.md#server-cart: the lines a customer has just ordered leave their cart, in the order's own transaction
 * (the caller's `tx`), so a failed order keeps them.
 */
export async function removeOrderedLines(tx: DbOrTx, userId: number, lines: OrderedLine[]): Promise<void> {
  await orderedLinesRemoval(tx, userId, lines);
}

/** The statement `removeOrderedLines` runs, not yet run, for a caller that sends it within a larger one. */
export function orderedLinesRemoval(tx: DbOrTx, userId: number, lines: OrderedLine[]) {
  return tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        or(
          ...lines.map((line) =>
            and(eq(cartItems.productId, line.productId), eq(cartItems.variantKey, line.variantId ?? 0)),
          ),
        ),
      ),
    );
}
