import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../apps/server/src/db/client.ts';
import { createUser } from '../apps/server/src/db/factories/users.ts';
import { createSession } from '../apps/server/src/modules/auth/session-service.ts';

/**
 * `count` orders of the bench shoppers over the past year, in two statements of generate_series (not
 * through the routes): a mix of statuses and payments, one to three lines of the bulk catalogue each,
 * addresses spread over the real provinces. For the insights row (docs/admin.md#insights).
 */
export async function seedBulkOrders(db: DbOrTx, count: number): Promise<void> {
  await db.execute(sql`
    with buyers as (
      select row_number() over (order by id) - 1 as i, id, email from users where username ~ '^bench[0-9]+$'
    ),
    places as (select row_number() over (order by code) - 1 as i, code, region_code from provinces),
    sizes as (select (select count(*) from buyers) as buyers, (select count(*) from places) as places),
    picks as (
      select g,
        case
          -- Cancelled rather than unpaid: the payment window would cancel old unpaid orders during the
          -- bench. Delivered ones have no delivery time, so the auto-completion leaves them too.
          when g % 20 < 2 then 'cancelled'
          when g % 20 = 2 then 'returned' when g % 20 < 6 then 'processing'
          when g % 20 = 6 then 'packed' when g % 20 < 9 then 'shipped'
          when g % 20 = 9 then 'delivered' else 'completed'
        end as status,
        case when g % 3 = 0 then 'cod' else 'dragonpay' end as method,
        20000 + (g * 7919) % 480000 as subtotal,
        -- Spread over the past 365 days, at any minute of the day.
        now() - ((g % 365) * interval '1 day') - (((g * 37) % 1440) * interval '1 minute') as placed
      from generate_series(1, ${count}::int) g
    )
    insert into orders (order_code, user_id, status, payment_method, payment_status, subtotal_centavos,
      shipping_fee_centavos, total_centavos, recipient_name, phone, email, shipping_address, weight_grams,
      created_at, updated_at)
    select 'BN-' || lpad(p.g::text, 9, '0'), b.id, p.status, p.method,
      case
        when p.method = 'dragonpay' and p.status = 'pending_payment' then 'pending'
        when p.method = 'dragonpay' and p.status in ('cancelled', 'returned') then 'refunded'
        when p.method = 'dragonpay' then 'paid'
        when p.status = 'completed' then 'cod_collected'
        else 'cod_pending'
      end,
      p.subtotal, 12000, p.subtotal + 12000, 'Bench Shopper', '+639171234567', b.email,
      jsonb_build_object('region_id', pl.region_code, 'province_id', pl.code, 'city', 'Bench City',
        'country', 'PH'),
      1000, p.placed, p.placed
    from picks p cross join sizes s
    join buyers b on b.i = p.g % s.buyers
    join places pl on pl.i = (p.g * 13) % s.places`);
  await db.execute(sql`
    with items as (
      select row_number() over (order by id) - 1 as i, id, name, product_code, price_centavos
      from products where slug like 'bench-%'
    ),
    size as (select count(*) as n from items)
    insert into order_items (order_id, product_id, product_name, product_code, unit_price_centavos, quantity,
      placed_at)
    select o.id, it.id, it.name, it.product_code, it.price_centavos, 1 + (o.id + k) % 2, o.created_at
    from orders o cross join size s
    cross join lateral generate_series(0, o.id % 3) k
    join items it on it.i = (o.id * 7 + k * 131) % s.n
    where o.order_code like 'BN-%'`);
}

/** The owner, signed in, for the admin rows. */
export async function createBenchAdmin(db: DbOrTx): Promise<string> {
  const admin = await createUser(db, {
    password: null,
    username: 'benchowner',
    email: 'owner@example.ph',
    userType: 'admin',
  });
  return (await createSession(db, admin.id)).token;
}
