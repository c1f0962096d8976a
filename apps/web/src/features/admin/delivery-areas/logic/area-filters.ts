import { pageFromParams } from '../../logic/page-param.ts';
import type { AreaFilters } from '../api/area-keys.ts';

// The filters live in the address (?search=&region=&off=1&page=), so a filtered list can be bookmarked.

const MAX_SEARCH_LENGTH = 80;

export function readAreaFilters(params: URLSearchParams): AreaFilters {
  const region = params.get('region') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    region: /^[0-9]{9,10}$/.test(region) ? region : '',
    offOnly: params.get('off') === '1',
    page: pageFromParams(params),
  };
}

export function areaFiltersToParams(filters: AreaFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.region) params.set('region', filters.region);
  if (filters.offOnly) params.set('off', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
