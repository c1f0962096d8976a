import type { OrderStatusGroup, OrderView } from '@fengshui/shared/admin-order-views';
import type { OrderStatus } from '@fengshui/shared/order-status';

/** The order desk's list filters, as read from the page's address (tab, view, status, search, page). */
export interface AdminOrderFilters {
  /** One exact status (the dashboard's links); a tab groups several. */
  status: OrderStatus | null;
  group: OrderStatusGroup | null;
  view: OrderView | null;
  q: string;
  page: number;
}

// One factory for every query key of the admin area.
export const adminKeys = {
  all: ['admin'] as const,
  mail: () => ['admin', 'mail'] as const,
  sms: () => ['admin', 'sms'] as const,
  orders: () => ['admin', 'orders'] as const,
  orderLists: () => ['admin', 'orders', 'list'] as const,
  orderList: (filters: AdminOrderFilters) => ['admin', 'orders', 'list', filters] as const,
  order: (orderId: number) => ['admin', 'orders', 'detail', orderId] as const,
};
