// docs/checkout-and-payment.md#placing-an-order: one Idempotency-Key per checkout attempt. It is kept in
// sessionStorage, so Back from the gateway and a reload send the same key (the server answers the order
// it already placed); a new key is made only when the order is done or what is ordered changed.

export const CHECKOUT_ATTEMPT_KEY = 'checkoutAttempt';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PlacedAttemptOrder {
  id: number;
  code: string;
}

interface CheckoutAttempt {
  key: string;
  /** The request the key was used for: another request needs another key. */
  request: string;
  /** What was ordered (product, option, quantity), to recognise the same basket on a return. */
  items: string;
  /** The online order this attempt placed, while its payment is awaited. */
  order: PlacedAttemptOrder | null;
}

interface OrderedItem {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
}

export function itemsFingerprint(items: readonly OrderedItem[]): string {
  return items
    .map((item) => `${item.product_id}:${item.variant_id ?? 0}x${item.quantity}`)
    .sort()
    .join(',');
}

function read(storage: SessionStore | null): CheckoutAttempt | null {
  try {
    const stored = storage?.getItem(CHECKOUT_ATTEMPT_KEY);
    const parsed = stored ? (JSON.parse(stored) as CheckoutAttempt) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.request === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function write(storage: SessionStore | null, attempt: CheckoutAttempt): void {
  try {
    storage?.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage is off: the key lives as long as the page.
  }
}

export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/** The key to send with this order request: the attempt's own for the same request, else a new one. */
export function attemptKeyFor(
  storage: SessionStore | null,
  request: { items: readonly OrderedItem[] },
  makeKey: () => string = newAttemptKey,
): string {
  const text = JSON.stringify(request);
  const current = read(storage);
  if (current && current.request === text) return current.key;
  const attempt = { key: makeKey(), request: text, items: itemsFingerprint(request.items), order: null };
  write(storage, attempt);
  return attempt.key;
}

/** An online order was placed: kept, so a return from the gateway offers its payment. */
export function rememberPlacedOrder(storage: SessionStore | null, order: PlacedAttemptOrder): void {
  const current = read(storage);
  if (current) write(storage, { ...current, order });
}

/** The attempt's order still awaiting payment, when the shopper is back with the same items. */
export function unpaidOrderFor(
  storage: SessionStore | null,
  items: readonly OrderedItem[],
): PlacedAttemptOrder | null {
  const current = read(storage);
  return current?.order && current.items === itemsFingerprint(items) ? current.order : null;
}

/** The attempt is over (cash-on-delivery placed, payment made, or the order no longer waits). */
export function finishCheckoutAttempt(storage: SessionStore | null): void {
  try {
    storage?.removeItem(CHECKOUT_ATTEMPT_KEY);
  } catch {
    // Storage is off.
  }
}

export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
