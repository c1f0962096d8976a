import { createHash, timingSafeEqual } from 'node:crypto';

/** docs/integrations/dragonpay.md#digests: sha1 of the raw values joined by ':', lowercase hex. */
function sha1Hex(parts: string[]): string {
  return createHash('sha1').update(parts.join(':'), 'utf8').digest('hex');
}

/** The amount as Dragonpay expects it: 2 decimals, no thousands separator. */
export function formatAmount(pesos: number): string {
  return (Math.round(pesos * 100) / 100).toFixed(2);
}

/** sha1("merchantid:txnid:amount:ccy:description:email:secretkey") of a payment request. */
export function requestDigest(input: {
  merchantId: string;
  txnId: string;
  amount: string;
  currency: string;
  description: string;
  email: string;
  secretKey: string;
}): string {
  return sha1Hex([
    input.merchantId,
    input.txnId,
    input.amount,
    input.currency,
    input.description,
    input.email,
    input.secretKey,
  ]);
}

/** sha1("txnid:refno:status:message:secretkey") of a postback or return redirect. */
export function callbackDigest(input: {
  txnId: string;
  refNo: string;
  status: string;
  message: string;
  secretKey: string;
}): string {
  return sha1Hex([input.txnId, input.refNo, input.status, input.message, input.secretKey]);
}

/** Constant-time comparison of two hex digests (case-insensitive); false on any length mismatch. */
export function digestsEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
