import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { CallbackParams } from './types.ts';

/**
 * docs/integrations/dragonpay.md#signatures: the RSA-SHA256 `signatures` are over
 * `txnid:refno:status:message:merchantid:param1:param2:amount`, values as they arrived (URL-decoded).
 * The merchant id is ours, not the postback's: a postback signed for another merchant does not verify.
 */
export function signedCallbackText(params: CallbackParams, merchantId: string): string {
  return [
    params.txnid ?? '',
    params.refno ?? '',
    params.status ?? '',
    params.message ?? '',
    merchantId,
    params.param1 ?? '',
    params.param2 ?? '',
    params.amount ?? '',
  ].join(':');
}

/**
 * The signatures of a postback. "signatures" is plural and the format is unconfirmed (docs/integrations/dragonpay.md#signatures),
 * so a comma- or semicolon-separated list is accepted. A '+' of base64 that
 * reached us as a space (an unencoded query string) is put back; base64url decodes as well.
 */
export function callbackSignatures(params: CallbackParams): Buffer[] {
  const text = params.signatures ?? '';
  return text
    .split(/[,;]/)
    .map((part) => part.trim().replace(/ /g, '+'))
    .filter((part) => part !== '')
    .map((part) => Buffer.from(part, 'base64'))
    .filter((signature) => signature.length > 0);
}

/** True when one of the keys verifies one of the signatures over `text`. Never throws. */
export function signatureMatches(text: string, signatures: readonly Buffer[], keys: readonly KeyObject[]) {
  const data = Buffer.from(text, 'utf8');
  return signatures.some((signature) =>
    keys.some((key) => {
      try {
        return verify('RSA-SHA256', data, key, signature);
      } catch {
        return false;
      }
    }),
  );
}

const KEY_FIELDS = ['Value', 'value', 'key', 'Key', 'publicKey', 'PublicKey', 'public_key', 'pem'] as const;

/** One key from PEM text or base64 DER (SubjectPublicKeyInfo, else PKCS#1); null when it is neither. */
function readKey(text: string): KeyObject | null {
  const trimmed = text.trim();
  try {
    if (trimmed.includes('-----BEGIN')) return createPublicKey(trimmed);
    const der = Buffer.from(trimmed, 'base64');
    if (der.length === 0) return null;
    try {
      return createPublicKey({ key: der, format: 'der', type: 'spki' });
    } catch {
      return createPublicKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  } catch {
    return null;
  }
}

/**
 * The public keys in an answer of `GET {host}/api/collect/v1/keys/callback`. Its shape is not
 * published where we could read it (docs/integrations/dragonpay.md#signatures), so this is liberal: an array
 * (or an object wrapping one under `keys`/`Keys`/`data`/`Data`) of PEM strings, base64 DER strings,
 * or objects holding either under `Value`/`value`/`key`/`publicKey`. Anything unreadable is skipped.
 */
export function parseCallbackKeys(body: unknown): KeyObject[] {
  const list: unknown[] = Array.isArray(body)
    ? body
    : typeof body === 'string'
      ? [body]
      : body && typeof body === 'object'
        ? ((['keys', 'Keys', 'data', 'Data'] as const)
            .map((field) => (body as Record<string, unknown>)[field])
            .find(Array.isArray) ?? [body])
        : [];
  const keys: KeyObject[] = [];
  for (const entry of list) {
    const text =
      typeof entry === 'string'
        ? entry
        : entry && typeof entry === 'object'
          ? KEY_FIELDS.map((field) => (entry as Record<string, unknown>)[field]).find(
              (value): value is string => typeof value === 'string',
            )
          : undefined;
    const key = text ? readKey(text) : null;
    if (key && key.asymmetricKeyType === 'rsa') keys.push(key);
  }
  return keys;
}
