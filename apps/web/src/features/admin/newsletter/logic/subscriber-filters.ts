import type { SubscriberFilters } from '../api/newsletter-keys.ts';

// The search and page live in the address (?search=&page=).

export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 80),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function subscriberFiltersToParams(filters: SubscriberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
