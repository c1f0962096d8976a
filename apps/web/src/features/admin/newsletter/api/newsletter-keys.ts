import { adminKeys } from '../../api/admin-keys.ts';

export interface SubscriberFilters {
  search: string;
  page: number;
}

// The subscribers screen's query keys, under the admin area's root key.
export const newsletterKeys = {
  list: (filters: SubscriberFilters) => [...adminKeys.all, 'newsletter', 'subscribers', filters] as const,
};
