import { Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { safeReturnPath } from '../../../lib/session/public-paths.ts';
import type { ShownProof } from '../hooks/use-social-proof-ticker.ts';
import { SOCIAL_PROOF_VISIBLE_MS } from '../logic/timings.ts';

interface Props {
  shown: ShownProof | null;
  onDismiss: () => void;
}

/**
 * The ticker's sentence, top-right in a dark card, closing itself after 4 s. The live region is always
 * there so screen readers announce what appears in it; pointing at or focusing the card holds it open.
 */
export function SocialProofTicker({ shown, onDismiss }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hold = () => clearTimeout(timer.current);
  const release = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onDismiss, SOCIAL_PROOF_VISIBLE_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new sentence gets its own 4 s
  useEffect(() => {
    if (!shown) return;
    release();
    return hold;
  }, [shown]);

  // Only paths of this shop are followed; anything else shows as plain text.
  const link = shown?.link && safeReturnPath(shown.link, '') !== '' ? shown.link : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-20 z-30 flex justify-end sm:left-auto sm:w-96"
    >
      {shown && (
        // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the auto-close
        <div
          onMouseEnter={hold}
          onMouseLeave={release}
          onFocus={hold}
          onBlur={release}
          className="pointer-events-auto flex w-full items-start gap-3 rounded-xl bg-ink/95 px-4 py-3 text-sm text-white shadow-xl ring-1 ring-gold-400/40"
          data-testid="social-proof"
        >
          <Sparkles aria-hidden size={18} className="mt-0.5 shrink-0 text-gold-300" />
          {link ? (
            <Link to={link} onClick={onDismiss} className="flex-1 hover:text-gold-300 hover:underline">
              {shown.message}
            </Link>
          ) : (
            <p className="flex-1">{shown.message}</p>
          )}
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Close"
            className="-m-1 rounded-full p-1 text-white/80 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
