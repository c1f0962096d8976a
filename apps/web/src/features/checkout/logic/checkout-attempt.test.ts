import { beforeEach, describe, expect, it } from 'vitest';
import {
  attemptKeyFor,
  CHECKOUT_ATTEMPT_KEY,
  finishCheckoutAttempt,
  rememberPlacedOrder,
  unpaidOrderFor,
} from './checkout-attempt.ts';

/** A sessionStorage that outlives the page, as the browser keeps it across a reload. */
function sessionLike() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const request = (quantity = 1) => ({
  items: [{ product_id: 7, variant_id: null, quantity, price: 880 }],
  payment_method: 'dragonpay',
});

let counter = 0;
const makeKey = () => `key-${++counter}`;

describe('the checkout attempt key', () => {
  let storage: ReturnType<typeof sessionLike>;
  beforeEach(() => {
    storage = sessionLike();
  });

  it('is the same key after a reload for the same order request', () => {
    const first = attemptKeyFor(storage, request(), makeKey);
    // A reload: the page is new, the session storage is not.
    const reloaded = sessionLike();
    reloaded.values.set(CHECKOUT_ATTEMPT_KEY, storage.values.get(CHECKOUT_ATTEMPT_KEY)!);
    expect(attemptKeyFor(reloaded, request(), makeKey)).toBe(first);
  });

  it('is a new key when the cart changed or the attempt is over', () => {
    const first = attemptKeyFor(storage, request(1), makeKey);
    const changed = attemptKeyFor(storage, request(2), makeKey);
    expect(changed).not.toBe(first);
    finishCheckoutAttempt(storage);
    expect(attemptKeyFor(storage, request(2), makeKey)).not.toBe(changed);
  });

  it("offers the placed order's payment when the shopper comes back with the same items", () => {
    attemptKeyFor(storage, request(), makeKey);
    expect(unpaidOrderFor(storage, request().items)).toBeNull();
    rememberPlacedOrder(storage, { id: 42, code: 'FS-261125-00042' });
    expect(unpaidOrderFor(storage, request().items)).toEqual({ id: 42, code: 'FS-261125-00042' });
    expect(unpaidOrderFor(storage, request(3).items)).toBeNull();
    finishCheckoutAttempt(storage);
    expect(unpaidOrderFor(storage, request().items)).toBeNull();
  });

  it('still answers a key when storage is off', () => {
    expect(attemptKeyFor(null, request(), makeKey)).toMatch(/^key-/);
  });
});
