import { formatPeso } from '@fengshui/shared/money';
import { PAYMENT_MESSAGES } from '@fengshui/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { triggerPaymentCheck } from '../api/trigger-payment-check.ts';
import { type VerifyResponse, verifyTransactionQuery } from '../api/verify-transaction.ts';
import { finishCheckoutAttempt, sessionStore } from '../logic/checkout-attempt.ts';
import { CHECKOUT_MESSAGES } from '../logic/checkout-messages.ts';
import { verifyErrorMessage } from '../logic/order-errors.ts';
import { PAYMENT_CHECK_DELAY_MS } from '../logic/startup-payment-check.ts';
import { readTransactionParams } from '../logic/transaction-result.ts';

export function TransactionResultPage() {
  useDocumentTitle('Payment Result');
  const [search] = useSearchParams();
  const params = useMemo(() => readTransactionParams(search), [search]);
  const verify = useQuery({
    ...verifyTransactionQuery(
      params
        ? { txnId: params.txnId, refNo: params.refNo, status: params.status }
        : { txnId: '', refNo: '', status: '' },
    ),
    enabled: params !== null,
  });

  // The check asks the gateway about the customer's awaited payments: when it settled one (the shopper
  // came back before the gateway's postback), the outcome is read again rather than left at Pending.
  const { refetch } = verify;
  useEffect(() => {
    if (!params) return;
    const timer = window.setTimeout(() => {
      void triggerPaymentCheck().then((updated) => {
        if (updated > 0) void refetch();
      });
    }, PAYMENT_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [params, refetch]);

  // A paid (or failed) order ends the checkout attempt: the next checkout gets a new key.
  const settled = verify.data?.status === 'success' || verify.data?.status === 'failed';
  useEffect(() => {
    if (settled) finishCheckoutAttempt(sessionStore());
  }, [settled]);

  let content: ReactNode;
  if (!params) content = <ErrorView message={CHECKOUT_MESSAGES.missingTransaction} />;
  else if (verify.isPending) content = <Spinner label="Verifying your payment…" />;
  else if (verify.isError) content = <ErrorView message={verifyErrorMessage(verify.error)} />;
  else content = <OutcomeView result={verify.data} />;

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
      <section className="rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm sm:p-8">
        {content}
      </section>
    </div>
  );
}

function ErrorView({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center">
      <AlertTriangle size={44} className="text-gold-600" aria-hidden />
      <h1 className="mt-3 font-display text-2xl font-bold text-brand-700">Something went wrong</h1>
      <p className="mt-2 text-sm text-stone-600" role="alert">
        {message}
      </p>
      <Link
        to="/shop"
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Return to Shop
      </Link>
    </div>
  );
}

const VIEWS = {
  success: {
    title: 'Payment Successful',
    Icon: CheckCircle2,
    tone: 'text-emerald-600',
    fallback: PAYMENT_MESSAGES.success,
  },
  pending: {
    title: 'Payment Pending',
    Icon: Clock,
    tone: 'text-gold-600',
    fallback: PAYMENT_MESSAGES.pending,
  },
  failed: {
    title: 'Payment Failed',
    Icon: XCircle,
    tone: 'text-brand-600',
    fallback: PAYMENT_MESSAGES.failed,
  },
} as const;

/** The server's verify status decides the view, never the status in the URL. */
function OutcomeView({ result }: { result: VerifyResponse }) {
  const view = VIEWS[result.status] ?? VIEWS.failed;
  const amount = result.order.total_amount ?? result.order.total_price;
  return (
    <div className="flex flex-col items-center" data-testid={`transaction-${result.status}`}>
      <view.Icon size={52} className={view.tone} aria-hidden />
      <h1 className="mt-3 font-display text-2xl font-bold text-brand-700 sm:text-3xl">{view.title}</h1>
      <p className="mt-2 text-sm text-stone-600">{result.message || view.fallback}</p>
      <dl className="mt-5 w-full space-y-2 rounded-xl bg-cream p-4 text-left text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Order</dt>
          <dd className="figures font-semibold text-ink">{result.order.order_code}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Amount</dt>
          <dd className="font-semibold text-brand-600 figures">{formatPeso(amount)}</dd>
        </div>
        {result.order.tracking_number && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">Tracking number</dt>
            <dd className="text-ink">{result.order.tracking_number}</dd>
          </div>
        )}
      </dl>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to="/shop"
          className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-600 px-6 text-sm font-semibold text-brand-600 hover:bg-brand-50"
        >
          Continue Shopping
        </Link>
        {result.status === 'pending' && (
          // docs/checkout-and-payment.md#transaction-result: not a dead end; the order page holds its
          // Continue Payment for as long as the payment window is open.
          <>
            <Link
              to={`/account/orders/${result.order.order_id}`}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-600 px-6 text-sm font-semibold text-brand-600 hover:bg-brand-50"
            >
              View Order
            </Link>
            <Link
              to={`/account/orders/${result.order.order_id}#continue-payment`}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Continue Payment
            </Link>
          </>
        )}
        {result.status === 'success' && (
          <Link
            to="/purchases"
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
          >
            View My Orders
          </Link>
        )}
      </div>
    </div>
  );
}
