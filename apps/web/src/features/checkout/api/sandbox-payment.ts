import type { SANDBOX_PAYMENT_STATUSES, sandboxTransactionSchema } from '@fengshui/shared/payments';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type SandboxTransaction = z.infer<typeof sandboxTransactionSchema>;
export type SandboxStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

/** GET /payment-sandbox/:txnid: the test gateway's view of a pending payment. */
export const getSandboxTransaction = (txnid: string, signal?: AbortSignal) =>
  apiRequest<SandboxTransaction>(`/payment-sandbox/${encodeURIComponent(txnid)}`, { signal });

export const sandboxTransactionQuery = (txnid: string) =>
  queryOptions({
    queryKey: checkoutKeys.sandbox(txnid),
    queryFn: ({ signal }) => getSandboxTransaction(txnid, signal),
    retry: false,
  });
