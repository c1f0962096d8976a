import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';

// docs/checkout-and-payment.md#paying-online and #limits: the manual button appears if the browser is still here 3 seconds after the
// redirect to the gateway; the form fallback follows the location one after a further second.
export const REDIRECT_FALLBACK_MS = 3_000;
export const FORM_FALLBACK_MS = 1_000;

/**
 * A GET form replaces its action's query with its fields, so the payment URL's parameters (Dragonpay's
 * merchantid, txnid, digest...) travel as hidden fields, not in the action.
 */
function submitAsForm(paymentUrl: string) {
  const url = new URL(paymentUrl, window.location.href);
  const form = document.createElement('form');
  form.method = 'GET';
  form.action = `${url.origin}${url.pathname}`;
  for (const [name, value] of url.searchParams) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}

/** docs/checkout-and-payment.md#paying-online: shown once the automatic redirect to the gateway seems to have failed. */
export function ManualRedirectPanel({ paymentUrl }: { paymentUrl: string }) {
  const [visible, setVisible] = useState(false);
  // Mounted once the redirect has started (the page keys it by the URL), so the clock starts here.
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), REDIRECT_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const go = () => {
    try {
      window.location.replace(paymentUrl);
    } catch {
      // Fall through to the form below.
    }
    // Still here a second later: the location change did not happen, so submit a form instead.
    window.setTimeout(() => submitAsForm(paymentUrl), FORM_FALLBACK_MS);
  };
  return (
    <section
      role="alert"
      className="mb-5 rounded-2xl border border-gold-400 bg-gold-100/70 p-4 text-sm text-ink shadow-sm sm:p-5"
    >
      <h2 className="font-display text-lg font-bold text-brand-700">Continue to payment</h2>
      <p className="mt-1 text-stone-700">
        Your order has been created. If you were not taken to the payment page automatically, use the button
        below.
      </p>
      <button
        type="button"
        onClick={go}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        Go to Payment Page <ExternalLink size={16} aria-hidden />
      </button>
    </section>
  );
}
