import { callbackDigest, digestsEqual } from './digest.ts';
import type { CallbackParams, VerifiedCallback } from './types.ts';

/** One verifier for Dragonpay and the sandbox: only the secret differs, so both run the same code. */
export function verifySha1Callback(params: CallbackParams, secretKey: string): VerifiedCallback {
  const txnId = params.txnid ?? '';
  const refNo = params.refno ?? '';
  const status = params.status ?? '';
  const message = params.message ?? '';
  const received = params.digest ?? '';
  const amountText = params.amount;
  const amount = amountText !== undefined && amountText !== '' ? Number(amountText) : null;
  const expected = callbackDigest({ txnId, refNo, status, message, secretKey });
  const valid = secretKey !== '' && txnId !== '' && received !== '' && digestsEqual(expected, received);
  return {
    valid,
    txnId,
    refNo,
    status,
    message,
    amount: amount !== null && Number.isFinite(amount) ? amount : null,
  };
}
