import { TRACKER_STEPS, trackerStep } from '@fengshui/shared/order-status';
import { Check, Info } from 'lucide-react';
import { noProgressNote } from '../logic/order-display.ts';

/**
 * docs/orders-and-delivery.md#order-detail: five steps up to the order's stage. An order awaiting payment,
 * cancelled or returned has no progress to show, so a sentence says where it stands instead.
 */
export function OrderProgress({ status }: { status: string }) {
  const active = trackerStep(status);
  if (active === null) {
    return (
      <p
        data-testid="order-progress-note"
        className="flex items-start gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700"
      >
        <Info size={18} className="mt-0.5 shrink-0 text-gold-700" aria-hidden />
        {noProgressNote(status)}
      </p>
    );
  }
  return (
    <ol aria-label="Order progress" className="grid grid-cols-5 gap-1">
      {TRACKER_STEPS.map((label, index) => {
        const done = index <= active;
        return (
          <li
            key={label}
            aria-current={index === active ? 'step' : undefined}
            className="relative flex flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden
                className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${done ? 'bg-brand-600' : 'bg-stone-200'}`}
              />
            )}
            <span
              className={`relative flex h-8 w-8 items-center justify-center rounded-full text-xs font-bold ring-4 ring-white ${
                done ? 'bg-brand-600 text-white' : 'bg-stone-200 text-stone-500'
              }`}
            >
              {done ? <Check size={16} aria-hidden /> : index + 1}
            </span>
            <span
              className={`mt-2 text-[11px] leading-tight font-semibold sm:text-xs ${done ? 'text-brand-700' : 'text-stone-500'}`}
            >
              {label}
              <span className="sr-only">
                {index < active ? ' (done)' : index === active ? ' (current step)' : ' (to come)'}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
