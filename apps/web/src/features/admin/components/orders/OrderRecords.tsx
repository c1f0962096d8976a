import type { AdminOrderDetail } from '@fengshui/shared/admin-orders';
import { formatPeso } from '@fengshui/shared/money';
import { orderStatusLabel, paymentStatusLabel } from '@fengshui/shared/order-status';
import { Card } from '../../../../components/Card.tsx';
import { formatManilaDateTime } from '../../logic/format-date.ts';
import { paymentMethodLabel } from '../../logic/order-display.ts';

const empty = 'text-sm text-stone-500';

/** Every status the order passed through, oldest first: when, who moved it, and why. */
export function StatusHistoryCard({ history }: { history: AdminOrderDetail['history'] }) {
  return (
    <Card look="admin" title="Status history">
      {history.length === 0 ? (
        <p className={empty}>No status changes yet.</p>
      ) : (
        <ol aria-label="Status history" className="relative space-y-4 border-l-2 border-gold-300 pl-4">
          {history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only ever grows at its end
            <li key={index} className="relative">
              <span
                aria-hidden
                className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600"
              />
              <p className="text-sm font-semibold text-ink">{orderStatusLabel(entry.status)}</p>
              <p className="text-xs text-stone-500">
                <time dateTime={entry.created_at}>{formatManilaDateTime(entry.created_at)}</time> ·{' '}
                {entry.actor}
              </p>
              {entry.note && <p className="mt-1 text-sm text-stone-600">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The payment attempts and what the provider said about each. */
export function PaymentsCard({ payments }: { payments: AdminOrderDetail['payments'] }) {
  return (
    <Card look="admin" title="Payments">
      {payments.length === 0 ? (
        <p className={empty}>No payment records.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {payments.map((payment) => (
            <li key={payment.transaction_id} className="py-2.5 text-sm first:pt-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-ink">
                  {paymentMethodLabel(payment.method)} · {paymentStatusLabel(payment.status)}
                </span>
                <span className="font-semibold figures">{formatPeso(payment.amount)}</span>
              </div>
              <p className="break-all text-xs text-stone-500">
                {payment.transaction_id}
                {payment.reference_number && ` · Ref ${payment.reference_number}`}
                {payment.provider_status && ` · Provider: ${payment.provider_status}`}
              </p>
              <p className="text-xs text-stone-500">
                Updated <time dateTime={payment.updated_at}>{formatManilaDateTime(payment.updated_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The courier's scans, latest first. */
export function TrackingEventsCard({ events }: { events: AdminOrderDetail['tracking_events'] }) {
  return (
    <Card look="admin" title="Tracking events">
      {events.length === 0 ? (
        <p className={empty}>No courier events yet.</p>
      ) : (
        <ol aria-label="Tracking events" className="space-y-3">
          {events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are shown as the courier sent them
            <li key={index} className="text-sm">
              <p className="font-semibold text-ink">{event.status}</p>
              <p className="text-stone-600">{event.description}</p>
              <p className="text-xs text-stone-500">
                <time dateTime={event.date}>{formatManilaDateTime(event.date)}</time>
                {event.location && ` · ${event.location}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
