import type { ContactMessageKind, ContactMessageStatus } from '@fengshui/shared/contact-messages';
import { KIND_LABELS, STATUS_LABELS } from '../logic/message-filters.ts';

const badge =
  'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset';

// Full class names, so Tailwind sees them.
const STATUS_CLASSES: Record<ContactMessageStatus, string> = {
  new: 'bg-blue-100 text-blue-800 ring-blue-200',
  replied: 'bg-green-100 text-green-800 ring-green-200',
  closed: 'bg-gray-100 text-gray-700 ring-gray-200',
};

export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  return (
    <span data-testid="message-status" className={`${badge} ${STATUS_CLASSES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

export function MessageKindBadge({ kind }: { kind: ContactMessageKind }) {
  return (
    <span
      className={`${badge} ${kind === 'appointment' ? 'bg-gold-100 text-gold-700 ring-gold-300' : 'bg-brand-50 text-brand-700 ring-brand-200'}`}
    >
      {KIND_LABELS[kind]}
    </span>
  );
}
