import { Download } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../components/ListPage.tsx';
import { outlineButtonClass } from '../components/orders/action-classes.ts';
import { SearchField } from '../components/SearchField.tsx';
import { useAddressFilters } from '../hooks/use-address-filters.ts';
import { formatManilaDateTime } from '../logic/format-date.ts';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from './api/get-subscribers.ts';
import { readSubscriberFilters, subscriberFiltersToParams } from './logic/subscriber-filters.ts';

/** /admin/newsletter: who signed up for the newsletter, and the list as CSV for the mailing tool. */
export function SubscribersPage() {
  useDocumentTitle('Newsletter | Admin');
  const [filters, update] = useAddressFilters(readSubscriberFilters, subscriberFiltersToParams);
  const subscribers = useSubscribers(filters);
  const data = subscribers.data;

  return (
    <div>
      <ListPageHeader
        title="Newsletter"
        count={data && { value: data.active_total, one: 'subscriber', many: 'subscribers' }}
        actions={
          <a href={SUBSCRIBERS_CSV_URL} download className={outlineButtonClass}>
            <Download size={16} aria-hidden /> Export CSV
          </a>
        }
        intro="The export holds the current subscribers, oldest first, ready for a spreadsheet or mailing tool."
      />
      <div className="mt-4">
        <SearchField
          label="Search subscribers"
          placeholder="E-mail address"
          value={filters.search}
          onSearch={(search) => update({ search }, true)}
        />
      </div>
      <PagedResults
        query={subscribers}
        loadingLabel="Loading subscribers…"
        isEmpty={(loaded) => loaded.subscribers.length === 0}
        emptyTitle={filters.search ? 'No subscribers match this search.' : 'No subscribers yet.'}
        pageOf={(loaded) => ({ page: loaded.page, totalPages: loaded.total_pages })}
        onPage={(page) => update({ page })}
      >
        {(loaded) => (
          <ul
            aria-label="Subscribers"
            className="divide-y divide-stone-100 rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
          >
            {loaded.subscribers.map((subscriber) => (
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
        )}
      </PagedResults>
    </div>
  );
}
