import { pageFromParams } from '../../logic/page-param.ts';
import type { JobFilters, JobTab } from '../api/job-keys.ts';

// The list's tab and page live in the address (?status=&page=), so Back and shared links keep them.

export const JOB_TABS: readonly { value: JobTab; label: string }[] = [
  { value: 'open', label: 'Waiting and failed' },
  { value: 'failed', label: 'Failed' },
  { value: 'done', label: 'Done' },
];

export function readJobFilters(params: URLSearchParams): JobFilters {
  const status = JOB_TABS.find((tab) => tab.value === params.get('status'))?.value ?? 'open';
  return { status, page: pageFromParams(params) };
}

export function jobFiltersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const STATUS_LABELS = { pending: 'Waiting', running: 'Running', failed: 'Failed', done: 'Done' } as const;

export function jobStatusLabel(status: keyof typeof STATUS_LABELS): string {
  return STATUS_LABELS[status];
}
