import type { ProductCard } from '@fengshui/shared/catalog';
import { HOME_SECTION_LIMIT } from '@fengshui/shared/constants';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryTimings } from '../../../lib/query-client.ts';

type Section = 'new-arrivals' | 'best-sellers' | 'flash-deals';

const getSection = (section: Section, signal?: AbortSignal) =>
  apiRequest<{ products: ProductCard[] }>(`/products/${section}`, {
    query: { limit: HOME_SECTION_LIMIT, view: 'card' },
    signal,
  }).then((response) => response.products);

const timings = {
  'new-arrivals': queryTimings('newArrivals'),
  'best-sellers': queryTimings('bestSellers'),
  'flash-deals': queryTimings('flashDeals'),
} as const;

export const homeListQuery = (section: Section) =>
  queryOptions({
    queryKey: catalogKeys.homeList(section, 'card'),
    queryFn: ({ signal }) => getSection(section, signal),
    ...timings[section],
  });

export const useNewArrivals = () => useQuery(homeListQuery('new-arrivals'));
export const useBestSellers = () => useQuery(homeListQuery('best-sellers'));
export const useFlashDeals = () => useQuery(homeListQuery('flash-deals'));
