import { CheckCircle2, Loader2, MapPin, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/Card.tsx';
import type { Serviceability } from '../logic/placement.ts';

interface Props {
  loading: boolean;
  hasAddress: boolean;
  addressLine: string;
  recipientName: string;
  phone: string;
  onRecipientName: (value: string) => void;
  onPhone: (value: string) => void;
  serviceability: Serviceability;
  checking: boolean;
  serviceabilityMessage: string | null;
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60 focus:outline-none';

export function ShippingDetailsCard(props: Props) {
  const nameId = useId();
  const phoneId = useId();
  return (
    <Card
      title="Shipping Details"
      action={
        <Link
          to="/account"
          className="inline-flex min-h-10 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 transition hover:bg-brand-50"
        >
          {props.hasAddress ? 'Change Address' : 'Update Address'}
        </Link>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={nameId} className="text-sm font-medium text-stone-700">
            Recipient Name
          </label>
          <input
            id={nameId}
            className={inputClass}
            value={props.recipientName}
            maxLength={120}
            autoComplete="name"
            onChange={(event) => props.onRecipientName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={phoneId} className="text-sm font-medium text-stone-700">
            Contact Number
          </label>
          <input
            id={phoneId}
            className={inputClass}
            value={props.phone}
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
            placeholder="09171234567"
            onChange={(event) => props.onPhone(event.target.value)}
          />
        </div>
      </div>
      <div className="mt-4">
        <p className="text-sm font-medium text-stone-700">Delivery Address</p>
        {props.loading ? (
          <p className="mt-1 text-sm text-stone-500">Loading your saved address…</p>
        ) : props.hasAddress ? (
          <p className="mt-1 flex gap-2 rounded-lg bg-cream px-3 py-2 text-sm text-ink">
            <MapPin size={16} className="mt-0.5 shrink-0 text-gold-600" aria-hidden />
            <span data-testid="checkout-address">{props.addressLine}</span>
          </p>
        ) : (
          <p className="mt-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
            You have no saved shipping address yet. Add one in your account to continue.
          </p>
        )}
        {props.hasAddress && <ServiceabilityStatus {...props} />}
      </div>
    </Card>
  );
}

function ServiceabilityStatus({
  serviceability,
  checking,
  serviceabilityMessage,
}: Pick<Props, 'serviceability' | 'checking' | 'serviceabilityMessage'>) {
  if (checking)
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm text-stone-500" role="status">
        <Loader2 size={15} className="animate-spin" aria-hidden /> Verifying delivery address…
      </p>
    );
  if (serviceability === 'serviceable')
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm text-emerald-700" role="status">
        <CheckCircle2 size={15} aria-hidden /> {serviceabilityMessage || 'We deliver to this address'}
      </p>
    );
  if (serviceability === 'not-serviceable')
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm text-brand-700" role="alert">
        <XCircle size={15} aria-hidden />{' '}
        {serviceabilityMessage || 'This address is not serviceable by our shipping partner'}
      </p>
    );
  return serviceabilityMessage ? (
    <p className="mt-2 text-sm text-stone-500" role="status">
      {serviceabilityMessage}
    </p>
  ) : null;
}
