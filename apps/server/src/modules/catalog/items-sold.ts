import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * docs/catalogue.md#sold-count: a product's sold count is the units of it in orders that were not
 * cancelled. Placing an order adds to it and a cancellation takes it back (place-order.ts and
 * returnOrderStock); this sets every count from the orders themselves, after the demo order book is
 * written, so no figure is invented.
 */
export async function recountItemsSold(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    update products p
    set items_sold = counted.units
    from (
      select p2.id, coalesce(sum(oi.quantity) filter (where o.status <> 'cancelled'), 0)::int as units
      from products p2
      left join order_items oi on oi.product_id = p2.id
      left join orders o on o.id = oi.order_id
      group by p2.id
    ) counted
    where counted.id = p.id and p.items_sold <> counted.units`);
}
