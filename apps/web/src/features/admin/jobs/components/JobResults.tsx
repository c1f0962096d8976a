import type { AdminJobRow } from '@fengshui/shared/admin-jobs';
import { RotateCcw } from 'lucide-react';
import { tableCell, tableHead, WideTable } from '../../components/WideTable.tsx';
import { formatManilaDateTime } from '../../logic/format-date.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { jobStatusLabel } from '../logic/job-filters.ts';

const STATUS_TONES = {
  pending: 'bg-gold-100 text-gold-800',
  running: 'bg-sky-100 text-sky-800',
  failed: 'bg-brand-100 text-brand-800',
  done: 'bg-green-100 text-green-800',
} as const;

function StatusPill({ job }: { job: AdminJobRow }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[job.status]}`}
    >
      {jobStatusLabel(job.status)}
    </span>
  );
}

const nextRun = (job: AdminJobRow) => (job.next_run_at ? formatManilaDateTime(job.next_run_at) : '—');

function RetryButton({ job }: { job: AdminJobRow }) {
  const retry = useRetryJob();
  if (job.status !== 'failed' && job.status !== 'pending') return null;
  return (
    <button
      type="button"
      onClick={() => retry.mutate(job.id)}
      disabled={retry.isPending}
      aria-label={`Retry job ${job.id}`}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
    >
      <RotateCcw size={15} aria-hidden />
      {retry.isPending ? 'Retrying…' : 'Retry'}
    </button>
  );
}

/** One page of jobs: a table from tablet width up, cards on phones. */
export function JobResults({ jobs }: { jobs: AdminJobRow[] }) {
  return (
    <>
      <WideTable
        columns={
          <>
            <th className={tableHead}>What</th>
            <th className={tableHead}>Status</th>
            <th className={`${tableHead} text-right`}>Attempts</th>
            <th className={tableHead}>Last error</th>
            <th className={tableHead}>Next run</th>
            <th className={tableHead}>
              <span className="sr-only">Actions</span>
            </th>
          </>
        }
      >
        {jobs.map((job) => (
          <tr key={job.id} data-testid="job-row" className="hover:bg-cream">
            <td className={`${tableCell} max-w-sm break-words text-ink`}>{job.what}</td>
            <td className={tableCell}>
              <StatusPill job={job} />
            </td>
            <td className={`${tableCell} text-right whitespace-nowrap figures`}>
              {job.attempts} of {job.max_attempts}
            </td>
            <td className={`${tableCell} max-w-xs break-words text-stone-600`}>{job.last_error ?? '—'}</td>
            <td className={`${tableCell} whitespace-nowrap text-stone-600`}>{nextRun(job)}</td>
            <td className={`${tableCell} text-right`}>
              <RetryButton job={job} />
            </td>
          </tr>
        ))}
      </WideTable>
      <ul className="space-y-3 md:hidden">
        {jobs.map((job) => (
          <li
            key={job.id}
            data-testid="job-card"
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 break-words font-semibold text-ink">{job.what}</p>
              <StatusPill job={job} />
            </div>
            <p className="mt-1 text-xs text-stone-500 figures">
              Attempts {job.attempts} of {job.max_attempts}
              {job.next_run_at && ` · Next run ${nextRun(job)}`}
            </p>
            {job.last_error && <p className="mt-2 break-words text-sm text-stone-700">{job.last_error}</p>}
            <div className="mt-3">
              <RetryButton job={job} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
