import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductSort,
  type AdminProductStatusFilter,
} from '@fengshui/shared/admin-product-reads';
import { idFromText } from '@fengshui/shared/web-routes';
import { pageFromParams } from '../../logic/page-param.ts';
import type { AdminProductFilters } from '../api/product-keys.ts';

// The table's filters and order live in the address (?search=&category=&status=&sort=&dir=&page=), so a filtered list can
// be bookmarked, shared, and comes back with the browser's Back button.

const MAX_SEARCH_LENGTH = 200;
const STATUSES: readonly AdminProductStatusFilter[] = ['all', 'active', 'archived'];

export function readProductFilters(params: URLSearchParams): AdminProductFilters {
  const status = params.get('status') as AdminProductStatusFilter | null;
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: idFromText(params.get('category')),
    status: status && STATUSES.includes(status) ? status : 'all',
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as AdminProductSort) : 'created',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: pageFromParams(params),
  };
}

/** The address's query for these filters, leaving out the defaults. */
export function productFiltersToParams(filters: AdminProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category !== null) params.set('category', String(filters.category));
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.sort !== 'created') params.set('sort', filters.sort);
  if (filters.dir !== 'desc') params.set('dir', filters.dir);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A click on a column's header: that column ascending, or the other way when it already sorts. */
export function nextSort(
  current: Pick<AdminProductFilters, 'sort' | 'dir'>,
  column: AdminProductSort,
): Pick<AdminProductFilters, 'sort' | 'dir'> {
  if (current.sort !== column) return { sort: column, dir: column === 'created' ? 'desc' : 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}
