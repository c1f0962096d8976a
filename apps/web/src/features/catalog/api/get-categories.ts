import type { Category } from '@fengshui/shared/catalog';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryTimings } from '../../../lib/query-client.ts';

export const getCategories = (signal?: AbortSignal) => apiRequest<Category[]>('/categories', { signal });

// docs/catalogue.md#limits: categories are fresh 5 minutes, kept 30, retried 3 times with back-off.
export const categoriesQuery = queryOptions({
  queryKey: catalogKeys.categories(),
  queryFn: ({ signal }) => getCategories(signal),
  ...queryTimings('categories'),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
