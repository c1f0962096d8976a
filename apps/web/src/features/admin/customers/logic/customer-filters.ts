import { pageFromParams } from '../../logic/page-param.ts';
import type { CustomerFilters } from '../api/customer-keys.ts';

// The list's search and page live in the address (?search=&page=), so Back and shared links keep them.

const MAX_SEARCH_LENGTH = 80;

export function readCustomerFilters(params: URLSearchParams): CustomerFilters {
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: pageFromParams(params),
  };
}

export function customerFiltersToParams(filters: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
