import { FALLBACK_SHIPPING_FEE } from '@fengshui/shared/constants';
import type { ShippingAddress } from '@fengshui/shared/users';
import { useQuery } from '@tanstack/react-query';
import { useServiceabilityCheck, useShippingAddresses } from '../account/public.ts';
import { shippingEstimateQuery } from './api/estimate-shipping.ts';
import { CHECKOUT_MESSAGES } from './logic/checkout-messages.ts';
import type { Serviceability } from './logic/placement.ts';

export interface Delivery {
  addressesLoading: boolean;
  address: ShippingAddress | null;
  serviceability: Serviceability;
  checkingServiceability: boolean;
  serviceabilityMessage: string | null;
  shippingFee: number;
  shippingLoading: boolean;
  shippingNotice: string | null;
  /** No saved address yet: the fee is unknown, so it is not counted or shown as a figure. */
  shippingAwaitsAddress: boolean;
}

/** The default saved address, its serviceability and the estimated shipping fee (docs/checkout-and-payment.md#shipping-fee). */
export function useDelivery(itemCount: number): Delivery {
  const addresses = useShippingAddresses();
  const address = addresses.data?.find((entry) => entry.is_default) ?? addresses.data?.[0] ?? null;

  // Checked only when region, state and city are present.
  const canCheck = Boolean(address?.region_id && address.province_id && address.city_id);
  const check = useServiceabilityCheck(
    {
      region: address?.region_id ?? '',
      province: address?.province_id ?? '',
      city: address?.city_id ?? '',
      barangay: address?.barangay_id ?? '',
    },
    canCheck,
  );
  const checkingServiceability = canCheck && check.isPending;
  const serviceability: Serviceability = check.data
    ? check.data.serviceable
      ? 'serviceable'
      : 'not-serviceable'
    : 'unknown';

  // Estimated only when city, state and postal code are present.
  const canEstimate = Boolean(address?.city && address.state && address.postcode);
  const estimate = useQuery({
    ...shippingEstimateQuery({
      region_id: address?.region_id ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postcode: address?.postcode ?? '',
      item_count: Math.max(1, itemCount),
    }),
    enabled: canEstimate,
  });
  const estimated = estimate.data?.success ? estimate.data.estimatedFee : null;
  const shippingFee = estimated ?? estimate.data?.estimatedFee ?? FALLBACK_SHIPPING_FEE;
  const shippingNotice =
    estimate.data?.error ??
    (estimate.isError || (canEstimate === false && address !== null)
      ? CHECKOUT_MESSAGES.shippingFallback
      : null);

  return {
    addressesLoading: addresses.isPending,
    address,
    serviceability,
    checkingServiceability,
    serviceabilityMessage: check.isError
      ? CHECKOUT_MESSAGES.serviceabilityFailed
      : (check.data?.message ?? null),
    // docs/checkout-and-payment.md#shipping-fee: without an address no fee is guessed (the standard
    // rate would be a number the customer may never pay); it is "calculated after you add an address".
    shippingFee: address === null ? 0 : Number.isFinite(shippingFee) ? shippingFee : FALLBACK_SHIPPING_FEE,
    shippingAwaitsAddress: address === null,
    shippingLoading: canEstimate && estimate.isPending,
    shippingNotice,
  };
}
