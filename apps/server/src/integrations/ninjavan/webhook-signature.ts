import { createHmac, timingSafeEqual } from 'node:crypto';

/** docs/integrations/ninjavan.md#webhooks: base64 HMAC-SHA256 of the raw body with the client secret. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Compares in constant time over the raw bytes, so the check leaks nothing through timing. */
export function webhookSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  // An empty secret is one anyone knows: nothing signed with it is believed.
  if (!signature || secret === '') return false;
  const expected = Buffer.from(signWebhook(rawBody, secret));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
