import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../components/ListPage.tsx';
import { useAddressFilters } from '../hooks/use-address-filters.ts';
import { useJobs } from './api/get-jobs.ts';
import { JobResults } from './components/JobResults.tsx';
import { JOB_TABS, jobFiltersToParams, readJobFilters } from './logic/job-filters.ts';

/** /admin/jobs: e-mails and courier calls that wait or failed, why, and a Retry (docs/admin.md#background-jobs). */
export function JobsPage() {
  useDocumentTitle('Background jobs | Admin');
  const [filters, update] = useAddressFilters(readJobFilters, jobFiltersToParams);
  const jobs = useJobs(filters);
  const data = jobs.data;

  return (
    <div>
      <ListPageHeader
        title="Background jobs"
        count={data && { value: data.total, one: 'job', many: 'jobs' }}
        intro="E-mails and courier bookings run here after each order change, and are tried again when the mail server or the courier does not answer. A failed job shows why; Retry runs it again."
      />
      <div role="tablist" aria-label="Job status" className="mt-4 flex flex-wrap gap-2">
        {JOB_TABS.map((tab) => {
          const selected = filters.status === tab.value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => update({ status: tab.value })}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold ${
                selected
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-cream'
              }`}
            >
              {tab.label}
              {tab.value === 'failed' && data ? ` (${data.failed})` : ''}
            </button>
          );
        })}
      </div>
      <PagedResults
        query={jobs}
        loadingLabel="Loading jobs…"
        isEmpty={(loaded) => loaded.jobs.length === 0}
        emptyTitle={filters.status === 'done' ? 'No finished jobs yet.' : 'Nothing waits and nothing failed.'}
        pageOf={(loaded) => ({ page: loaded.page, totalPages: loaded.total_pages })}
        onPage={(page) => update({ page })}
      >
        {(loaded) => <JobResults jobs={loaded.jobs} />}
      </PagedResults>
    </div>
  );
}
