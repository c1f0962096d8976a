import {
  groupOfStatus,
  ORDER_STATUS_GROUPS,
  ORDER_VIEWS,
  type OrderStatusGroup,
  type OrderView,
} from '@fengshui/shared/admin-order-views';
import { orderStatusLabel } from '@fengshui/shared/order-status';
import { X } from 'lucide-react';
import { useSelectedInView } from '../../../../lib/use-selected-in-view.ts';
import type { AdminOrderFilters } from '../../api/admin-keys.ts';

type Choice = Pick<AdminOrderFilters, 'status' | 'group' | 'view'>;

interface Props {
  filters: Choice;
  /** Orders in each status and each view (for the current search); missing counts are 0. */
  statusCounts: Record<string, number> | undefined;
  viewCounts: Record<string, number> | undefined;
  onChoose: (choice: Choice) => void;
}

const ALL: Choice = { status: null, group: null, view: null };

const tabClass = (selected: boolean) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-2.5 text-sm font-semibold transition focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${
    selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-brand-700'
  }`;

const viewClass = (selected: boolean) =>
  `inline-flex min-h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold ring-1 transition focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${
    selected
      ? 'bg-brand-600 text-white ring-brand-600'
      : 'bg-white text-stone-700 ring-stone-300 hover:text-brand-700'
  }`;

function Count({ value, selected }: { value: number | undefined; selected: boolean }) {
  if (value === undefined) return null;
  return (
    <span
      className={`rounded-full px-1.5 text-xs figures ${selected ? 'bg-brand-50 text-brand-700' : 'bg-stone-100 text-stone-600'}`}
    >
      {value}
    </span>
  );
}

/**
 * The desk's filters in two short rows: saved views (the work waiting, oldest first) and one row of
 * status tabs, the fifteen statuses in seven groups, each with its count. Both scroll sideways on a
 * phone, keeping the chosen one in sight. An exact status (from a dashboard link) shows in its tab, with a way to widen it.
 */
export function OrderFilterTabs({ filters, statusCounts, viewCounts, onChoose }: Props) {
  const countOf = (statuses: readonly string[]) =>
    statusCounts ? statuses.reduce((sum, status) => sum + (statusCounts[status] ?? 0), 0) : undefined;
  const total = statusCounts ? Object.values(statusCounts).reduce((sum, count) => sum + count, 0) : undefined;
  const activeGroup: OrderStatusGroup | null =
    filters.view === null ? (filters.group ?? (filters.status ? groupOfStatus(filters.status) : null)) : null;
  const allSelected = filters.view === null && activeGroup === null;
  // The counts widen the chips when they arrive: measured again then.
  const viewRow = useSelectedInView<HTMLDivElement>(`${filters.view}:${viewCounts !== undefined}`);
  const statusRow = useSelectedInView<HTMLFieldSetElement>(`${activeGroup}:${statusCounts !== undefined}`);

  return (
    <div className="min-w-0 space-y-3">
      <div
        ref={viewRow}
        className="no-scrollbar -mx-4 flex items-center gap-2 overflow-x-auto px-4 lg:mx-0 lg:px-0"
      >
        <span aria-hidden className="shrink-0 text-xs font-semibold uppercase tracking-wide text-stone-500">
          Views
        </span>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Saved views</legend>
          {ORDER_VIEWS.map((view) => {
            const selected = filters.view === view.id;
            return (
              <button
                key={view.id}
                type="button"
                aria-pressed={selected}
                onClick={() => onChoose(selected ? ALL : { ...ALL, view: view.id as OrderView })}
                className={viewClass(selected)}
              >
                {view.label}{' '}
                <Count value={viewCounts ? (viewCounts[view.id] ?? 0) : undefined} selected={false} />
              </button>
            );
          })}
        </fieldset>
      </div>
      <fieldset
        ref={statusRow}
        className="no-scrollbar -mx-4 flex min-w-0 overflow-x-auto border-b border-stone-200 px-4 lg:mx-0 lg:px-0"
      >
        <legend className="sr-only">Filter by status</legend>
        <button
          type="button"
          aria-pressed={allSelected}
          onClick={() => onChoose(ALL)}
          className={tabClass(allSelected)}
        >
          All <Count value={total} selected={allSelected} />
        </button>
        {ORDER_STATUS_GROUPS.map((group) => {
          const selected = activeGroup === group.id;
          return (
            <button
              key={group.id}
              type="button"
              aria-pressed={selected}
              title={group.statuses.map(orderStatusLabel).join(', ')}
              onClick={() => onChoose({ ...ALL, group: group.id })}
              className={tabClass(selected)}
            >
              {group.label} <Count value={countOf(group.statuses)} selected={selected} />
            </button>
          );
        })}
      </fieldset>
      {filters.status && filters.view === null && (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          Only {orderStatusLabel(filters.status)}
          <button
            type="button"
            onClick={() => onChoose({ ...ALL, group: groupOfStatus(filters.status!) })}
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-stone-100 px-2.5 text-xs font-semibold text-stone-700 hover:bg-stone-200"
          >
            <X size={12} aria-hidden /> Show the whole tab
          </button>
        </p>
      )}
    </div>
  );
}
