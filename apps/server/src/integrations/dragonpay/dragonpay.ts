import { BUSINESS } from '@fengshui/shared/constants';
import { type CallbackKeyStore, createCallbackKeyStore } from './callback-keys.ts';
import { formatAmount, requestDigest } from './digest.ts';
import type { PaymentProvider } from './types.ts';
import { isDragonpayStatus } from './types.ts';
import { verifyCallbackDigestOrSignature } from './verify-callback.ts';

export interface DragonpayConfig {
  merchantId: string;
  secretKey: string;
  password: string;
  baseUrl: string;
  /** Also accept postbacks proven by an RSA-SHA256 signature (default true). */
  verifySignatures?: boolean;
}

export interface DragonpayOptions {
  /** The clock of the public-key cache (tests move it). */
  now?: () => number;
}

const DESCRIPTION_MAX = 128;
const EMAIL_MAX = 40;
const INQUIRY_TIMEOUT_MS = 5000;

/**
 * docs/integrations/dragonpay.md#starting-a-payment: the Merchant Payment Switch API (Pay.aspx, SHA-1 digests, GETSTATUS, VOID),
 * and postbacks signed with RSA-SHA256 against the keys of `GET /api/collect/v1/keys/callback`.
 */
export function createDragonpay(
  config: DragonpayConfig,
  fetchImpl: typeof fetch = fetch,
  options: DragonpayOptions = {},
): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, '');
  const keys: CallbackKeyStore | null =
    config.verifySignatures === false
      ? null
      : createCallbackKeyStore({
          url: `${base}/api/collect/v1/keys/callback`,
          fetchImpl,
          authorization: config.password
            ? `Basic ${Buffer.from(`${config.merchantId}:${config.password}`).toString('base64')}`
            : undefined,
          now: options.now,
        });
  // MerchantRequest.aspx signs in with the merchant's password; each call may take 5 seconds at most.
  const merchantRequest = (op: 'GETSTATUS' | 'VOID', txnId: string): Promise<Response> => {
    const query = new URLSearchParams({
      op,
      merchantid: config.merchantId,
      merchantpwd: config.password,
      txnid: txnId,
    });
    return fetchImpl(`${base}/MerchantRequest.aspx?${query.toString()}`, {
      signal: AbortSignal.timeout(INQUIRY_TIMEOUT_MS),
    });
  };
  return {
    name: 'dragonpay',
    confirmsWithInquiry: true,
    paymentUrl: ({ txnId, amount, description, email, param1 }) => {
      const values = {
        merchantid: config.merchantId,
        txnid: txnId,
        amount: formatAmount(amount),
        ccy: 'PHP',
        description: description.slice(0, DESCRIPTION_MAX),
        // An address longer than Dragonpay's 40 characters, cut short, would be nobody's: the gateway's
        // notices then go to the shop's own address (the buyer still sees the instructions on its page).
        email: email.length <= EMAIL_MAX ? email : BUSINESS.email,
      };
      const digest = requestDigest({
        merchantId: values.merchantid,
        txnId: values.txnid,
        amount: values.amount,
        currency: values.ccy,
        description: values.description,
        email: values.email,
        secretKey: config.secretKey,
      });
      const query = new URLSearchParams({ ...values, digest });
      if (param1) query.set('param1', param1);
      return `${base}/Pay.aspx?${query.toString()}`;
    },
    verifyCallback: (params) =>
      verifyCallbackDigestOrSignature(params, {
        secretKey: config.secretKey,
        merchantId: config.merchantId,
        keys,
      }),
    queryStatus: async (txnId) => {
      try {
        const response = await merchantRequest('GETSTATUS', txnId);
        if (!response.ok) return null;
        const code = (await response.text()).trim().toUpperCase();
        return isDragonpayStatus(code) ? code : null;
      } catch {
        return null;
      }
    },
    // docs/integrations/dragonpay.md#status-inquiry: VOID answers 0 when the transaction is cancelled.
    voidTransaction: async (txnId) => {
      const response = await merchantRequest('VOID', txnId);
      if (!response.ok) throw new Error(`Dragonpay answered VOID with HTTP ${response.status}`);
      return (await response.text()).trim() === '0';
    },
  };
}
