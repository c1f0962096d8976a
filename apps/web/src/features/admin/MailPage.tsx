import { Inbox } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type OutboxMessage, useMail } from './api/get-mail.ts';
import { OutboxHeader } from './components/OutboxHeader.tsx';
import { formatManilaDateTime, newestFirst } from './logic/format-date.ts';
import { linkify } from './logic/linkify.ts';

/**
 * /admin/mail: the outbox, newest first. Without a mail server this is where verification and reset
 * links are read (docs/admin.md#mail-outbox), so the plain text shows its links as real links.
 */
export function MailPage() {
  useDocumentTitle('Mail | Admin');
  const mail = useMail();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => newestFirst(mail.data ?? []), [mail.data]);
  const selected = messages.find((message) => message.id === selectedId) ?? messages[0];

  return (
    <div>
      <OutboxHeader
        title="Mail"
        count={mail.isSuccess ? messages.length : null}
        refreshing={mail.isFetching}
        onRefresh={() => void mail.refetch()}
      >
        E-mails the shop has sent while no mail server is configured. Open a verification or reset link from
        the text version.
      </OutboxHeader>

      {mail.isPending && <Spinner label="Loading mail…" />}
      {mail.isError && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
        >
          {errorMessage(mail.error)}
        </p>
      )}
      {mail.isSuccess && messages.length === 0 && (
        <div className="mt-6">
          <EmptyState title="No e-mails yet. Sign up or ask for a password reset and the message appears here." />
        </div>
      )}
      {selected && (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
          <ul
            aria-label="Messages"
            className="max-h-[70vh] self-start divide-y divide-stone-100 overflow-y-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
          >
            {messages.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  aria-current={message.id === selected.id ? 'true' : undefined}
                  onClick={() => {
                    setSelectedId(message.id);
                    if (window.matchMedia?.('(max-width: 1023px)').matches) {
                      detailRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                    }
                  }}
                  className={`block w-full px-4 py-3 text-left transition ${
                    message.id === selected.id ? 'bg-brand-50' : 'hover:bg-stone-50'
                  }`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate text-sm font-semibold text-ink">{message.to}</span>
                    <time dateTime={message.created_at} className="shrink-0 text-xs text-stone-500">
                      {formatManilaDateTime(message.created_at)}
                    </time>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-stone-600">{message.subject}</span>
                </button>
              </li>
            ))}
          </ul>
          <div ref={detailRef} className="scroll-mt-20">
            <MessageView message={selected} />
          </div>
        </div>
      )}
    </div>
  );
}

function MessageView({ message }: { message: OutboxMessage }) {
  return (
    <article className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <header className="border-b border-stone-100 px-5 py-4">
        <h2 className="font-display text-2xl font-bold text-ink">{message.subject}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">To</dt>
          <dd className="break-all text-ink">{message.to}</dd>
          <dt className="text-stone-500">Date</dt>
          <dd className="text-ink">
            <time dateTime={message.created_at}>{formatManilaDateTime(message.created_at)}</time>
          </dd>
        </dl>
      </header>
      <div className="space-y-5 px-5 py-4">
        {message.html ? (
          <section>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-500">
              As the customer sees it
            </h3>
            {/* An empty sandbox: the message's HTML runs no script, submits nothing and cannot navigate. */}
            <iframe
              sandbox=""
              srcDoc={message.html}
              title={`E-mail: ${message.subject}`}
              className="h-[28rem] w-full rounded-lg border border-stone-200 bg-white"
            />
          </section>
        ) : null}
        <section>
          <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-stone-500">
            <Inbox size={14} aria-hidden /> Text version
          </h3>
          <pre className="whitespace-pre-wrap break-words rounded-lg bg-cream px-4 py-3 font-sans text-sm text-ink">
            {linkify(message.text).map((part, index) =>
              part.kind === 'link' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
                <a key={index} href={part.href} className="break-all font-semibold text-brand-600 underline">
                  {part.text}
                </a>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
                <span key={index}>{part.text}</span>
              ),
            )}
          </pre>
        </section>
      </div>
    </article>
  );
}
