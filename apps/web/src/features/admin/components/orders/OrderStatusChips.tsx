import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '@fengshui/shared/order-status';

interface Props {
  active: OrderStatus | null;
  /** Orders waiting in each status; missing statuses count 0. */
  counts: Record<string, number> | undefined;
  onSelect: (status: OrderStatus | null) => void;
}

/** All, then one chip per status with how many orders wait in it. Scrolls sideways on phones. */
export function OrderStatusChips({ active, counts, onSelect }: Props) {
  const total = Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0);
  const chips: { status: OrderStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: 'All', count: counts ? total : undefined },
    ...ORDER_STATUSES.map((status) => ({
      status,
      label: orderStatusLabel(status),
      count: counts ? (counts[status] ?? 0) : undefined,
    })),
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Filter by status</legend>
      <div className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
        {chips.map(({ status, label, count }) => {
          const selected = status === active;
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(status)}
              className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-sm font-medium transition ${
                selected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700'
              }`}
            >
              {label}
              {count !== undefined && ' '}
              {count !== undefined && (
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-white/20' : 'bg-stone-100 text-stone-600'}`}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
