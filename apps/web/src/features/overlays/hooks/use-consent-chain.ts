import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConsentPrompt, type ConsentStage, nextConsentMove } from '../logic/consent-chain.ts';
import type { OverlayStorage } from '../logic/overlay-storage.ts';

export interface ConsentChain {
  /** The prompt due now, if any. */
  prompt: ConsentPrompt | null;
  /** Nothing is left to ask on this page view: the promotions may show. */
  done: boolean;
  /** The shopper answered (or closed) `prompt`; ignored when that prompt is not the current one. */
  complete: (prompt: ConsentPrompt, answeredNow: boolean) => void;
}

/**
 * Runs the consent chain once per page load (the layout stays mounted across in-app navigation), with
 * the timings of `nextConsentMove`.
 */
export function useConsentChain(storage: OverlayStorage): ConsentChain {
  const [state, setState] = useState<{ prompt: ConsentPrompt | null; done: boolean }>({
    prompt: null,
    done: false,
  });
  const current = useRef<ConsentPrompt | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const advance = useCallback(
    (completed: ConsentStage, answeredNow: boolean) => {
      clearTimeout(timer.current);
      current.current = null;
      const move = nextConsentMove(completed, { storage, now: Date.now(), answeredNow });
      if (move.kind === 'done') {
        setState({ prompt: null, done: true });
        return;
      }
      setState({ prompt: null, done: false });
      timer.current = setTimeout(() => {
        current.current = move.prompt;
        setState({ prompt: move.prompt, done: false });
      }, move.afterMs);
    },
    [storage],
  );

  useEffect(() => {
    advance('start', false);
    return () => clearTimeout(timer.current);
  }, [advance]);

  // A dialog reports both its answer and, as it closes, its close: only the first one counts.
  const complete = useCallback(
    (prompt: ConsentPrompt, answeredNow: boolean) => {
      if (current.current === prompt) advance(prompt, answeredNow);
    },
    [advance],
  );

  return { ...state, complete };
}
