import {
  ADMIN_LOW_STOCK_THRESHOLD,
  type AdminDashboard,
  DASHBOARD_LIST_LENGTH,
  type OrderTask,
  type SalesFigure,
} from '@fengshui/shared/admin-dashboard';
import { centavosToPesos } from '@fengshui/shared/money';
import type { OrderStatus } from '@fengshui/shared/order-status';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, orders, products, users } from '../../db/schema/index.ts';
import { BOOKABLE } from '../orders/index.ts';
import { type ManilaPeriod, manilaPeriods } from './dashboard-calendar.ts';

/**
 * Not sales: cancelled and returned orders gave the money back, and an online order awaiting payment
 * was never paid (the same rule as a customer's total spent in customer-directory.ts).
 */
const NOT_SALES: OrderStatus[] = ['pending_payment', 'cancelled', 'returned'];

// The order desk lets the owner record COD cash once the parcel is delivered (admin-order-desk.ts).
const COD_COLLECTABLE: OrderStatus[] = ['delivered', 'received', 'completed'];

type TaskName = Exclude<keyof AdminDashboard['to_do'], 'new_messages' | 'low_stock_products'>;

/** Which orders wait for each kind of work. */
const ORDER_TASKS: Record<TaskName, SQL> = {
  awaiting_courier_booking: and(
    inArray(orders.status, BOOKABLE as OrderStatus[]),
    isNull(orders.trackingNumber),
  ) as SQL,
  to_pack: inArray(orders.status, ['processing', 'for_packing']),
  to_hand_over: inArray(orders.status, ['packed', 'for_shipping', 'ready_to_ship']),
  unpaid_online: eq(orders.status, 'pending_payment'),
  refunds_due: eq(orders.paymentStatus, 'refund_due'),
  cod_to_collect: and(
    eq(orders.paymentMethod, 'cod'),
    eq(orders.paymentStatus, 'cod_pending'),
    inArray(orders.status, COD_COLLECTABLE),
  ) as SQL,
};
const TASK_NAMES = Object.keys(ORDER_TASKS) as TaskName[];

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
const centavosWhere = (condition: SQL) =>
  sql<string>`coalesce(sum(${orders.totalCentavos}) filter (where ${condition}), 0)::bigint`;
const placedSince = (start: Date) => sql`${orders.createdAt} >= ${start.toISOString()}::timestamptz`;

async function salesFigures(db: DbOrTx, periods: ReturnType<typeof manilaPeriods>) {
  const { today, week, month } = periods;
  // A week that began last month reaches further back than the month.
  const earliest = new Date(Math.min(week.start.getTime(), month.start.getTime()));
  const [row] = await db
    .select({
      todayCount: countWhere(placedSince(today.start)),
      todayCentavos: centavosWhere(placedSince(today.start)),
      weekCount: countWhere(placedSince(week.start)),
      weekCentavos: centavosWhere(placedSince(week.start)),
      monthCount: countWhere(placedSince(month.start)),
      monthCentavos: centavosWhere(placedSince(month.start)),
    })
    .from(orders)
    .where(and(notInArray(orders.status, NOT_SALES), gte(orders.createdAt, earliest)));
  const figure = (since: ManilaPeriod, orderCount = 0, centavos: string | number = 0): SalesFigure => ({
    since: since.day,
    order_count: Number(orderCount),
    total: centavosToPesos(Number(centavos)),
  });
  return {
    today: figure(today, row?.todayCount, row?.todayCentavos),
    week: figure(week, row?.weekCount, row?.weekCentavos),
    month: figure(month, row?.monthCount, row?.monthCentavos),
  };
}

/** Each task's count and amount, split by status, from one pass over the open orders. */
async function orderTasks(db: DbOrTx): Promise<Record<TaskName, OrderTask>> {
  const columns = Object.fromEntries(
    TASK_NAMES.flatMap((name) => [
      [`${name}Count`, countWhere(ORDER_TASKS[name])],
      [`${name}Centavos`, centavosWhere(ORDER_TASKS[name])],
    ]),
  ) as Record<string, SQL<number | string>>;
  const rows = await db
    .select({ status: orders.status, ...columns })
    .from(orders)
    .where(or(...Object.values(ORDER_TASKS)))
    .groupBy(orders.status);
  const tasks = Object.fromEntries(
    TASK_NAMES.map((name) => [name, { count: 0, total: 0, by_status: {} } as OrderTask]),
  ) as Record<TaskName, OrderTask>;
  for (const row of rows as Record<string, string | number>[]) {
    for (const name of TASK_NAMES) {
      const orderCount = Number(row[`${name}Count`] ?? 0);
      if (orderCount === 0) continue;
      const task = tasks[name];
      task.count += orderCount;
      task.total += Number(row[`${name}Centavos`] ?? 0);
      task.by_status[String(row.status)] = orderCount;
    }
  }
  for (const task of Object.values(tasks)) task.total = centavosToPesos(task.total);
  return tasks;
}

function latestOrders(db: DbOrTx) {
  return db
    .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DASHBOARD_LIST_LENGTH);
}

const activeProduct = eq(products.status, 'active');

function lowestStockProducts(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      productCode: products.productCode,
      name: products.name,
      stock: products.stock,
      hasVariants: products.hasVariants,
    })
    .from(products)
    .where(activeProduct)
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(DASHBOARD_LIST_LENGTH);
}

/** GET /admin/dashboard: the owner's morning view of the shop, as it stands at `now`. */
export async function dashboardForOwner(db: DbOrTx, now = new Date()): Promise<AdminDashboard> {
  const periods = manilaPeriods(now);
  const [sales, tasks, [messages], [lowStock], latest, lowest] = await Promise.all([
    salesFigures(db, periods),
    orderTasks(db),
    db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db
      .select({ value: count() })
      .from(products)
      .where(and(activeProduct, lte(products.stock, ADMIN_LOW_STOCK_THRESHOLD))),
    latestOrders(db),
    lowestStockProducts(db),
  ]);
  return {
    today: periods.today.day,
    sales,
    to_do: {
      ...tasks,
      new_messages: Number(messages?.value ?? 0),
      low_stock_products: Number(lowStock?.value ?? 0),
    },
    latest_orders: latest.map(({ order, firstName, lastName }) => ({
      order_id: order.id,
      order_code: order.orderCode,
      customer_name: `${firstName} ${lastName}`.trim() || order.recipientName,
      total_price: centavosToPesos(order.totalCentavos),
      order_status: order.status,
      payment_status: order.paymentStatus,
      created_at: order.createdAt.toISOString(),
    })),
    lowest_stock_products: lowest.map((product) => ({
      product_id: product.id,
      product_code: product.productCode,
      name: product.name,
      stock: product.stock,
      has_variants: product.hasVariants,
    })),
  };
}
