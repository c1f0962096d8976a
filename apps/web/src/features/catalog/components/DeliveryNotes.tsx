import { deliveryTimeText } from '@fengshui/shared/delivery-times';
import { formatPeso } from '@fengshui/shared/money';
import { CreditCard, MapPin, Truck } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session/session-api.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDeliveryArea } from '../api/check-delivery-area.ts';
import {
  type DeliveryPlace,
  useDeliveryAddresses,
  useDeliveryEstimate,
} from '../api/get-delivery-estimate.ts';
import { type ChosenPlace, useChosenPlace } from '../logic/chosen-place.ts';
import { CityPicker } from './CityPicker.tsx';

/**
 * docs/catalogue.md#delivery-and-payment-notes: before checkout, the fee and the usual time to the
 * customer's default address, or to a city the shopper chooses (remembered for other product pages);
 * then how to pay.
 */
export function DeliveryNotes({ freeShipping, quantity }: { freeShipping: boolean; quantity: number }) {
  const session = useSession();
  const userId = session.status === 'authenticated' && session.user ? session.user.id : null;
  const addresses = useDeliveryAddresses(userId);
  const home = addresses.data?.find((address) => address.is_default) ?? addresses.data?.[0] ?? null;
  const [chosen, choose] = useChosenPlace();
  const area = useDeliveryArea(chosen);

  const place: DeliveryPlace | null = chosen
    ? { regionId: chosen.regionId, city: null, itemCount: quantity }
    : home
      ? { regionId: home.region_id, city: home.city, itemCount: quantity }
      : null;
  const placeName = chosen ? chosen.label : home ? `${home.city}, ${home.province || home.region}` : null;
  const notServed = chosen !== null && area.data?.serviceable === false;

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
          {notServed && placeName ? (
            <div data-testid="delivery-estimate" aria-live="polite">
              <PlaceLine name={placeName} />
              <p className="text-brand-700">
                Our courier does not deliver to this city yet. Please choose another delivery address.
              </p>
            </div>
          ) : place && placeName ? (
            <DeliveryFee place={place} placeName={placeName} freeShipping={freeShipping} />
          ) : (
            <p>Delivered by Ninja Van anywhere in the Philippines.</p>
          )}
          <div className="flex flex-wrap gap-x-4">
            <PlacePicker
              key={chosen?.cityId ?? 'none'}
              label={place ? 'Deliver somewhere else' : 'See the fee to your city'}
              onPick={choose}
            />
            {chosen && home && (
              <button
                type="button"
                onClick={() => choose(null)}
                className="mt-1 min-h-11 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
              >
                Use my address
              </button>
            )}
          </div>
        </div>
      </div>
      <div className="flex gap-3 text-sm text-stone-700">
        <CreditCard size={20} aria-hidden className="mt-0.5 shrink-0 text-brand-600" />
        <p>Pay cash on delivery, or online through Dragonpay (cards, e-wallets and online banking).</p>
      </div>
    </section>
  );
}

function PlaceLine({ name }: { name: string }) {
  return (
    <p className="flex items-center gap-1 font-medium text-ink">
      <MapPin size={14} aria-hidden className="shrink-0" />
      <span className="min-w-0 [overflow-wrap:anywhere]">To {name}</span>
    </p>
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
      <PlaceLine name={placeName} />
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

function PlacePicker({ label, onPick }: { label: string; onPick: (place: ChosenPlace) => void }) {
  const [open, setOpen] = useState(false);
  // The city picker is the page's code: until it runs, the button waits, disabled.
  const hydrated = useHydrated();
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!hydrated}
        className="mt-1 min-h-11 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {label}
      </button>
    );
  }
  return (
    <CityPicker
      onPick={(city) => {
        setOpen(false);
        onPick({
          cityId: city.city_id,
          provinceId: city.province_id,
          regionId: city.region_id,
          label: city.label,
        });
      }}
    />
  );
}
