import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { outlineButtonClass } from '../components/orders/action-classes.ts';
import { Pagination } from '../components/orders/Pagination.tsx';
import { SearchField } from '../customers/components/SearchField.tsx';
import { formatManilaDateTime } from '../logic/format-date.ts';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from './api/get-subscribers.ts';
import type { SubscriberFilters } from './api/newsletter-keys.ts';
import { readSubscriberFilters, subscriberFiltersToParams } from './logic/subscriber-filters.ts';

/** /admin/newsletter: who signed up for the newsletter, and the list as CSV for the mailing tool. */
export function SubscribersPage() {
  useDocumentTitle('Newsletter | Admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readSubscriberFilters(searchParams);
  const subscribers = useSubscribers(filters);
  const update = (changes: Partial<SubscriberFilters>, replace = false) =>
    setSearchParams(subscriberFiltersToParams({ ...filters, page: 1, ...changes }), { replace });
  const data = subscribers.data;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Newsletter</h1>
        {data && (
          <span className="text-sm text-stone-500">
            {data.active_total} {data.active_total === 1 ? 'subscriber' : 'subscribers'}
          </span>
        )}
        <a href={SUBSCRIBERS_CSV_URL} download className={`${outlineButtonClass} ml-auto`}>
          <Download size={16} aria-hidden /> Export CSV
        </a>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        The export holds the current subscribers, oldest first, ready for a spreadsheet or mailing tool.
      </p>
      <div className="mt-4">
        <SearchField
          label="Search subscribers"
          placeholder="E-mail address"
          value={filters.search}
          onSearch={(search) => update({ search }, true)}
        />
      </div>
      <div className="mt-5" aria-busy={subscribers.isFetching}>
        {subscribers.isPending && <Spinner label="Loading subscribers…" />}
        {subscribers.isError && (
          <p role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
            {errorMessage(subscribers.error)}
          </p>
        )}
        {data?.subscribers.length === 0 && (
          <EmptyState title={filters.search ? 'No subscribers match this search.' : 'No subscribers yet.'} />
        )}
        {data && data.subscribers.length > 0 && (
          <>
            <ul
              aria-label="Subscribers"
              className="divide-y divide-stone-100 rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
            >
              {data.subscribers.map((subscriber) => (
                <li
                  key={subscriber.id}
                  data-testid="subscriber-row"
                  className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="min-w-0 flex-1 break-all text-sm font-medium text-ink">
                    {subscriber.email}
                  </span>
                  <span className="text-xs text-stone-500">
                    Since {formatManilaDateTime(subscriber.subscribed_at)}
                  </span>
                  {subscriber.unsubscribed_at && (
                    <span className="w-fit rounded-full bg-gray-100 px-2 py-0.5 text-[11px] font-semibold text-gray-700">
                      Unsubscribed
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
