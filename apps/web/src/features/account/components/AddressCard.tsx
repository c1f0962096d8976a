import type { ShippingAddress } from '@fengshui/shared/users';
import { Phone, Star } from 'lucide-react';
import { addressLines } from '../logic/address-values.ts';

const TYPE_LABELS: Record<ShippingAddress['address_type'], string> = {
  home: 'Home',
  work: 'Work',
  other: 'Other',
};

interface Props {
  address: ShippingAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  /** The Edit button's id, so focus can return to it after editing. */
  editId: string;
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault, editId }: Props) {
  const lines = addressLines(address);
  const summary = lines[0] ?? 'address';
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between ${address.is_default ? 'border-gold-400 bg-gold-100/40' : 'border-stone-200'}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
            {TYPE_LABELS[address.address_type]}
          </span>
          {address.is_default && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-500 px-2.5 py-0.5 text-xs font-semibold text-ink">
              <Star size={12} aria-hidden className="fill-current" />
              Default
            </span>
          )}
        </p>
        {address.recipient_name && <p className="mt-2 font-medium text-ink">{address.recipient_name}</p>}
        <address className="mt-2 text-sm not-italic leading-relaxed text-stone-700">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {address.phone && (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-stone-600">
            <Phone size={14} aria-hidden />
            {address.phone}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-end">
        <div className="flex gap-2">
          <button
            id={editId}
            type="button"
            onClick={onEdit}
            disabled={busy}
            className="inline-flex min-h-10 items-center rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-60"
          >
            Edit<span className="sr-only"> address {summary}</span>
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            className="inline-flex min-h-10 items-center rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            Delete<span className="sr-only"> address {summary}</span>
          </button>
        </div>
        {!address.is_default && (
          <button
            type="button"
            onClick={onMakeDefault}
            disabled={busy}
            className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline disabled:opacity-60"
          >
            Set as default<span className="sr-only"> for {summary}</span>
          </button>
        )}
      </div>
    </li>
  );
}
