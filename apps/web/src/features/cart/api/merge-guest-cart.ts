import type { CartLine, MergeCartInput } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MergeAdjustment {
  product_id: number;
  variant_id: number | null;
  /** null when the product no longer exists. */
  name: string | null;
  requested: number;
  added: number;
}

export interface MergeCartResponse {
  items: CartLine[];
  /** Guest lines that could not be added in full (stock, the 99 limit, or a product gone). */
  adjustments: MergeAdjustment[];
}

/** POST /cart/merge: the server sums with existing lines and caps at the stock and 99. */
export const mergeGuestCartLines = (input: MergeCartInput) =>
  apiRequest<MergeCartResponse>('/cart/merge', { method: 'POST', body: input });
