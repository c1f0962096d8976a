// Lazy: the e-mail check is the shared zod schema, which stays out of the storefront's first chunk.
import { NEWSLETTER_MESSAGES, subscribeSchema } from '@fengshui/shared/newsletter';
import { CheckCircle2, Gift } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session-api.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { recordNewsletterDismissed, recordSubscribeAttempt } from '../logic/newsletter.ts';
import type { OverlayStorage } from '../logic/overlay-storage.ts';

interface Props {
  storage: OverlayStorage;
  onClose: () => void;
}

const PRIMARY =
  'min-h-11 rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * The newsletter dialog (docs/content.md#newsletter and #messages): the 10% offer, POST /subscribe, the server's
 * message as the field's validation message, and 'Subscribed!' on success.
 */
export function NewsletterDialog({ storage, onClose }: Props) {
  const { user } = useSession();
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [subscribedWith, setSubscribedWith] = useState<string | null>(null);
  const attempted = useRef(false);
  const subscribe = useSubscribe();
  const fieldId = useId();
  const errorId = useId();

  const close = () => {
    // Turned down without a try: not again for a week (see NEWSLETTER_REASK_MS).
    if (!attempted.current) recordNewsletterDismissed(storage, Date.now());
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    // docs/content.md#newsletter: the attempt itself stores the flag, whatever the server answers.
    recordSubscribeAttempt(storage);
    attempted.current = true;
    setError(null);
    subscribe.mutate(parsed.data.email, {
      onSuccess: () => setSubscribedWith(parsed.data.email),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  if (subscribedWith !== null) {
    return (
      <Dialog
        open
        title="Subscribed!"
        onClose={onClose}
        footer={
          <div className="flex justify-end">
            <button type="button" onClick={onClose} className={PRIMARY}>
              OK
            </button>
          </div>
        }
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 shrink-0 text-green-700" size={24} />
          <p className="text-base text-stone-700">Thank you for subscribing with {subscribedWith}.</p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title="Get 10% off your next purchase" onClose={close}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Gift aria-hidden size={24} />
          </span>
          <p className="text-base text-stone-700">
            Join our newsletter for lucky dates, feng shui tips and new arrivals. As a thank-you we e-mail you
            a one-time code for <strong className="text-brand-700">10% off your next purchase</strong>.
          </p>
        </div>
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-ink">
            Email address
          </label>
          <input
            id={fieldId}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            placeholder="you@example.ph"
            className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus:border-gold-500 ${
              error ? 'border-brand-600' : 'border-stone-300'
            }`}
          />
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-brand-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-stone-600 hover:bg-stone-100"
          >
            No thanks
          </button>
          <button type="submit" disabled={subscribe.isPending} className={PRIMARY}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
