import { apiRequest } from '../../../lib/api-client.ts';
import type { SandboxStatus } from './sandbox-payment.ts';

/** POST /payment-sandbox/:txnid/complete: the shop's return_url for the chosen outcome. */
export const completeSandboxPayment = ({ txnid, status }: { txnid: string; status: SandboxStatus }) =>
  apiRequest<{ return_url: string }>(`/payment-sandbox/${encodeURIComponent(txnid)}/complete`, {
    method: 'POST',
    body: { status },
  });
