import type { CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /cart/selection: ticks or unticks every line. */
export const selectAllCartLines = (selected: boolean) =>
  apiRequest<CartResponse>('/cart/selection', { method: 'PATCH', body: { selected } });
