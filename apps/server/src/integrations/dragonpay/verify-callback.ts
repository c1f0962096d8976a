import type { CallbackKeyStore } from './callback-keys.ts';
import { callbackSignatures, signatureMatches, signedCallbackText } from './callback-signature.ts';
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

/**
 * docs/integrations/dragonpay.md#signatures: postbacks move from SHA-1 digests to RSA-SHA256 `signatures`; either
 * proves a postback. The digest is checked first, so the keys are fetched only for a postback that
 * carries a signature and no valid digest. A signature that matches no cached key fetches the keys
 * once more (Dragonpay may have rotated them). Without keys (endpoint down) only the digest counts.
 */
export async function verifyCallbackDigestOrSignature(
  params: CallbackParams,
  options: { secretKey: string; merchantId: string; keys: CallbackKeyStore | null },
): Promise<VerifiedCallback> {
  const byDigest = verifySha1Callback(params, options.secretKey);
  if (byDigest.valid || !options.keys || byDigest.txnId === '') return byDigest;
  const signatures = callbackSignatures(params);
  if (signatures.length === 0) return byDigest;
  const text = signedCallbackText(params, options.merchantId);
  if (signatureMatches(text, signatures, await options.keys.current())) return { ...byDigest, valid: true };
  const refetched = await options.keys.refetch();
  const valid = refetched !== null && signatureMatches(text, signatures, refetched);
  return { ...byDigest, valid };
}
