import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { joinAddress, type PlacementState, placementError, placeOrderDisabled } from './placement.ts';

const ready: PlacementState = {
  recipientName: 'Lia Santos',
  phone: '09171234567',
  address: '12 Mabini St, Poblacion, Makati, Metro Manila, 1210',
  serviceability: 'serviceable',
  checkingServiceability: false,
  itemCount: 2,
  termsAccepted: true,
};

describe('the checks before placing an order', () => {
  it('pass for a complete, serviceable order', () => {
    expect(placementError(ready)).toBeNull();
  });

  it('run in the spec order', () => {
    const empty: PlacementState = {
      recipientName: ' ',
      phone: '',
      address: '',
      serviceability: 'not-serviceable',
      checkingServiceability: false,
      itemCount: 0,
      termsAccepted: false,
    };
    expect(placementError(empty)).toBe(CHECKOUT_MESSAGES.nameRequired);
    expect(placementError({ ...empty, recipientName: 'A' })).toBe(CHECKOUT_MESSAGES.phoneRequired);
    expect(placementError({ ...empty, recipientName: 'A', phone: '0917' })).toBe(
      CHECKOUT_MESSAGES.addressRequired,
    );
    expect(placementError({ ...ready, serviceability: 'not-serviceable' })).toBe(
      'Cannot proceed with checkout. The delivery address is not serviceable by our shipping partner.',
    );
    expect(placementError({ ...ready, serviceability: 'unknown' })).toBe(
      'Please wait while we verify your delivery address serviceability.',
    );
    expect(placementError({ ...ready, serviceability: 'unknown', checkingServiceability: true })).toBe(
      'Please wait while we verify your delivery address.',
    );
    expect(placementError({ ...ready, itemCount: 0 })).toBe('No items selected for order');
    expect(placementError({ ...ready, termsAccepted: false })).toBe(CHECKOUT_MESSAGES.termsRequired);
  });
});

describe('the Place Order button', () => {
  const base = {
    processing: false,
    hasSavedAddress: true,
    termsAccepted: true,
    serviceability: 'serviceable' as const,
    checkingServiceability: false,
  };
  it('is enabled when everything is in place', () => {
    expect(placeOrderDisabled(base)).toBe(false);
  });
  it('is disabled while processing, without address or terms, unserviceable or verifying', () => {
    expect(placeOrderDisabled({ ...base, processing: true })).toBe(true);
    expect(placeOrderDisabled({ ...base, hasSavedAddress: false })).toBe(true);
    expect(placeOrderDisabled({ ...base, termsAccepted: false })).toBe(true);
    expect(placeOrderDisabled({ ...base, serviceability: 'not-serviceable' })).toBe(true);
    expect(placeOrderDisabled({ ...base, checkingServiceability: true })).toBe(true);
  });
});

describe('the delivery address line', () => {
  it('joins the non-empty parts', () => {
    expect(joinAddress(['12 Mabini St', '', 'Makati', null, '1210'])).toBe('12 Mabini St, Makati, 1210');
  });
});
