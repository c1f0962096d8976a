import {
  DESK_ACTION_LABELS,
  type DeskBulkAction,
  type DeskBulkResult,
} from '@fengshui/shared/admin-order-views';
import { FileText, PackageCheck, Truck, X } from 'lucide-react';
import { useBulkOrderAction, waybillsUrl } from '../../api/desk-actions.ts';

interface Props {
  orderIds: number[];
  onClear: () => void;
}

const barButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * What the owner does to the chosen orders at once: pack them, hand them to the courier (each order
 * walks every stage, booked first if need be), or print their waybills as one PDF. Orders that could
 * not move are listed with the reason; the others went ahead.
 */
export function BulkOrderBar({ orderIds, onClear }: Props) {
  const bulk = useBulkOrderAction();
  const run = (action: DeskBulkAction) =>
    bulk.mutate({ action, orderIds }, { onSuccess: (response) => response.failed === 0 && onClear() });
  const refused = bulk.data?.results.filter((result) => !result.ok) ?? [];
  const count = orderIds.length;

  return (
    <section
      aria-label="Chosen orders"
      className="sticky top-16 z-20 rounded-xl bg-white p-3 shadow-md ring-1 ring-gold-300"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-1 text-sm font-semibold text-ink" aria-live="polite">
          {count} {count === 1 ? 'order' : 'orders'} chosen
        </p>
        <button
          type="button"
          className={barButton}
          disabled={bulk.isPending}
          onClick={() => run('mark_packed')}
        >
          <PackageCheck size={16} aria-hidden /> {DESK_ACTION_LABELS.mark_packed}
        </button>
        <button
          type="button"
          className={barButton}
          disabled={bulk.isPending}
          onClick={() => run('hand_to_courier')}
        >
          <Truck size={16} aria-hidden /> {DESK_ACTION_LABELS.hand_to_courier}
        </button>
        <a href={waybillsUrl(orderIds)} target="_blank" rel="noopener noreferrer" className={barButton}>
          <FileText size={16} aria-hidden /> Print waybills
        </a>
        <button
          type="button"
          onClick={onClear}
          className="ml-auto inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-stone-600 hover:bg-stone-100"
        >
          <X size={16} aria-hidden /> Clear
        </button>
      </div>
      {bulk.isPending && <p className="mt-2 text-sm text-stone-600">Working through the orders…</p>}
      {refused.length > 0 && <Refusals results={refused} />}
    </section>
  );
}

function Refusals({ results }: { results: DeskBulkResult[] }) {
  return (
    <div role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
      <p className="font-semibold">
        {results.length === 1 ? 'One order was not changed:' : `${results.length} orders were not changed:`}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {results.map((result) => (
          <li key={result.order_id}>{result.message}</li>
        ))}
      </ul>
    </div>
  );
}
