import {
  ADMIN_LOW_STOCK_THRESHOLD,
  type AdminDashboard,
  type OrderTask,
} from '@fengshui/shared/admin-dashboard';
import type { OrderView } from '@fengshui/shared/admin-order-views';
import { ORDER_STATUSES, type OrderStatus } from '@fengshui/shared/order-status';

export type ToDoKey = keyof AdminDashboard['to_do'];

export interface ToDoItem {
  key: ToDoKey;
  title: string;
  hint: string;
  count: number;
  /** What the orders come to, where the money is the point (a refund to send, cash to chase). */
  amount: number | null;
  to: string;
}

/**
 * The order desk filters by one status at a time, so a task spread over several statuses opens on the
 * earliest of them that holds any of its orders (the oldest stage of the work), or on `fallback`.
 */
export function ordersLink(task: OrderTask, fallback: OrderStatus): string {
  const status = ORDER_STATUSES.find((candidate) => (task.by_status[candidate] ?? 0) > 0) ?? fallback;
  return `/admin/orders?status=${status}`;
}

/** The owner's list of work, most pressing first, each with the screen that deals with it. */
export function toDoItems(toDo: AdminDashboard['to_do']): ToDoItem[] {
  // A task the desk has a saved view for opens on that view, which holds exactly the orders counted;
  // the others open on the earliest status holding any (`fallback` when none does).
  const orders = (
    key: Exclude<ToDoKey, 'new_messages' | 'low_stock_products'>,
    title: string,
    hint: string,
    opens: { view: OrderView } | { fallback: OrderStatus },
    withAmount = false,
  ): ToDoItem => ({
    key,
    title,
    hint,
    count: toDo[key].count,
    amount: withAmount ? toDo[key].total : null,
    to: 'view' in opens ? `/admin/orders?view=${opens.view}` : ordersLink(toDo[key], opens.fallback),
  });
  return [
    orders(
      'awaiting_courier_booking',
      'Book the courier',
      'Paid or COD orders without a tracking number yet',
      { fallback: 'processing' },
    ),
    orders('to_pack', 'Pack', 'Orders processing or for packing', { view: 'to-pack' }),
    orders('to_hand_over', 'Hand to the courier', "Packed orders waiting for the courier's pick-up", {
      view: 'to-ship',
    }),
    orders(
      'refunds_due',
      'Refunds due',
      'Customers who paid for a cancelled or returned order',
      { view: 'refunds-due' },
      true,
    ),
    orders(
      'cod_to_collect',
      'COD cash to collect',
      'Delivered COD orders not yet marked collected',
      { view: 'cod-to-collect' },
      true,
    ),
    orders(
      'unpaid_online',
      'Awaiting payment',
      'Online orders not paid yet; they cancel themselves when the payment window closes',
      { fallback: 'pending_payment' },
    ),
    {
      key: 'new_messages',
      title: 'New messages',
      hint: 'Contact and appointment requests not yet answered',
      count: toDo.new_messages,
      amount: null,
      to: '/admin/messages?status=new',
    },
    {
      key: 'low_stock_products',
      title: 'Low stock',
      hint: `Active products with ${ADMIN_LOW_STOCK_THRESHOLD} or fewer left, sold-out ones included`,
      count: toDo.low_stock_products,
      amount: null,
      // The product table has no stock filter; its active products are where restocking happens.
      to: '/admin/products?status=active',
    },
  ];
}
