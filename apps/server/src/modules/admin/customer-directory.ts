import {
  ADMIN_CUSTOMER_PAGE_SIZE,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type AdminCustomerListQuery,
  type AdminCustomerRow,
} from '@fengshui/shared/admin-customers';
import { centavosToPesos } from '@fengshui/shared/money';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, shippingAddresses, users } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';

/**
 * What counts as spent (admin-customers.ts): orders that went ahead. Cancelled and returned orders
 * gave the money back, and an online order still awaiting payment was never paid.
 */
const NOT_SPENT = sql.raw(`('pending_payment', 'cancelled', 'returned')`);

// A customer's whole history is a few dozen orders at most; the cap only guards the page.
const MAX_ORDERS_SHOWN = 500;

type UserRow = typeof users.$inferSelect;

const isoOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function orderStats(db: DbOrTx) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spentCentavos:
        sql<string>`coalesce(sum(${orders.totalCentavos}) filter (where ${orders.status} not in ${NOT_SPENT}), 0)::bigint`.as(
          'spent_centavos',
        ),
      lastOrderAt: sql<Date | string | null>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_stats');
}

function toRow(
  user: UserRow,
  stats: {
    orderCount: number | null;
    spentCentavos: string | number | null;
    lastOrderAt: Date | string | null;
  },
): AdminCustomerRow {
  const deleted = user.deletedAt !== null;
  return {
    id: user.id,
    name: deleted ? 'Deleted account' : `${user.firstName} ${user.lastName}`.trim() || user.username,
    username: user.username,
    email: user.email,
    phone: user.phone,
    verified: user.emailVerifiedAt !== null,
    deleted,
    created_at: user.createdAt.toISOString(),
    order_count: Number(stats.orderCount ?? 0),
    total_spent: centavosToPesos(Number(stats.spentCentavos ?? 0)),
    last_order_at: isoOrNull(stats.lastOrderAt),
  };
}

/** GET /admin/customers: customers newest first, searched by name, e-mail, username or phone. */
export async function listCustomers(db: DbOrTx, query: AdminCustomerListQuery): Promise<AdminCustomerList> {
  const term = query.search ? likeTerm(query.search) : null;
  const search: SQL | undefined = term
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
        ilike(users.email, term),
        ilike(users.username, term),
        ilike(users.phone, term),
      )
    : undefined;
  const where = and(eq(users.userType, 'customer'), search);
  const stats = orderStats(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        orderCount: stats.orderCount,
        spentCentavos: stats.spentCentavos,
        lastOrderAt: stats.lastOrderAt,
      })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_CUSTOMER_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_CUSTOMER_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    customers: rows.map(({ user, ...stats }) => toRow(user, stats)),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / ADMIN_CUSTOMER_PAGE_SIZE)),
  };
}

function addressLine(address: typeof shippingAddresses.$inferSelect): string {
  const street = [address.houseNumber, address.building, address.streetName].filter(Boolean).join(' ');
  return [street, address.barangay, address.city, address.province, address.region, address.postcode]
    .filter(Boolean)
    .join(', ');
}

/** GET /admin/customers/:id: the customer, their addresses and every order, newest first (read-only). */
export async function customerForAdmin(db: DbOrTx, id: number): Promise<AdminCustomerDetail> {
  const stats = orderStats(db);
  const [found] = await db
    .select({
      user: users,
      orderCount: stats.orderCount,
      spentCentavos: stats.spentCentavos,
      lastOrderAt: stats.lastOrderAt,
    })
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id))
    .where(and(eq(users.id, id), eq(users.userType, 'customer')));
  if (!found) throw new NotFound('Customer not found', 'CUSTOMER_NOT_FOUND');
  const { user, ...totals } = found;
  const [addressRows, orderRows] = await Promise.all([
    db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, id))
      .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.id)),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(MAX_ORDERS_SHOWN),
  ]);
  const itemCounts = orderRows.length
    ? await db
        .select({ orderId: orderItems.orderId, items: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((order) => order.id),
          ),
        )
        .groupBy(orderItems.orderId)
    : [];
  const itemsOf = new Map(itemCounts.map((row) => [row.orderId, Number(row.items)]));
  return {
    customer: {
      ...toRow(user, totals),
      first_name: user.firstName,
      last_name: user.lastName,
      signs_in_with_google: user.googleId !== null,
    },
    addresses: addressRows.map((address) => ({
      id: address.id,
      recipient_name: address.recipientName,
      phone: address.phone,
      address: addressLine(address),
      is_default: address.isDefault,
    })),
    orders: orderRows.map((order) => ({
      order_id: order.id,
      order_code: order.orderCode,
      order_status: order.status,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      item_count: itemsOf.get(order.id) ?? 0,
      total_price: centavosToPesos(order.totalCentavos),
      voucher_code: order.voucherCode,
      created_at: order.createdAt.toISOString(),
    })),
  };
}
