import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { continuePaymentFailure, continuePaymentOutcome } from './continue-payment.ts';

const answer = (overrides: Partial<Parameters<typeof continuePaymentOutcome>[0]> = {}) => ({
  success: true,
  payment_url: 'https://gateway.example/pay?txnid=TXN-42',
  hours_remaining: 1.2,
  expired: false,
  completed: false,
  message: 'Please complete your payment within 2 hours.',
  ...overrides,
});

describe('continue payment (docs/checkout-and-payment.md#messages)', () => {
  it('goes to the gateway with the hours left rounded up', () => {
    expect(continuePaymentOutcome(answer())).toEqual({
      kind: 'redirect',
      paymentUrl: 'https://gateway.example/pay?txnid=TXN-42',
      hoursRemaining: 2,
    });
  });

  it('says an expired window needs a new order', () => {
    expect(continuePaymentOutcome(answer({ success: false, payment_url: null, expired: true }))).toEqual({
      kind: 'expired',
      message: 'Payment window has expired. Please place a new order.',
    });
  });

  it('says a paid order needs nothing more', () => {
    expect(continuePaymentOutcome(answer({ success: false, payment_url: null, completed: true }))).toEqual({
      kind: 'completed',
      message: 'Payment has already been processed for this order.',
    });
  });

  it('treats an answer without a payment address as a failure', () => {
    expect(continuePaymentOutcome(answer({ success: false, payment_url: null })).kind).toBe('failed');
  });

  it('maps 401, 404 and anything else', () => {
    expect(continuePaymentFailure(new ApiRequestError('x', 401))).toEqual({
      kind: 'login',
      message: 'Please log in to continue payment.',
    });
    expect(continuePaymentFailure(new ApiRequestError('x', 404))).toEqual({
      kind: 'failed',
      message: 'Payment information not found for this order.',
    });
    expect(continuePaymentFailure(new ApiRequestError('x', 500))).toEqual({
      kind: 'failed',
      message: 'Failed to retrieve payment information. Please try again.',
    });
    expect(continuePaymentFailure(new Error('x')).kind).toBe('failed');
  });
});
