import { Banknote, CreditCard } from 'lucide-react';
import { Card } from '../../../components/Card.tsx';
import type { PaymentMethod } from '../logic/checkout-totals.ts';

const METHODS = [
  {
    value: 'dragonpay',
    label: 'Online Payment (Dragonpay)',
    hint: 'Pay by online banking, e-wallet or over the counter.',
    Icon: CreditCard,
  },
  {
    value: 'cod',
    label: 'Cash on Delivery',
    hint: 'Pay the courier when your order arrives.',
    Icon: Banknote,
  },
] as const;

export function PaymentMethodCard({
  value,
  disabled,
  onChange,
}: {
  value: PaymentMethod;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <Card title="Payment Method">
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
        <legend className="sr-only">Payment Method</legend>
        {METHODS.map(({ value: method, label, hint, Icon }) => (
          <label
            key={method}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 transition ${
              value === method ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600' : 'border-stone-200'
            }`}
          >
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 accent-brand-600"
            />
            <span className="flex flex-col">
              <span className="flex items-center gap-1.5 text-sm font-semibold text-ink">
                <Icon size={16} className="text-gold-600" aria-hidden /> {label}
              </span>
              <span className="text-xs text-stone-500">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {value === 'cod' && (
        <p className="mt-3 rounded-lg border border-gold-300 bg-gold-100/60 px-3 py-2 text-sm text-gold-700">
          Please have the exact amount ready in cash when your order is delivered.
        </p>
      )}
    </Card>
  );
}
