import type { AdminPromotion } from '@fengshui/shared/admin-promotions';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { tableCell, tableHead, WideTable } from '../../components/WideTable.tsx';
import {
  conditionsText,
  discountText,
  isUsed,
  STATE_CLASSES,
  STATE_LABELS,
  usageText,
  windowText,
} from '../logic/promotion-display.ts';

export interface PromotionRowActions {
  onEdit: (promotion: AdminPromotion) => void;
  onTogglePause: (promotion: AdminPromotion) => void;
  onDelete: (promotion: AdminPromotion) => void;
  /** The promotion whose pause or resume is on its way. */
  busyId: number | null;
}

/** The codes: a table from tablet width up, cards on phones. */
export function PromotionList({
  promotions,
  ...actions
}: { promotions: AdminPromotion[] } & PromotionRowActions) {
  return (
    <>
      <PromotionTable promotions={promotions} {...actions} />
      <ul className="space-y-3 md:hidden">
        {promotions.map((promotion) => (
          <li
            key={promotion.id}
            data-testid="promotion-card"
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono font-semibold text-brand-700">{promotion.code}</p>
                <p className="truncate text-sm text-stone-600">{promotion.name}</p>
              </div>
              <StateBadge promotion={promotion} />
            </div>
            <p className="mt-2 font-semibold text-ink">{discountText(promotion)}</p>
            <p className="text-xs text-stone-600">{conditionsText(promotion).join(' · ')}</p>
            <p className="mt-1 text-xs text-stone-500">{windowText(promotion)}</p>
            <p className="mt-1 text-sm text-stone-700">{usageText(promotion)}</p>
            <RowActions promotion={promotion} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PromotionTable({ promotions, ...actions }: { promotions: AdminPromotion[] } & PromotionRowActions) {
  return (
    <WideTable
      columns={
        <>
          <th className={tableHead}>Code</th>
          <th className={tableHead}>Discount</th>
          <th className={tableHead}>When</th>
          <th className={tableHead}>Used</th>
          <th className={tableHead}>Status</th>
          <th className={`${tableHead} text-right`}>Actions</th>
        </>
      }
    >
      {promotions.map((promotion) => (
        <tr key={promotion.id} data-testid="promotion-row" className="hover:bg-cream">
          <td className={tableCell}>
            <span className="block font-mono font-semibold text-brand-700">{promotion.code}</span>
            <span className="block text-xs text-stone-600">{promotion.name}</span>
          </td>
          <td className={tableCell}>
            <span className="block font-semibold text-ink">{discountText(promotion)}</span>
            <span className="block text-xs text-stone-500">{conditionsText(promotion).join(' · ')}</span>
          </td>
          <td className={`${tableCell} text-xs text-stone-600`}>{windowText(promotion)}</td>
          <td className={`${tableCell} whitespace-nowrap figures`}>{usageText(promotion)}</td>
          <td className={tableCell}>
            <StateBadge promotion={promotion} />
          </td>
          <td className={tableCell}>
            <RowActions promotion={promotion} {...actions} />
          </td>
        </tr>
      ))}
    </WideTable>
  );
}

function StateBadge({ promotion }: { promotion: AdminPromotion }) {
  return (
    <span
      data-testid="promotion-state"
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_CLASSES[promotion.state]}`}
    >
      {STATE_LABELS[promotion.state]}
    </span>
  );
}

const actionClass =
  'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-xs font-semibold transition disabled:opacity-50';

function RowActions({
  promotion,
  onEdit,
  onTogglePause,
  onDelete,
  busyId,
}: { promotion: AdminPromotion } & PromotionRowActions) {
  const paused = promotion.status === 'paused';
  return (
    <div className="mt-3 flex flex-wrap justify-end gap-2 md:mt-0 md:flex-nowrap">
      <button
        type="button"
        onClick={() => onEdit(promotion)}
        className={`${actionClass} border-stone-300 text-stone-700 hover:bg-stone-50`}
      >
        <Pencil size={14} aria-hidden /> Edit <span className="sr-only">{promotion.code}</span>
      </button>
      <button
        type="button"
        onClick={() => onTogglePause(promotion)}
        disabled={busyId === promotion.id}
        className={`${actionClass} border-brand-600 text-brand-600 hover:bg-brand-50`}
      >
        {paused ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
        {paused ? 'Resume' : 'Pause'} <span className="sr-only">{promotion.code}</span>
      </button>
      {/* A used code keeps its history: it is paused, not deleted. */}
      {!isUsed(promotion) && (
        <button
          type="button"
          onClick={() => onDelete(promotion)}
          className={`${actionClass} border-brand-800 text-brand-800 hover:bg-brand-50`}
        >
          <Trash2 size={14} aria-hidden /> Delete <span className="sr-only">{promotion.code}</span>
        </button>
      )}
    </div>
  );
}
