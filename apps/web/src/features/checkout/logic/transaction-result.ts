export interface TransactionParams {
  txnId: string;
  refNo: string;
  status: string;
  message: string;
}

/** docs/checkout-and-payment.md#transaction-result: txnId or txnid, refNo or refno, status (default S), message. */
export function readTransactionParams(search: URLSearchParams): TransactionParams | null {
  const txnId = search.get('txnId') ?? search.get('txnid') ?? '';
  if (txnId.trim() === '') return null;
  return {
    txnId,
    refNo: search.get('refNo') ?? search.get('refno') ?? '',
    status: search.get('status') || 'S',
    message: search.get('message') ?? '',
  };
}

export type PaymentOutcome = 'success' | 'pending' | 'failed';

/** docs/checkout-and-payment.md#transaction-result: success for S, success or paid; pending for P or pending. */
export function paymentOutcome(status: string): PaymentOutcome {
  const value = status.trim().toLowerCase();
  if (value === 's' || value === 'success' || value === 'paid') return 'success';
  if (value === 'p' || value === 'pending') return 'pending';
  return 'failed';
}
