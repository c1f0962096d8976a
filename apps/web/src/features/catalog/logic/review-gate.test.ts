import { describe, expect, it } from 'vitest';
import { reviewGate } from './review-gate.ts';

describe('reviewGate', () => {
  const signedIn = { sessionStatus: 'authenticated' as const, checkFailed: false };

  it('asks a guest to log in', () => {
    expect(reviewGate({ sessionStatus: 'anonymous', check: undefined, checkFailed: false })).toBe('guest');
  });

  it('offers the form to a customer the product reached who has not reviewed it', () => {
    expect(reviewGate({ ...signedIn, check: { hasPurchased: true, hasReviewed: false } })).toBe('can-review');
  });

  it('tells a customer without a delivered order, and one who has reviewed, why there is no form', () => {
    expect(reviewGate({ ...signedIn, check: { hasPurchased: false, hasReviewed: false } })).toBe(
      'not-delivered',
    );
    expect(reviewGate({ ...signedIn, check: { hasPurchased: true, hasReviewed: true } })).toBe('reviewed');
  });

  it('waits for the session and the check, and gives up quietly when the check fails', () => {
    expect(reviewGate({ sessionStatus: 'loading', check: undefined, checkFailed: false })).toBe('checking');
    expect(reviewGate({ ...signedIn, check: undefined })).toBe('checking');
    expect(reviewGate({ ...signedIn, check: undefined, checkFailed: true })).toBe('unavailable');
  });
});
