import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// docs/checkout-and-payment.md#paying-online and #transaction-result.

/** An order's id in a payment's path or body: a bad one is an order that does not exist. */
export const paymentOrderId = fromNumberText(
  z
    .number({ error: 'Order not found.' })
    .int({ error: 'Order not found.' })
    .positive({ error: 'Order not found.' })
    .max(ROW_ID_MAX, { error: 'Order not found.' }),
);

export const paymentRequestSchema = z.object({
  order_id: paymentOrderId,
  payment_method: z.enum(['dragonpay', 'cod']).default('dragonpay'),
  payment_details: z.object({ email: z.email().optional() }).default({}),
});
export type PaymentRequestInput = z.infer<typeof paymentRequestSchema>;

export const paymentResponseSchema = z.object({
  success: z.literal(true),
  payment_url: z.string(),
});

/** Both spellings the result page sends (docs/checkout-and-payment.md#transaction-result). */
export const verifyQuerySchema = z.object({
  txnId: z.string().max(60).optional(),
  txnid: z.string().max(60).optional(),
  refNo: z.string().max(60).optional(),
  refno: z.string().max(60).optional(),
  status: z.string().max(20).optional(),
  message: z.string().max(500).optional(),
});

export const verifyResponseSchema = z.object({
  order: z.object({
    order_code: z.string(),
    order_id: z.number(),
    total_price: z.number(),
    total_amount: z.number(),
    tracking_number: z.string().nullable(),
  }),
  status: z.enum(['success', 'pending', 'failed']),
  message: z.string(),
});

export const paymentUrlResponseSchema = z.object({
  success: z.boolean(),
  payment_url: z.string().nullable(),
  hours_remaining: z.number(),
  expired: z.boolean(),
  completed: z.boolean(),
  message: z.string(),
});

export const paymentCheckResponseSchema = z.object({ success: z.boolean(), updated: z.number() });

export const SANDBOX_PAYMENT_STATUSES = ['S', 'P', 'F'] as const;

export const sandboxTransactionSchema = z.object({
  txnid: z.string(),
  amount: z.number(),
  description: z.string(),
  email: z.string(),
});

export const sandboxCompleteSchema = z.object({ status: z.enum(SANDBOX_PAYMENT_STATUSES) });
export const sandboxCompleteResponseSchema = z.object({ return_url: z.string() });

export const PAYMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  transactionNotFound: 'Transaction not found',
  missingTransaction: 'Missing transaction information',
  codNoGateway: 'Cash on delivery orders are paid on delivery and need no online payment',
  notAwaitingPayment: 'This order is not awaiting payment',
  windowExpired: 'The payment window for this order has expired. Please place a new order.',
  alreadyPaid: 'Payment has already been completed for this order',
  success: 'Payment successful! Your order is now being processed.',
  pending: 'Your payment is pending. We will update your order once the payment is confirmed.',
  failed: 'Payment failed or was cancelled. Please try again or choose another payment method.',
  refundDue: 'Payment received after the order was cancelled. A refund will be issued.',
} as const;
