import type { AdminJobList } from '@fengshui/shared/admin-jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type JobFilters, jobKeys } from './job-keys.ts';

/** GET /admin/jobs?status=&page=: 25 jobs a page, newest first. */
export const getJobs = (filters: JobFilters, signal?: AbortSignal) =>
  apiRequest<AdminJobList>('/admin/jobs', { signal, query: { status: filters.status, page: filters.page } });

export const jobsQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ signal }) => getJobs(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useJobs(filters: JobFilters) {
  return useQuery(jobsQuery(filters));
}
