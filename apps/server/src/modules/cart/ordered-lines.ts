import { and, eq } from 'drizzle-orm';
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
  for (const line of lines) {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, line.productId),
          eq(cartItems.variantKey, line.variantId ?? 0),
        ),
      );
  }
}
