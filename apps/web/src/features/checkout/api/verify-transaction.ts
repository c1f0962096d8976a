import type { verifyResponseSchema } from '@fengshui/shared/payments';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export interface VerifyParams {
  txnId: string;
  refNo: string;
  status: string;
}

/** GET /transactions/verify?txnId&refNo&status: the server's own reading of the payment. */
export const verifyTransaction = (params: VerifyParams, signal?: AbortSignal) =>
  apiRequest<VerifyResponse>('/transactions/verify', { query: { ...params }, signal });

export const verifyTransactionQuery = (params: VerifyParams) =>
  queryOptions({
    queryKey: checkoutKeys.verify(params),
    queryFn: ({ signal }) => verifyTransaction(params, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
