/** The payment gateway behind one interface (docs/contributing.md#integrations and docs/integrations/dragonpay.md#sandbox-gateway): Dragonpay and a local sandbox. */

/** docs/integrations/dragonpay.md#status-codes: S success, F failure, P pending, U unknown, R refund, K chargeback, V void, A authorized. */
export const DRAGONPAY_STATUSES = ['S', 'F', 'P', 'U', 'R', 'K', 'V', 'A'] as const;
export type DragonpayStatus = (typeof DRAGONPAY_STATUSES)[number];

export function isDragonpayStatus(value: string): value is DragonpayStatus {
  return (DRAGONPAY_STATUSES as readonly string[]).includes(value);
}

export interface PaymentRequest {
  txnId: string;
  /** Pesos (sent with 2 decimals). */
  amount: number;
  description: string;
  email: string;
  param1?: string;
}

/** The parameters of a postback or return redirect, URL-decoded, as they arrived. */
export type CallbackParams = Record<string, string | undefined>;

export interface VerifiedCallback {
  /** True only when the SHA-1 digest or (real gateway) an RSA-SHA256 signature matches the values. */
  valid: boolean;
  txnId: string;
  refNo: string;
  status: string;
  message: string;
  /** Pesos, when the callback carries an amount. */
  amount: number | null;
}

export interface PaymentProvider {
  readonly name: 'dragonpay' | 'sandbox';
  /**
   * True when the status inquiry reflects the real gateway, so a success callback is confirmed by it
   * before an order is marked paid (docs/integrations/dragonpay.md#hardening). The sandbox trusts its signed callback.
   */
  readonly confirmsWithInquiry: boolean;
  /** Where the buyer's browser goes to pay. */
  paymentUrl(request: PaymentRequest): string;
  /** Async: the real gateway may fetch its public keys to check a signature. Never rejects. */
  verifyCallback(params: CallbackParams): Promise<VerifiedCallback>;
  /** The gateway's status of a transaction; null when it cannot tell (unknown, unreachable). */
  queryStatus(txnId: string): Promise<DragonpayStatus | null>;
  /**
   * Cancels an unpaid transaction with the gateway, so that it can no longer be paid (at a counter,
   * say): true when the gateway voided it, false when it refused (already paid, say). Rejects when the
   * gateway could not be reached, for the caller to try again.
   */
  voidTransaction(txnId: string): Promise<boolean>;
}
