import type { OrderStatus } from '@fengshui/shared/order-status';

/** The order desk's list filters, as read from the page's address (status chip, search, page). */
export interface AdminOrderFilters {
  status: OrderStatus | null;
  q: string;
  page: number;
}

// One factory for every query key of the admin area.
export const adminKeys = {
  all: ['admin'] as const,
  mail: () => ['admin', 'mail'] as const,
  orders: () => ['admin', 'orders'] as const,
  orderLists: () => ['admin', 'orders', 'list'] as const,
  orderList: (filters: AdminOrderFilters) => ['admin', 'orders', 'list', filters] as const,
  order: (orderId: number) => ['admin', 'orders', 'detail', orderId] as const,
};
