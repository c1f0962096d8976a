import { callbackDigest } from './digest.ts';
import type { PaymentProvider } from './types.ts';
import { verifySha1Callback } from './verify-callback.ts';

/**
 * docs/integrations/dragonpay.md#sandbox-gateway: the gateway played by this app. The buyer goes to the web page
 * `/payment-sandbox/{txnid}`; its postbacks are signed with the sandbox secret by Dragonpay's own
 * formula, so verification runs the same code as for the real gateway.
 */
export function createSandboxPayments(options: { secret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    confirmsWithInquiry: false,
    // Site-relative: the page belongs to this shop, so the browser stays on the host (and the session
    // cookie) it is already on, whatever PUBLIC_URL says.
    paymentUrl: ({ txnId }) => `/payment-sandbox/${encodeURIComponent(txnId)}`,
    verifyCallback: async (params) => verifySha1Callback(params, options.secret),
    // The sandbox keeps no state of its own: its signed callback is the answer.
    queryStatus: async () => null,
    // Nothing to cancel: the sandbox page of a cancelled order can still be paid, which is then
    // flagged for refund as a late payment is (docs/integrations/dragonpay.md#cancelled-orders).
    voidTransaction: async () => true,
  };
}

/** The digest the sandbox gateway puts on its postback and return redirect. */
export function signSandboxCallback(
  secret: string,
  values: { txnId: string; refNo: string; status: string; message: string },
): string {
  return callbackDigest({ ...values, secretKey: secret });
}
