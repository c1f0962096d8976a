import { formatPeso } from '@fengshui/shared/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { completeSandboxPayment } from '../api/complete-sandbox-payment.ts';
import { type SandboxStatus, sandboxTransactionQuery } from '../api/sandbox-payment.ts';

const OUTCOMES: { status: SandboxStatus; label: string; className: string }[] = [
  { status: 'S', label: 'Pay', className: 'bg-brand-600 text-white hover:bg-brand-700' },
  {
    status: 'P',
    label: 'Leave pending',
    className: 'border border-gold-500 bg-gold-100 text-gold-700 hover:bg-gold-300/60',
  },
  {
    status: 'F',
    label: 'Fail',
    className: 'border border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
  },
];

/** The test gateway: stands in for Dragonpay where no real gateway is configured. */
export function PaymentSandboxPage() {
  useDocumentTitle('Sandbox payment');
  const { txnid = '' } = useParams();
  const transaction = useQuery(sandboxTransactionQuery(txnid));
  const complete = useMutation({
    mutationFn: completeSandboxPayment,
    onSuccess: (response) => window.location.assign(response.return_url),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const busy = complete.isPending || complete.isSuccess;

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-14">
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold tracking-wide text-gold-700 uppercase">
          <FlaskConical size={14} aria-hidden /> Test only
        </p>
        <h1 className="mt-3 font-display text-2xl font-bold text-brand-700">Sandbox payment (test only)</h1>
        <p className="mt-1 text-sm text-stone-600">
          No money moves here. Choose how this test payment should end.
        </p>
        {transaction.isPending ? (
          <Spinner label="Loading the payment…" />
        ) : transaction.isError ? (
          <p className="mt-5 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700" role="alert">
            {errorMessage(transaction.error)}
          </p>
        ) : (
          <>
            <dl className="mt-5 space-y-2 rounded-xl bg-cream p-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">Amount</dt>
                <dd className="text-lg font-bold text-brand-600 figures">
                  {formatPeso(transaction.data.amount)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">Description</dt>
                <dd className="text-right text-ink">{transaction.data.description}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">Reference</dt>
                <dd className="font-mono text-xs break-all text-stone-700">{transaction.data.txnid}</dd>
              </div>
            </dl>
            <div className="mt-6 grid gap-3 sm:grid-cols-3">
              {OUTCOMES.map((outcome) => (
                <button
                  key={outcome.status}
                  type="button"
                  disabled={busy}
                  onClick={() => complete.mutate({ txnid, status: outcome.status })}
                  className={`min-h-12 rounded-full px-5 text-sm font-semibold transition disabled:opacity-50 ${outcome.className}`}
                >
                  {outcome.label}
                </button>
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
