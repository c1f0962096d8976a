import { MESSAGE_KINDS, MESSAGE_STATUSES } from '@fengshui/shared/contact-messages';
import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListResults } from '../components/ListResults.tsx';
import { Pagination } from '../components/orders/Pagination.tsx';
import { formatManilaDateTime } from '../logic/format-date.ts';
import { useMessage } from './api/get-message.ts';
import { useMessages } from './api/get-messages.ts';
import type { MessageFilters } from './api/message-keys.ts';
import { MessageKindBadge, MessageStatusBadge } from './components/MessageBadges.tsx';
import { MessageDetail } from './components/MessageDetail.tsx';
import {
  KIND_LABELS,
  messageFiltersToParams,
  readMessageFilters,
  readOpenMessageId,
  STATUS_LABELS,
} from './logic/message-filters.ts';

const chipClass = (selected: boolean) =>
  `inline-flex min-h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-sm font-medium transition ${
    selected
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700'
  }`;

/** /admin/messages: the contact and appointment requests, with their status (new, replied, closed). */
export function MessagesPage() {
  useDocumentTitle('Messages | Admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readMessageFilters(searchParams);
  const openId = readOpenMessageId(searchParams);
  const messages = useMessages(filters);
  const detailRef = useRef<HTMLDivElement>(null);
  const data = messages.data;
  // The open message: from this page when it is on it, otherwise read alone (a link from the e-mail).
  const onPage = data?.messages.find((message) => message.id === openId);
  const alone = useMessage(openId !== null && data && !onPage ? openId : null);
  const selected = onPage ?? alone.data ?? (openId === null ? data?.messages[0] : undefined);

  const update = (changes: Partial<MessageFilters>) =>
    setSearchParams(messageFiltersToParams({ ...filters, page: 1, ...changes }));
  const open = (id: number) => {
    setSearchParams(messageFiltersToParams(filters, id), { replace: true });
    if (window.matchMedia?.('(max-width: 1023px)').matches) {
      detailRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  };
  const counts = data?.status_counts ?? {};
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Messages</h1>
        {data && <span className="text-sm text-stone-500">{counts.new ?? 0} new</span>}
        <button
          type="button"
          onClick={() => void messages.refetch()}
          disabled={messages.isFetching}
          className="ml-auto flex items-center gap-1.5 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
        >
          <RefreshCw size={16} aria-hidden className={messages.isFetching ? 'animate-spin' : ''} />
          Refresh
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        Requests from the contact and appointment forms. Reply by e-mail or phone, then mark them replied or
        closed.
      </p>

      <div className="mt-4 space-y-2">
        <fieldset className="min-w-0">
          <legend className="sr-only">Filter by form</legend>
          <div className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
            <button
              type="button"
              aria-pressed={filters.kind === null}
              onClick={() => update({ kind: null })}
              className={chipClass(filters.kind === null)}
            >
              All forms
            </button>
            {MESSAGE_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={filters.kind === kind}
                onClick={() => update({ kind })}
                className={chipClass(filters.kind === kind)}
              >
                {KIND_LABELS[kind]}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="sr-only">Filter by status</legend>
          <div className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
            <button
              type="button"
              aria-pressed={filters.status === null}
              onClick={() => update({ status: null })}
              className={chipClass(filters.status === null)}
            >
              All <span className="text-xs figures opacity-80">{data ? total : ''}</span>
            </button>
            {MESSAGE_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={filters.status === status}
                onClick={() => update({ status })}
                className={chipClass(filters.status === status)}
              >
                {STATUS_LABELS[status]}{' '}
                <span className="text-xs figures opacity-80">{data ? (counts[status] ?? 0) : ''}</span>
              </button>
            ))}
          </div>
        </fieldset>
      </div>

      <ListResults
        query={messages}
        loadingLabel="Loading messages…"
        isEmpty={(loaded) => loaded.messages.length === 0 && openId === null}
        emptyTitle={filters.kind || filters.status ? 'No messages match these filters.' : 'No messages yet.'}
      >
        {(loaded) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(16rem,24rem)_1fr]">
            <div className="self-start">
              <ul
                aria-label="Messages"
                className="max-h-[70vh] divide-y divide-stone-100 overflow-y-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
              >
                {loaded.messages.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      aria-current={message.id === selected?.id ? 'true' : undefined}
                      onClick={() => open(message.id)}
                      className={`block w-full px-4 py-3 text-left transition ${
                        message.id === selected?.id ? 'bg-brand-50' : 'hover:bg-stone-50'
                      }`}
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={`truncate text-sm ${message.status === 'new' ? 'font-bold text-ink' : 'font-medium text-stone-700'}`}
                        >
                          {message.name}
                        </span>
                        <time dateTime={message.created_at} className="shrink-0 text-xs text-stone-500">
                          {formatManilaDateTime(message.created_at)}
                        </time>
                      </span>
                      <span className="mt-0.5 block truncate text-sm text-stone-600">{message.subject}</span>
                      <span className="mt-1 flex gap-1.5">
                        <MessageKindBadge kind={message.kind} />
                        <MessageStatusBadge status={message.status} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination
                page={loaded.page}
                totalPages={loaded.total_pages}
                onPage={(page) => update({ page: Math.max(1, page) })}
              />
            </div>
            <div ref={detailRef} className="min-w-0 scroll-mt-20">
              {selected ? (
                <MessageDetail message={selected} />
              ) : alone.isError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
                >
                  {errorMessage(alone.error)}
                </p>
              ) : (
                <Spinner label="Loading message…" />
              )}
            </div>
          </div>
        )}
      </ListResults>
    </div>
  );
}
