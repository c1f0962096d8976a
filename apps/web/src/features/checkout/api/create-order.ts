import type { OrderCreateInput, orderCreateResponseSchema } from '@fengshui/shared/orders';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;

/** POST /transactions/orders: 201 with the order; 409 INSUFFICIENT_STOCK or PRICE_CHANGED; 400 messages. */
export const createOrder = (input: OrderCreateInput) =>
  apiRequest<OrderCreateResponse>('/transactions/orders', { method: 'POST', body: input });
