import { toast } from '../../../lib/toast.ts';
import type { CookieAnswer } from '../logic/consent-chain.ts';

const TOAST_ID = 'cookie-consent';
const BUTTON = 'min-h-10 rounded-full px-4 text-sm font-semibold';

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
      <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white px-3 py-2.5 font-sans text-sm text-ink shadow-xl ring-1 ring-stone-200">
        <p className="min-w-0 flex-1 basis-52 text-stone-700">
          <span className="font-semibold text-ink">We use cookies</span> to keep you signed in and remember
          your cart. {/* A plain link: the toaster sits outside the router. */}
          <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </a>
        </p>
        <div className="ml-auto flex shrink-0 gap-2">
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
    // docs/content.md#overlays: at the bottom and compact, so it never covers the navbar, the cart or
    // the menu (the other toasts keep the top).
    { id: TOAST_ID, duration: Number.POSITIVE_INFINITY, dismissible: false, position: 'bottom-center' },
  );
}
