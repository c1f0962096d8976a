import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { releaseStock } from '../catalog/index.ts';

/**
 * docs/checkout-and-payment.md#placing-an-order: the stock an order reserved goes back (variant and
 * product), called once per order; the catalogue writes it.
 */
export async function releaseOrderStock(tx: DbOrTx, orderId: number): Promise<void> {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await releaseStock(tx, items);
}
