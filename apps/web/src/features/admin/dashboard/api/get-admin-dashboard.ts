import type { AdminDashboard } from '@fengshui/shared/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /admin/dashboard: sales, the work waiting, the latest orders and the products running out. */
export const getAdminDashboard = (signal?: AbortSignal) =>
  apiRequest<AdminDashboard>('/admin/dashboard', { signal });

export const adminDashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => getAdminDashboard(signal),
  // The owner comes back here between tasks: a visit shows the last figures at once and refreshes them.
  staleTime: 0,
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery);
}
