import type { CartResponse } from '@fengshui/shared/cart';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /cart/:cart_id/selection: the server keeps which lines are ticked for checkout. */
export const selectCartLine = ({ cartId, selected }: { cartId: number; selected: boolean }) =>
  apiRequest<CartResponse>(`/cart/${cartId}/selection`, { method: 'PATCH', body: { selected } });
