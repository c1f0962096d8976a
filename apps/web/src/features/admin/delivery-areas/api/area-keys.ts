import { adminKeys } from '../../api/admin-keys.ts';

export interface AreaFilters {
  search: string;
  region: string;
  /** Only the cities switched off. */
  offOnly: boolean;
  page: number;
}

// The delivery-areas screen's query keys, under the admin area's root key.
export const areaKeys = {
  lists: () => [...adminKeys.all, 'delivery-areas', 'list'] as const,
  list: (filters: AreaFilters) => [...adminKeys.all, 'delivery-areas', 'list', filters] as const,
  regions: () => [...adminKeys.all, 'delivery-areas', 'regions'] as const,
};
