import { orderStatusLabel, type StatusTone, statusTone } from '@fengshui/shared/order-status';

// docs/orders-and-delivery.md#order-statuses: a colour per status; an unknown status is grey. Full class names, so Tailwind sees them.
const TONE_CLASSES: Record<StatusTone, string> = {
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  violet: 'bg-violet-100 text-violet-800 ring-violet-200',
  teal: 'bg-teal-100 text-teal-800 ring-teal-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  gray: 'bg-gray-100 text-gray-700 ring-gray-200',
};

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="order-status"
      data-tone={tone}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
