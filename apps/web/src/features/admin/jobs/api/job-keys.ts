import { adminKeys } from '../../api/admin-keys.ts';

export type JobTab = 'open' | 'failed' | 'done';

export interface JobFilters {
  status: JobTab;
  page: number;
}

// The background jobs screen's query keys, under the admin area's root key.
export const jobKeys = {
  lists: () => [...adminKeys.all, 'jobs', 'list'] as const,
  list: (filters: JobFilters) => [...adminKeys.all, 'jobs', 'list', filters] as const,
};
