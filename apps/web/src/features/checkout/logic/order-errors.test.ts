import { CART_MESSAGES } from '@fengshui/shared/cart-messages';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  orderErrorMessage,
  priceChanges,
  promotionErrorMessage,
  verifyErrorMessage,
} from './order-errors.ts';

describe('order creation failures', () => {
  it('explain stock, phone and shipping details problems', () => {
    expect(orderErrorMessage(new ApiRequestError('Insufficient stock for Jade Bracelet', 409))).toBe(
      'Some items in your cart are no longer available in the requested quantity. Please update your cart.',
    );
    expect(orderErrorMessage(new ApiRequestError('Invalid phone number', 400))).toBe(
      'Please provide a valid phone number (e.g., 09171234567 or +639171234567)',
    );
    expect(orderErrorMessage(new ApiRequestError('Missing shipping details', 400))).toBe(
      'Please provide complete shipping details including address and contact information',
    );
  });

  it('show other server messages as they are', () => {
    expect(orderErrorMessage(new ApiRequestError('Promotion code has expired', 400))).toBe(
      'Promotion code has expired',
    );
  });

  it("give a refused field's reason without the field's name for developers", () => {
    const tooMany = new ApiRequestError(
      `Request body field "items": ${CART_MESSAGES.tooManyForOneOrder}`,
      400,
      'VALIDATION_FAILED',
      [{ path: ['items'], message: CART_MESSAGES.tooManyForOneOrder }],
    );
    expect(orderErrorMessage(tooMany)).toBe(
      'An order can hold at most 50 different items. Please check out the rest in another order.',
    );
    expect(promotionErrorMessage(tooMany)).toBe(CART_MESSAGES.tooManyForOneOrder);
  });

  it('name a missing connection and anything else', () => {
    expect(orderErrorMessage(new ApiRequestError('x', null, 'NETWORK'))).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(orderErrorMessage(new Error('boom'))).toBe(
      'An error occurred while creating your order. Please try again.',
    );
  });

  it('read the changed prices', () => {
    const error = new ApiRequestError('changed', 409, 'PRICE_CHANGED', [
      { name: 'Wind Chime', price_seen: 500, price_now: 550 },
      { nope: true },
    ]);
    expect(orderErrorMessage(error)).toBe('The price of some items has changed. Please review your order.');
    expect(priceChanges(error)).toEqual([{ name: 'Wind Chime', price_seen: 500, price_now: 550 }]);
    expect(priceChanges(new Error('x'))).toEqual([]);
  });
});

describe('promotion and verification failures', () => {
  it('show the server reason or the network text', () => {
    expect(promotionErrorMessage(new ApiRequestError('This promotion code has expired', 400))).toBe(
      'This promotion code has expired',
    );
    expect(promotionErrorMessage(new ApiRequestError('x', null))).toBe(
      'Failed to validate promotion code. Please try again.',
    );
  });

  it('ask to log in on a 401', () => {
    expect(verifyErrorMessage(new ApiRequestError('x', 401))).toBe('Authentication required. Please log in.');
    expect(verifyErrorMessage(new ApiRequestError('x', 500))).toBe('Failed to verify transaction');
  });
});
