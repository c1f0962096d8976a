import type { CartResponse } from '@fengshui/shared/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cartLine } from '../../../test/cart-lines.ts';
import { addFallsBackLocally, cartAfterReadError } from './cart-fallback.ts';
import { writeUserCartCopy } from './guest-cart.ts';
import { queuePendingAdd, readPendingAdds, replayPendingAdds } from './pending-adds.ts';

afterEach(() => window.localStorage.clear());

const coin = { product_id: 21, variant_id: null, quantity: 1, name: 'Lucky Coin' };
const bowl = { product_id: 22, variant_id: 5, quantity: 2, name: 'Singing Bowl' };
const cart = (...ids: number[]): CartResponse => ({ items: ids.map((id) => cartLine({ product_id: id })) });

describe('cart fallbacks (docs/cart.md#fallbacks and #messages)', () => {
  it('shows an empty cart when the read answers 401', () => {
    writeUserCartCopy(7, [cartLine()]);
    expect(cartAfterReadError(new ApiRequestError('Your session has expired.', 401), 7)).toEqual([]);
  });

  it('falls back to the local copy for any other read error', () => {
    writeUserCartCopy(7, [cartLine({ cart_id: 4 })]);
    expect(cartAfterReadError(new ApiRequestError('Server error', 500), 7)).toEqual([
      cartLine({ cart_id: 4 }),
    ]);
    expect(cartAfterReadError(new ApiRequestError('Unable to connect', null), 7)).toHaveLength(1);
  });

  it('keeps an add locally only when the server could not decide', () => {
    expect(addFallsBackLocally(new ApiRequestError('Unable to connect', null))).toBe(true);
    expect(addFallsBackLocally(new ApiRequestError('Server error', 503))).toBe(true);
    expect(addFallsBackLocally(new ApiRequestError('Not enough stock available', 400))).toBe(false);
    expect(addFallsBackLocally(new ApiRequestError('Product not found', 404))).toBe(false);
    expect(addFallsBackLocally(new ApiRequestError('Your session has expired.', 401))).toBe(false);
  });
});

describe('the pending queue of adds kept while the server was unreachable', () => {
  it('raises the queued quantity when the same product and variant is added again', () => {
    queuePendingAdd(7, coin);
    queuePendingAdd(7, bowl);
    queuePendingAdd(7, { ...coin, quantity: 2 });
    expect(readPendingAdds(7)).toEqual([{ ...coin, quantity: 3 }, bowl]);
    expect(readPendingAdds(8)).toEqual([]);
  });

  it('replays every queued add in order on the next read and empties the queue', async () => {
    queuePendingAdd(7, coin);
    queuePendingAdd(7, bowl);
    const send = vi.fn().mockResolvedValueOnce(cart(21)).mockResolvedValueOnce(cart(21, 22));
    const result = await replayPendingAdds(7, send);
    expect(send.mock.calls.map(([add]) => add)).toEqual([
      { product_id: 21, variant_id: null, quantity: 1 },
      { product_id: 22, variant_id: 5, quantity: 2 },
    ]);
    expect(result.items?.map((line) => line.product_id)).toEqual([21, 22]);
    expect(readPendingAdds(7)).toEqual([]);
  });

  it('drops an add the server refuses and reports it, then goes on with the rest', async () => {
    queuePendingAdd(7, coin);
    queuePendingAdd(7, bowl);
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError('Not enough stock available', 400))
      .mockResolvedValueOnce(cart(22));
    const result = await replayPendingAdds(7, send);
    expect(result.refused).toEqual([{ add: coin, message: 'Not enough stock available' }]);
    expect(result.items?.map((line) => line.product_id)).toEqual([22]);
    expect(readPendingAdds(7)).toEqual([]);
  });

  it('stops at a server still unreachable and keeps what is left for the next read', async () => {
    queuePendingAdd(7, coin);
    queuePendingAdd(7, bowl);
    const send = vi
      .fn()
      .mockResolvedValueOnce(cart(21))
      .mockRejectedValueOnce(new ApiRequestError('Unable to connect', null));
    const result = await replayPendingAdds(7, send);
    expect(result.items?.map((line) => line.product_id)).toEqual([21]);
    expect(readPendingAdds(7)).toEqual([bowl]);
  });

  it('does nothing when nothing is queued', async () => {
    const send = vi.fn();
    expect(await replayPendingAdds(7, send)).toEqual({ items: null, refused: [] });
    expect(send).not.toHaveBeenCalled();
  });
});
