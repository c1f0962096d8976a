import { deliveryTimeText } from '@fengshui/shared/delivery-times';
import { formatPeso } from '@fengshui/shared/money';
import { CreditCard, MapPin, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session/session-api.ts';
import {
  type DeliveryPlace,
  useDeliveryAddresses,
  useDeliveryEstimate,
  useRegionList,
} from '../api/get-delivery-estimate.ts';

/**
 * docs/catalogue.md#delivery-and-payment-notes: before checkout, the fee and the usual time to the
 * customer's default address, or to a region a guest picks; then how to pay.
 */
export function DeliveryNotes({ freeShipping, quantity }: { freeShipping: boolean; quantity: number }) {
  const session = useSession();
  const userId = session.status === 'authenticated' && session.user ? session.user.id : null;
  const addresses = useDeliveryAddresses(userId);
  const home = addresses.data?.find((address) => address.is_default) ?? addresses.data?.[0] ?? null;
  const [picked, setPicked] = useState<{ regionId: string; name: string } | null>(null);

  const place: DeliveryPlace | null = picked
    ? { regionId: picked.regionId, city: null, itemCount: quantity }
    : home
      ? { regionId: home.region_id, city: home.city, itemCount: quantity }
      : null;
  const placeName = picked ? picked.name : home ? `${home.city}, ${home.province || home.region}` : null;

  return (
    <section
      aria-labelledby="delivery-heading"
      data-testid="delivery-notes"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="delivery-heading" className="font-display text-xl font-bold text-ink">
        Delivery and payment
      </h2>
      <div className="flex gap-3">
        <Truck size={20} aria-hidden className="mt-0.5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1 text-sm text-stone-700">
          {place && placeName ? (
            <DeliveryFee place={place} placeName={placeName} freeShipping={freeShipping} />
          ) : (
            <p>Delivered by Ninja Van anywhere in the Philippines.</p>
          )}
          <PlacePicker
            label={place ? 'Deliver somewhere else' : 'See the fee to your area'}
            onPick={setPicked}
          />
        </div>
      </div>
      <div className="flex gap-3 text-sm text-stone-700">
        <CreditCard size={20} aria-hidden className="mt-0.5 shrink-0 text-brand-600" />
        <p>Pay cash on delivery, or online through Dragonpay (cards, e-wallets and online banking).</p>
      </div>
    </section>
  );
}

function DeliveryFee({
  place,
  placeName,
  freeShipping,
}: {
  place: DeliveryPlace;
  placeName: string;
  freeShipping: boolean;
}) {
  const estimate = useDeliveryEstimate(place);
  const time = deliveryTimeText(estimate.data?.zone);
  return (
    <div data-testid="delivery-estimate" aria-live="polite">
      <p className="flex items-center gap-1 font-medium text-ink">
        <MapPin size={14} aria-hidden className="shrink-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">To {placeName}</span>
      </p>
      {estimate.isPending ? (
        <p className="text-stone-500">Working out the delivery fee…</p>
      ) : estimate.data?.success ? (
        <p>
          {freeShipping ? (
            <>
              <span className="font-semibold text-emerald-800">Free shipping</span> on this item
            </>
          ) : (
            <>
              Delivery fee{' '}
              <span className="font-semibold figures">{formatPeso(estimate.data.estimatedFee)}</span>
            </>
          )}
          {time ? ` · ${time}` : ''}
        </p>
      ) : (
        <p>The delivery fee is worked out at checkout from your full address.</p>
      )}
    </div>
  );
}

function PlacePicker({
  label,
  onPick,
}: {
  label: string;
  onPick: (place: { regionId: string; name: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const regions = useRegionList(open);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-1 min-h-11 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {label}
      </button>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-stone-700">
        Where should it go?
      </label>
      <select
        id={selectId}
        defaultValue=""
        disabled={!regions.data}
        onChange={(event) => {
          const region = regions.data?.find((item) => item.region_id === event.target.value);
          if (region) onPick({ regionId: region.region_id, name: region.region_name });
        }}
        className="min-h-11 w-full max-w-sm rounded-lg border border-stone-300 bg-white px-3 text-sm"
      >
        <option value="" disabled>
          {regions.data ? 'Choose your region' : 'Loading regions…'}
        </option>
        {regions.data?.map((region) => (
          <option key={region.region_id} value={region.region_id}>
            {region.region_name}
          </option>
        ))}
      </select>
    </div>
  );
}
