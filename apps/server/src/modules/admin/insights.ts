import {
  type AdminInsights,
  addDays,
  daysBetween,
  INSIGHTS_TOP_LENGTH,
  type InsightsDay,
  type InsightsQuery,
  manilaDay,
  manilaDayStart,
  resolveInsightsRange,
} from '@fengshui/shared/admin-insights';
import { centavosToPesos } from '@fengshui/shared/money';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { BadRequest } from '../../domain/errors.ts';

// docs/admin.md#insights: the same rule as the dashboard's sales (dashboard.ts): cancelled and returned
// orders gave the money back, and an online order awaiting payment was never paid.
const IS_SALE = sql.raw(`o.status not in ('pending_payment', 'cancelled', 'returned')`);
// The shop's days are Manila's (UTC+8, no daylight saving): day buckets of 24 hours starting at Manila's
// midnight (00:00+08:00), so an order at 23:30 Manila counts on its day and one at 00:30 on the next.
const MANILA_DAY = sql.raw(`date_bin('1 day', o.created_at, '2000-01-01T00:00:00+08:00'::timestamptz)`);

type Money = string | number;
const pesos = (centavos: Money | null | undefined) => centavosToPesos(Number(centavos ?? 0));

interface Window {
  start: string;
  end: string;
}

/** Orders placed in the window (its start included, its end not): the range condition every query shares. */
const placedIn = ({ start, end }: Window): SQL =>
  sql`o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz`;

/**
 * The same range on the order lines, which carry their order's placing time: their index finds the
 * range's lines instead of every line of every order.
 */
const linesPlacedIn = ({ start, end }: Window): SQL =>
  sql`i.placed_at >= ${start}::timestamptz and i.placed_at < ${end}::timestamptz`;

interface DayFigures {
  bucket: Date | string;
  method: 'dragonpay' | 'cod';
  orders: number;
  sales: Money;
  paid: Money;
  cod_collected: Money;
}

interface StatusFigures {
  status: string;
  orders: number;
  total: Money;
}

interface PlaceFigures {
  region: string;
  province: string;
  orders: number;
  sales: Money;
}

/**
 * The range's sales by day and payment method, every order by status, and the sales by place, side by
 * side, each pass summing only what its chart shows (each sum is work for every order of the range).
 * Regions and provinces get their PSGC names after grouping, the capital region's districts standing
 * for its provinces.
 */
async function orderFigures(db: DbOrTx, window: Window) {
  const [days, statuses, places] = await Promise.all([
    queryRows<DayFigures>(
      db,
      sql`select ${MANILA_DAY} as bucket, o.payment_method as method, count(*)::int as orders,
          sum(o.total_centavos)::bigint as sales,
          coalesce(sum(o.total_centavos) filter (where o.payment_status = 'paid'), 0)::bigint as paid,
          coalesce(sum(o.total_centavos) filter (where o.payment_status = 'cod_collected'), 0)::bigint
            as cod_collected
        from orders o where ${placedIn(window)} and ${IS_SALE} group by 1, 2`,
    ),
    queryRows<StatusFigures>(
      db,
      sql`select o.status, count(*)::int as orders, sum(o.total_centavos)::bigint as total
        from orders o where ${placedIn(window)} group by 1`,
    ),
    queryRows<PlaceFigures>(
      db,
      sql`with grouped as (
          select o.ship_region_id as region_id, o.ship_province_id as province_id,
            o.ship_region as region_text, o.ship_province as province_text,
            count(*)::int as orders, sum(o.total_centavos)::bigint as sales
          from orders o where ${placedIn(window)} and ${IS_SALE} group by 1, 2, 3, 4
        )
        select coalesce(r.name, g.region_text, 'Unknown') as region,
          coalesce(p.name, d.name, g.province_text, 'Unknown') as province, g.orders, g.sales
        from grouped g
        left join regions r on r.code = g.region_id
        left join provinces p on p.code = g.province_id
        left join districts d on d.code = g.province_id`,
    ),
  ]);
  return { days, statuses, places };
}

interface ItemFigures {
  kind: 'product' | 'category';
  id: number | null;
  code: string | null;
  name: string | null;
  units: number;
  revenue: Money;
}

/**
 * One pass over the range's sold items for the top products and the categories. Revenue is what the
 * items were charged at (before promotion codes and shipping).
 */
function itemFigures(db: DbOrTx, window: Window) {
  return queryRows<ItemFigures>(
    db,
    sql`with per_product as materialized (
        select i.product_id, sum(i.quantity)::int as units,
          sum(i.quantity * i.unit_price_centavos)::bigint as revenue
        from orders o join order_items i on i.order_id = o.id
        where ${placedIn(window)} and ${linesPlacedIn(window)} and ${IS_SALE} group by 1
      ),
      top_products as (
        select t.product_id, p.product_code, p.name, t.units, t.revenue
        from (
          select * from per_product order by revenue desc, units desc, product_id limit ${INSIGHTS_TOP_LENGTH}
        ) t join products p on p.id = t.product_id
      ),
      by_category as (
        select c.id, c.name, sum(s.units)::int as units, sum(s.revenue)::bigint as revenue
        from per_product s join products p on p.id = s.product_id
        left join categories c on c.id = p.category_id group by 1, 2
      )
      select 'product' as kind, product_id as id, product_code as code, name, units, revenue from top_products
      union all
      select 'category', id, null, name, units, revenue from by_category`,
  );
}

const byRevenue = (a: ItemFigures, b: ItemFigures) =>
  Number(b.revenue) - Number(a.revenue) || b.units - a.units || String(a.name).localeCompare(String(b.name));

/**
 * A signed-in customer's cart lives in cart_items until checkout removes the lines it ordered; guest
 * carts live in the browser. So the carts started in the range are the orders placed plus the carts
 * still open whose first line was added in the range.
 */
async function openCartsStarted(db: DbOrTx, window: Window) {
  const [row] = await queryRows<{ carts: number }>(
    db,
    sql`select count(*)::int as carts from (
        select user_id from cart_items group by user_id
        having min(created_at) >= ${window.start}::timestamptz and min(created_at) < ${window.end}::timestamptz
      ) c`,
  );
  return row?.carts ?? 0;
}

/** A returning customer bought before the range; a new one's first sale is in it. */
function customersByKind(db: DbOrTx, window: Window) {
  return queryRows<{ returning: boolean; customers: number; sales: Money }>(
    db,
    sql`with buyers as (
        select o.user_id, sum(o.total_centavos) as sales from orders o
        where ${placedIn(window)} and ${IS_SALE} group by 1
      )
      select exists (
          select 1 from orders o where o.user_id = b.user_id
            and o.created_at < ${window.start}::timestamptz and ${IS_SALE}
        ) as returning, count(*)::int as customers, sum(b.sales)::bigint as sales
      from buyers b group by 1`,
  );
}

function emptyDay(day: string): InsightsDay {
  return { day, orders: 0, sales: 0, paid: 0, cod_collected: 0, outstanding: 0 };
}

/** GET /admin/insights: every chart of the insights page over one range of Manila days. */
export async function insightsForOwner(
  db: DbOrTx,
  query: InsightsQuery,
  now = new Date(),
): Promise<AdminInsights> {
  const range = resolveInsightsRange(query, now);
  if (!range.ok) throw new BadRequest(range.message, undefined, 'INVALID_RANGE');
  const window: Window = {
    start: manilaDayStart(range.from).toISOString(),
    end: manilaDayStart(addDays(range.to, 1)).toISOString(),
  };
  // Side by side: PostgreSQL answers them on connections of their own (PGlite one after the other).
  const [orderPasses, items, openCarts, buyers] = await Promise.all([
    orderFigures(db, window),
    itemFigures(db, window),
    openCartsStarted(db, window),
    customersByKind(db, window),
  ]);

  const dayCount = daysBetween(range.from, range.to);
  const centavosByDay = new Map<string, { orders: number; sales: number; paid: number; cod: number }>();
  const mix = { dragonpay: { orders: 0, sales: 0 }, cod: { orders: 0, sales: 0 } };
  for (const row of orderPasses.days) {
    const day = manilaDay(new Date(row.bucket));
    const bucket = centavosByDay.get(day) ?? { orders: 0, sales: 0, paid: 0, cod: 0 };
    bucket.orders += row.orders;
    bucket.sales += Number(row.sales);
    bucket.paid += Number(row.paid);
    bucket.cod += Number(row.cod_collected);
    centavosByDay.set(day, bucket);
    mix[row.method].orders += row.orders;
    mix[row.method].sales += Number(row.sales);
  }
  const daily = Array.from({ length: dayCount }, (_, index) => {
    const day = addDays(range.from, index);
    const bucket = centavosByDay.get(day);
    if (!bucket) return emptyDay(day);
    return {
      day,
      orders: bucket.orders,
      sales: pesos(bucket.sales),
      paid: pesos(bucket.paid),
      cod_collected: pesos(bucket.cod),
      outstanding: pesos(bucket.sales - bucket.paid - bucket.cod),
    };
  });
  const sum = (pick: (bucket: { orders: number; sales: number; paid: number; cod: number }) => number) =>
    [...centavosByDay.values()].reduce((total, bucket) => total + pick(bucket), 0);
  const orderCount = sum((bucket) => bucket.orders);
  const salesCentavos = sum((bucket) => bucket.sales);
  const paidCentavos = sum((bucket) => bucket.paid);
  const codCentavos = sum((bucket) => bucket.cod);

  const statuses = orderPasses.statuses.sort(
    (a, b) => b.orders - a.orders || a.status.localeCompare(b.status),
  );
  const places = orderPasses.places
    .map((row) => ({ ...row, sales: Number(row.sales) }))
    .sort(
      (a, b) => b.sales - a.sales || a.region.localeCompare(b.region) || a.province.localeCompare(b.province),
    );
  const products = items.filter((row) => row.kind === 'product').sort(byRevenue);
  const categories = items.filter((row) => row.kind === 'category').sort(byRevenue);

  const ordersPlaced = statuses.reduce((total, row) => total + row.orders, 0);
  const cartsStarted = ordersPlaced + openCarts;
  const newBuyers = buyers.find((row) => !row.returning);
  const returningBuyers = buyers.find((row) => row.returning);

  const regions = new Map<string, { orders: number; sales: number }>();
  for (const row of places) {
    const region = regions.get(row.region) ?? { orders: 0, sales: 0 };
    region.orders += row.orders;
    region.sales += row.sales;
    regions.set(row.region, region);
  }

  return {
    range: { preset: range.preset, from: range.from, to: range.to, days: dayCount },
    totals: {
      orders: orderCount,
      sales: pesos(salesCentavos),
      paid: pesos(paidCentavos),
      cod_collected: pesos(codCentavos),
      outstanding: pesos(salesCentavos - paidCentavos - codCentavos),
      average_order_value: orderCount === 0 ? 0 : pesos(Math.round(salesCentavos / orderCount)),
      units: categories.reduce((total, row) => total + row.units, 0),
    },
    daily,
    by_status: statuses.map((row) => ({
      status: row.status,
      orders: row.orders,
      total: pesos(row.total),
    })),
    payment_mix: (['dragonpay', 'cod'] as const).map((method) => ({
      method,
      orders: mix[method].orders,
      sales: pesos(mix[method].sales),
    })),
    top_products: products.map((row) => ({
      product_id: row.id ?? 0,
      product_code: row.code ?? '',
      name: row.name ?? '',
      units: row.units,
      revenue: pesos(row.revenue),
    })),
    top_categories: categories.slice(0, INSIGHTS_TOP_LENGTH).map((row) => ({
      category_id: row.id,
      name: row.name ?? 'No category',
      units: row.units,
      revenue: pesos(row.revenue),
    })),
    conversion: {
      carts_started: cartsStarted,
      orders_placed: ordersPlaced,
      open_carts: openCarts,
      rate: cartsStarted === 0 ? 0 : Math.round((ordersPlaced / cartsStarted) * 10_000) / 10_000,
    },
    customers: {
      new_customers: newBuyers?.customers ?? 0,
      returning_customers: returningBuyers?.customers ?? 0,
      new_sales: pesos(newBuyers?.sales),
      returning_sales: pesos(returningBuyers?.sales),
    },
    regions: [...regions.entries()]
      .map(([region, figures]) => ({ region, orders: figures.orders, sales: pesos(figures.sales) }))
      .sort((a, b) => b.sales - a.sales || a.region.localeCompare(b.region)),
    provinces: places.map((row) => ({
      province: row.province,
      region: row.region,
      orders: row.orders,
      sales: pesos(row.sales),
    })),
  };
}
