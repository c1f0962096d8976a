import { formatPeso } from '@fengshui/shared/money';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LegalDialog, type LegalDocument } from '../../../components/legal/LegalDialog.tsx';
import { CHECKOUT_MESSAGES } from '../logic/checkout-messages.ts';
import type { CheckoutTotals, PaymentMethod } from '../logic/checkout-totals.ts';

interface Props {
  totals: CheckoutTotals;
  shippingLoading: boolean;
  shippingNotice: string | null;
  /** No saved address yet: the fee is not known. */
  shippingAwaitsAddress?: boolean;
  termsAccepted: boolean;
  onTerms: (accepted: boolean) => void;
  paymentMethod: PaymentMethod;
  processing: boolean;
  disabled: boolean;
  onPlaceOrder: () => void;
}

export function TotalsCard(props: Props) {
  const termsId = useId();
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const { totals } = props;
  // A basket that ships free has its whole total before any address is known.
  const awaitsAddress = props.shippingAwaitsAddress && !totals.freeShipping;
  return (
    <section
      aria-label="Order total"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <h2 className="mb-4 border-b border-gold-300/60 pb-3 font-display text-xl font-bold text-brand-700">
        Payment Details
      </h2>
      <dl className="space-y-2 text-sm">
        <Row label={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}>
          {formatPeso(totals.subtotal)}
        </Row>
        <Row label="Shipping Fee">
          {totals.freeShipping ? (
            <span className="text-emerald-700">Free</span>
          ) : awaitsAddress ? (
            <span className="font-normal text-stone-600">{CHECKOUT_MESSAGES.shippingAfterAddress}</span>
          ) : props.shippingLoading ? (
            'Calculating…'
          ) : (
            formatPeso(totals.shippingFee)
          )}
        </Row>
        {props.shippingNotice && !totals.freeShipping && (
          <p className="text-xs text-stone-500">{props.shippingNotice}</p>
        )}
        <Row label="Voucher Discount">
          <span className={totals.discount > 0 ? 'text-emerald-700' : undefined}>
            -{formatPeso(totals.discount)}
          </span>
        </Row>
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
          <dt className="font-semibold text-ink">{awaitsAddress ? 'Total before shipping' : 'Total'}</dt>
          <dd data-testid="checkout-total" className="text-2xl font-bold text-brand-600 figures">
            {formatPeso(totals.total)}
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex items-start gap-2 text-sm text-stone-700">
        <input
          id={termsId}
          type="checkbox"
          aria-label="I agree to the Terms and Conditions and Refund Policy"
          checked={props.termsAccepted}
          onChange={(event) => props.onTerms(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        />
        <p>
          <label htmlFor={termsId}>I have read and agree to the </label>
          <button
            type="button"
            className="font-medium text-gold-700 underline underline-offset-2 hover:text-brand-600"
            onClick={() => setDocument('terms')}
          >
            Terms and Conditions
          </button>{' '}
          and{' '}
          <button
            type="button"
            className="font-medium text-gold-700 underline underline-offset-2 hover:text-brand-600"
            onClick={() => setDocument('refund')}
          >
            Refund Policy
          </button>
          .
        </p>
      </div>

      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row lg:flex-col-reverse xl:flex-row">
        <Link
          to="/cart"
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full border border-stone-300 px-5 text-sm font-semibold text-stone-700 transition hover:bg-stone-50"
        >
          Back to Cart
        </Link>
        <button
          type="button"
          onClick={props.onPlaceOrder}
          disabled={props.disabled}
          aria-busy={props.processing || undefined}
          className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {props.processing && <Loader2 size={16} className="animate-spin" aria-hidden />}
          {props.paymentMethod === 'cod' ? 'Place COD Order' : 'Place Order'}
        </button>
      </div>
      <LegalDialog document={document} onClose={() => setDocument(null)} />
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-ink figures">{children}</dd>
    </div>
  );
}
