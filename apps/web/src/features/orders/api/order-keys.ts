import type { OrderTab } from '@fengshui/shared/order-status';

// One factory for every query key of the order pages; under 'orders', so signing out forgets them.
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (tab: OrderTab) => ['orders', 'list', tab] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  tracking: (trackingNumber: string) => ['orders', 'tracking', trackingNumber] as const,
};
