import { type AdminMessage, MESSAGE_STATUSES } from '@fengshui/shared/contact-messages';
import { Mail, Phone, Reply, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButtonClass } from '../../components/orders/action-classes.ts';
import { formatManilaDateTime } from '../../logic/format-date.ts';
import { useSetMessageStatus } from '../api/set-message-status.ts';
import { replyLink, STATUS_LABELS } from '../logic/message-filters.ts';
import { MessageKindBadge, MessageStatusBadge } from './MessageBadges.tsx';

/** One message: who sent it, how to answer (e-mail or phone), and its status. */
export function MessageDetail({ message }: { message: AdminMessage }) {
  const setStatus = useSetMessageStatus();
  return (
    <article
      aria-label={`Message from ${message.name}`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <MessageKindBadge kind={message.kind} />
        <MessageStatusBadge status={message.status} />
        <time dateTime={message.created_at} className="ml-auto text-xs text-stone-500">
          {formatManilaDateTime(message.created_at)}
        </time>
      </div>
      <h2 className="mt-3 break-words font-display text-2xl font-bold text-brand-700">{message.subject}</h2>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[6rem_1fr]">
        <dt className="text-stone-500">From</dt>
        <dd className="font-medium text-ink">
          {message.name}
          {message.user_id !== null && (
            <Link
              to={`/admin/customers/${message.user_id}`}
              className="ml-2 inline-flex items-center gap-1 text-xs font-semibold text-brand-600 hover:underline"
            >
              <UserRound size={13} aria-hidden /> Customer account
            </Link>
          )}
        </dd>
        <dt className="text-stone-500">E-mail</dt>
        <dd>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1 break-all text-brand-600 hover:underline"
          >
            <Mail size={14} aria-hidden /> {message.email}
          </a>
        </dd>
        <dt className="text-stone-500">Phone</dt>
        <dd>
          <a
            href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-brand-600 hover:underline"
          >
            <Phone size={14} aria-hidden /> {message.phone}
          </a>
        </dd>
      </dl>
      <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-cream p-4 text-sm leading-relaxed text-ink">
        {message.message}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href={replyLink(message)} className={primaryButtonClass}>
          <Reply size={16} aria-hidden /> Reply by e-mail
        </a>
        <fieldset className="min-w-0">
          <legend className="sr-only">Status</legend>
          <div className="inline-flex rounded-full border border-stone-300 bg-white p-0.5">
            {MESSAGE_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={message.status === status}
                disabled={setStatus.isPending}
                onClick={() => {
                  if (message.status !== status) setStatus.mutate({ id: message.id, status });
                }}
                className={`min-h-10 rounded-full px-4 text-sm font-semibold transition disabled:opacity-60 ${
                  message.status === status ? 'bg-brand-600 text-white' : 'text-stone-700 hover:bg-stone-50'
                }`}
              >
                {STATUS_LABELS[status]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </article>
  );
}
