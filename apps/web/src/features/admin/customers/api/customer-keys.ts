import { adminKeys } from '../../api/admin-keys.ts';

export interface CustomerFilters {
  search: string;
  page: number;
}

// The customers screen's query keys, under the admin area's root key.
export const customerKeys = {
  lists: () => [...adminKeys.all, 'customers', 'list'] as const,
  list: (filters: CustomerFilters) => [...adminKeys.all, 'customers', 'list', filters] as const,
  detail: (customerId: number) => [...adminKeys.all, 'customers', 'detail', customerId] as const,
};
