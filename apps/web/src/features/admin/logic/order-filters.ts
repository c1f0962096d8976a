import { isOrderStatus } from '@fengshui/shared/order-status';
import type { AdminOrderFilters } from '../api/admin-keys.ts';

// The desk's filters live in the address (?status=&q=&page=), so a filtered list can be bookmarked,
// shared, and comes back with the browser's Back button.

const MAX_SEARCH_LENGTH = 80;

export function readOrderFilters(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for these filters, leaving out the defaults (all statuses, no search, page 1). */
export function orderFiltersToParams(filters: AdminOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
