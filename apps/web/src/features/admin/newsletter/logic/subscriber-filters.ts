import { pageFromParams } from '../../logic/page-param.ts';
import type { SubscriberFilters } from '../api/newsletter-keys.ts';

// The search and page live in the address (?search=&page=).

export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 80),
    page: pageFromParams(params),
  };
}

export function subscriberFiltersToParams(filters: SubscriberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
