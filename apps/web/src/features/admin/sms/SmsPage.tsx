import type { OutboxSms } from '@fengshui/shared/sms';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { OutboxHeader } from '../components/OutboxHeader.tsx';
import { formatManilaDateTime, newestFirst } from '../logic/format-date.ts';
import { useSms } from './api/get-sms.ts';

const KIND_LABELS: Record<OutboxSms['kind'], string> = {
  order_placed: 'Order placed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * /admin/sms: the texts sent to cash-on-delivery customers who asked for them, newest first. Without an
 * SMS gateway this is where they are read (docs/admin.md#sms-outbox); a text is short, so each shows whole.
 */
export function SmsPage() {
  useDocumentTitle('Text messages | Admin');
  const sms = useSms();
  const messages = useMemo(() => newestFirst(sms.data ?? []), [sms.data]);

  return (
    <div>
      <OutboxHeader
        title="Text messages"
        count={sms.isSuccess ? messages.length : null}
        refreshing={sms.isFetching}
        onRefresh={() => void sms.refetch()}
      >
        Texts to customers who asked for them about their cash-on-delivery orders. Without an SMS gateway they
        stay here.
      </OutboxHeader>

      {sms.isPending && <Spinner label="Loading text messages…" />}
      {sms.isError && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
        >
          {errorMessage(sms.error)}
        </p>
      )}
      {sms.isSuccess && messages.length === 0 && (
        <div className="mt-6">
          <EmptyState title="No texts yet. They appear here when a customer who ticked “Text me” places a cash-on-delivery order." />
        </div>
      )}
      {messages.length > 0 && (
        <ul aria-label="Text messages" className="mt-6 grid gap-3 lg:grid-cols-2">
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="sms-row"
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <SmsCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SmsCard({ message }: { message: OutboxSms }) {
  return (
    <article>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-ink figures">{message.to}</span>
        <span className="text-sm text-stone-600">{KIND_LABELS[message.kind]}</span>
        <time dateTime={message.created_at} className="ml-auto text-xs text-stone-500">
          {formatManilaDateTime(message.created_at)}
        </time>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm bg-cream px-4 py-3 text-sm text-ink">
        {message.text}
      </p>
      <footer className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
        <DeliveryState message={message} />
        <span className="figures">{message.text.length} characters</span>
        {message.order_id !== null && (
          <Link to={`/admin/orders/${message.order_id}`} className="font-semibold text-brand-600 underline">
            Open the order
          </Link>
        )}
      </footer>
    </article>
  );
}

// The local stand-in's ids (docs/integrations/semaphore.md#configuration): nothing left the machine.
const KEPT_LOCALLY = 'outbox:';

function DeliveryState({ message }: { message: OutboxSms }) {
  if (message.sent_at && message.provider_message_id?.startsWith(KEPT_LOCALLY))
    return <span className="font-medium text-stone-600">Kept here: no SMS gateway is set</span>;
  if (message.sent_at)
    return (
      <span className="font-medium text-emerald-700">
        Sent <time dateTime={message.sent_at}>{formatManilaDateTime(message.sent_at)}</time>
      </span>
    );
  if (message.error) return <span className="font-medium text-brand-700">Not sent yet: {message.error}</span>;
  return <span className="font-medium text-amber-800">Waiting to be sent</span>;
}
