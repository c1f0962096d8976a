import type { OrderCreateInput, orderCreateResponseSchema } from '@fengshui/shared/orders';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;

/**
 * POST /transactions/orders: 201 with the order (the same order again for a retry with the same
 * Idempotency-Key); 409 INSUFFICIENT_STOCK, PRICE_CHANGED or IDEMPOTENCY_KEY_REUSED; 400 messages.
 */
export const createOrder = (input: OrderCreateInput, idempotencyKey: string) =>
  apiRequest<OrderCreateResponse>('/transactions/orders', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
