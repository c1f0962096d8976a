import { toast } from 'sonner';
import type { CookieAnswer } from '../logic/consent-chain.ts';

const TOAST_ID = 'cookie-consent';
const BUTTON = 'min-h-10 rounded-full px-5 text-sm font-semibold';

/**
 * The cookie question as a toast that stays until it is answered (docs/content.md#overlays "Consent
 * chain"). A custom toast: sonner's own buttons ignore a cancel on a toast that cannot be dismissed,
 * and its one-row layout crowds two buttons and a sentence on a phone.
 */
export function showCookieConsentToast(onAnswer: (answer: CookieAnswer) => void): void {
  const answer = (value: CookieAnswer) => {
    onAnswer(value);
    toast.dismiss(TOAST_ID);
  };
  toast.custom(
    () => (
      <div className="w-full rounded-xl bg-white p-4 font-sans text-sm text-ink shadow-xl ring-1 ring-stone-200">
        <p className="font-semibold">We use cookies</p>
        <p className="mt-1 text-stone-700">
          They keep you signed in and remember your cart. Read our{' '}
          {/* A plain link: the toaster sits outside the router. */}
          <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </a>
          .
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => answer('declined')}
            className={`${BUTTON} border border-stone-300 text-stone-700 hover:bg-stone-100`}
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => answer('accepted')}
            className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Accept
          </button>
        </div>
      </div>
    ),
    { id: TOAST_ID, duration: Number.POSITIVE_INFINITY, dismissible: false },
  );
}
