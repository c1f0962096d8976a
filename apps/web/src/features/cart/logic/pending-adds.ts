// docs/cart.md#messages: an add the server could not take (no answer, or a server failure) falls back
// to the local cart; it waits here and is sent again on the next successful cart read.
import type { CartLine, CartResponse } from '@fengshui/shared/cart';
import { ApiRequestError } from '../../../lib/api-client.ts';

export interface PendingAdd {
  product_id: number;
  variant_id: number | null;
  quantity: number;
  /** For the message if the server refuses it when it is replayed. */
  name: string;
}

export const pendingAddsKey = (userId: number) => `cart_pending_${userId}`;

function isPendingAdd(value: unknown): value is PendingAdd {
  const entry = value as Partial<PendingAdd> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.product_id) &&
    (entry.variant_id === null || Number.isInteger(entry.variant_id)) &&
    Number.isInteger(entry.quantity) &&
    (entry.quantity ?? 0) > 0 &&
    typeof entry.name === 'string'
  );
}

export function readPendingAdds(userId: number): PendingAdd[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(pendingAddsKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingAdd) : [];
  } catch {
    return [];
  }
}

function writePendingAdds(userId: number, entries: readonly PendingAdd[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(pendingAddsKey(userId));
    else window.localStorage.setItem(pendingAddsKey(userId), JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the add stays in this visit's cart only.
  }
}

/** Queues an add; a second add of the same product and variant raises the queued quantity. */
export function queuePendingAdd(userId: number, add: PendingAdd): void {
  const entries = readPendingAdds(userId);
  const same = entries.find(
    (entry) => entry.product_id === add.product_id && entry.variant_id === add.variant_id,
  );
  if (same) same.quantity += add.quantity;
  else entries.push(add);
  writePendingAdds(userId, entries);
}

export interface ReplayResult {
  /** The cart after the last accepted add, or null when nothing was sent successfully. */
  items: CartLine[] | null;
  /** Adds the server refused for good (stock, a product gone), with its message. */
  refused: { add: PendingAdd; message: string }[];
}

/**
 * Sends the queued adds in order. A refusal (a 4xx: not enough stock, product gone) will not change on
 * retry, so that add is dropped and reported; no answer or a server failure stops the replay and keeps
 * the rest for the next read.
 */
export async function replayPendingAdds(
  userId: number,
  send: (add: { product_id: number; variant_id: number | null; quantity: number }) => Promise<CartResponse>,
): Promise<ReplayResult> {
  const result: ReplayResult = { items: null, refused: [] };
  const entries = readPendingAdds(userId);
  for (let add = entries[0]; add !== undefined; add = entries[0]) {
    try {
      const cart = await send({
        product_id: add.product_id,
        variant_id: add.variant_id,
        quantity: add.quantity,
      });
      result.items = cart.items;
    } catch (error) {
      const refused =
        error instanceof ApiRequestError &&
        error.status !== null &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401;
      if (!refused) break;
      result.refused.push({ add, message: error.message });
    }
    entries.shift();
    writePendingAdds(userId, entries);
  }
  return result;
}
