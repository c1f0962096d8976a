import { ExternalLink } from 'lucide-react';

/** storefront.md 4: the browser has not left for the gateway after 3 seconds. */
export function ManualRedirectPanel({ paymentUrl }: { paymentUrl: string }) {
  const go = () => {
    try {
      window.location.replace(paymentUrl);
    } catch {
      // Fall through to the form below.
    }
    window.setTimeout(() => {
      const form = document.createElement('form');
      form.method = 'GET';
      form.action = paymentUrl;
      document.body.append(form);
      form.submit();
    }, 1_000);
  };
  return (
    <section
      role="alert"
      className="rounded-2xl border border-gold-400 bg-gold-100/70 p-4 text-sm text-ink shadow-sm sm:p-5"
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
