import { CHECKOUT_MESSAGES } from './checkout-messages.ts';

export type Serviceability = 'unknown' | 'serviceable' | 'not-serviceable';

export interface PlacementState {
  recipientName: string;
  phone: string;
  /** The read-only delivery address line, joined from the saved address. */
  address: string;
  serviceability: Serviceability;
  checkingServiceability: boolean;
  itemCount: number;
  termsAccepted: boolean;
}

/**
 * docs/checkout-and-payment.md#placement-checks: the first failing check's message, or
 * null when the order may be placed. Items and terms come after the spec's six numbered checks.
 */
export function placementError(state: PlacementState): string | null {
  if (state.recipientName.trim() === '') return CHECKOUT_MESSAGES.nameRequired;
  if (state.phone.trim() === '') return CHECKOUT_MESSAGES.phoneRequired;
  if (state.address.trim() === '') return CHECKOUT_MESSAGES.addressRequired;
  if (state.serviceability === 'not-serviceable') return CHECKOUT_MESSAGES.notServiceable;
  if (state.serviceability === 'unknown' && !state.checkingServiceability)
    return CHECKOUT_MESSAGES.serviceabilityUnknown;
  if (state.checkingServiceability) return CHECKOUT_MESSAGES.serviceabilityChecking;
  if (state.itemCount < 1) return CHECKOUT_MESSAGES.noItems;
  if (!state.termsAccepted) return CHECKOUT_MESSAGES.termsRequired;
  return null;
}

/** docs/checkout-and-payment.md#placement-checks: Place Order is disabled while processing, with no saved address, terms unchecked,
 * the address not serviceable, or while verifying. */
export function placeOrderDisabled(input: {
  processing: boolean;
  hasSavedAddress: boolean;
  termsAccepted: boolean;
  serviceability: Serviceability;
  checkingServiceability: boolean;
}): boolean {
  return (
    input.processing ||
    !input.hasSavedAddress ||
    !input.termsAccepted ||
    input.serviceability === 'not-serviceable' ||
    input.checkingServiceability
  );
}

/** docs/checkout-and-payment.md#placement-checks: the delivery address is joined from address, barangay, city, state and postcode. */
export function joinAddress(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
