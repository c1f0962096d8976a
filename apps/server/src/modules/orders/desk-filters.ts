import {
  type DeskGoal,
  deskSteps,
  ORDER_VIEWS,
  type OrderView,
  orderView,
  statusesOfGroup,
} from '@fengshui/shared/admin-order-views';
import type { AdminOrderListQuery } from '@fengshui/shared/admin-orders';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { OrderRow } from './order-view.ts';

// docs/admin.md#order-desk: the status tabs and saved views as SQL, and which one-step moves apply.

type Status = OrderRow['status'];

function viewCondition(id: OrderView): SQL {
  const view = orderView(id);
  const statuses = inArray(orders.status, view.statuses as readonly Status[] as Status[]);
  if (view.awaits === 'cod_cash')
    return and(statuses, eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'cod_pending')) as SQL;
  if (view.awaits === 'refund') return and(statuses, eq(orders.paymentStatus, 'refund_due')) as SQL;
  return statuses;
}

/** The tab's statuses and the view's conditions of a desk query; undefined filters nothing. */
export function deskFilter(query: Pick<AdminOrderListQuery, 'group' | 'view'>): SQL | undefined {
  return and(
    query.group
      ? inArray(orders.status, statusesOfGroup(query.group) as readonly Status[] as Status[])
      : undefined,
    query.view ? viewCondition(query.view) : undefined,
  );
}

/** How many orders each saved view holds, in one pass: { 'to-pack': 3, ... }. */
export const viewCounts = {
  ...Object.fromEntries(
    ORDER_VIEWS.map((view) => [view.id, sql<number>`count(*) filter (where ${viewCondition(view.id)})::int`]),
  ),
} as Record<OrderView, SQL<number>>;

/** Whether the road to `goal` is open from the order's status (and it is not unpaid online). */
export function canWalkTo(order: Pick<OrderRow, 'status'>, goal: DeskGoal): boolean {
  const steps = deskSteps(order.status, goal);
  return steps !== null && steps.length > 0;
}

export const canHandToCourier = (order: Pick<OrderRow, 'status'>) => canWalkTo(order, 'shipped');
