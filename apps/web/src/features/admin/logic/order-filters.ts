import {
  ORDER_STATUS_GROUP_IDS,
  ORDER_VIEW_IDS,
  type OrderStatusGroup,
  type OrderView,
} from '@fengshui/shared/admin-order-views';
import { isOrderStatus } from '@fengshui/shared/order-status';
import type { AdminOrderFilters } from '../api/admin-keys.ts';
import { pageFromParams } from './page-param.ts';

// The desk's filters live in the address (?group=&view=&status=&q=&page=), so a filtered list can be bookmarked,
// shared, and comes back with the browser's Back button.

const MAX_SEARCH_LENGTH = 80;

export function readOrderFilters(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status') ?? '';
  const group = params.get('group') ?? '';
  const view = params.get('view') ?? '';
  return {
    status: isOrderStatus(status) ? status : null,
    group: (ORDER_STATUS_GROUP_IDS as readonly string[]).includes(group) ? (group as OrderStatusGroup) : null,
    view: (ORDER_VIEW_IDS as readonly string[]).includes(view) ? (view as OrderView) : null,
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: pageFromParams(params),
  };
}

/** The address's query for these filters, leaving out the defaults (all statuses, no search, page 1). */
export function orderFiltersToParams(filters: AdminOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view) params.set('view', filters.view);
  if (filters.group) params.set('group', filters.group);
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
