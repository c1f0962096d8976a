// docs/cart.md#fallbacks and #messages: what the cart does when the server does not answer as hoped.
import type { CartLine } from '@fengshui/shared/cart';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { readUserCartCopy } from './guest-cart.ts';

/** A cart read that returns 401 gives an empty cart; other read errors fall back to the local copy. */
export function cartAfterReadError(error: unknown, userId: number): CartLine[] {
  if (error instanceof ApiRequestError && error.status === 401) return [];
  return readUserCartCopy(userId);
}

/**
 * Whether a failed add falls back to the local cart, to be sent again later. Only when the server
 * could not decide (no answer, or a 5xx): a 400 "Not enough stock available" is re-raised, and so is
 * any other refusal (404 "Product not found", 400 "Please select all options", an expired session),
 * which no retry would change.
 */
export function addFallsBackLocally(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === null || error.status >= 500;
}
