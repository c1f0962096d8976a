import type { TimelineEvent } from '@fengshui/shared/order-status';
import { MapPin } from 'lucide-react';
import { formatManilaDateTime } from '../../../lib/format-date.ts';

/** The delivery timeline, latest first (docs/orders-and-delivery.md#tracking). */
export function DeliveryTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol aria-label="Delivery timeline" className="relative flex flex-col gap-5 pl-6">
      <span aria-hidden className="absolute top-2 bottom-2 left-[0.4375rem] w-0.5 bg-stone-200" />
      {events.map((event, index) => (
        <li
          key={`${event.date}-${event.status}-${event.description}`}
          data-testid="timeline-event"
          className="relative"
        >
          <span
            aria-hidden
            className={`absolute top-1 -left-6 h-4 w-4 rounded-full ring-4 ring-white ${
              index === 0 ? 'bg-brand-600' : 'bg-stone-300'
            }`}
          />
          <p className={`text-sm font-semibold ${index === 0 ? 'text-brand-700' : 'text-ink'}`}>
            {event.status}
          </p>
          <p className="text-xs text-stone-500">
            <time dateTime={event.date}>{formatManilaDateTime(event.date)}</time>
          </p>
          {event.description && <p className="mt-1 text-sm text-stone-700">{event.description}</p>}
          {event.location && (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
              <MapPin size={12} aria-hidden />
              {event.location}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
