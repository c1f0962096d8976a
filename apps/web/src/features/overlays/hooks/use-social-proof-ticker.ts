import type { SocialProof } from '@fengshui/shared/social-proof';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { socialProofQuery } from '../api/get-social-proof.ts';
import type { OverlayStorage } from '../logic/overlay-storage.ts';
import {
  msUntilSocialProofDue,
  recordSocialProofShown,
  type SocialProofTarget,
  socialProofTarget,
} from '../logic/social-proof.ts';
import { SOCIAL_PROOF_INTERVAL_MS } from '../logic/timings.ts';

export interface ShownProof {
  message: string;
  link: string | null;
  /** The page it speaks of: a sentence about one page is not carried to another. */
  pathname: string;
}

interface Options {
  storage: OverlayStorage;
  pathname: string;
  cartProductId: number | null;
  /** False while a prompt or the promo is on screen: the ticker never stacks on them. */
  ready: boolean;
}

/**
 * docs/content.md#social-proof: once at start and then every 15 minutes, shared by all
 * tabs through the stored last-shown time, paused while the tab is hidden, and only ever a sentence the
 * server vouches for: a null message, an error or a missing endpoint shows nothing.
 */
export function useSocialProofTicker({ storage, pathname, cartProductId, ready }: Options) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<ShownProof | null>(null);
  const target = socialProofTarget(pathname, cartProductId);
  const page = target?.page ?? null;
  const productId = target?.productId ?? null;

  useEffect(() => {
    if (!ready || page === null) return;
    const shownOn = pathname;
    const current: SocialProofTarget = { page, productId };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastAttempt = Number.NEGATIVE_INFINITY;
    let stopped = false;

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState === 'hidden') return;
      const now = Date.now();
      // After an attempt that had nothing to say, this tab waits a full interval before asking again.
      const wait = Math.max(
        msUntilSocialProofDue(storage, now),
        lastAttempt + SOCIAL_PROOF_INTERVAL_MS - now,
      );
      timer = setTimeout(attempt, wait);
    };

    const attempt = async () => {
      lastAttempt = Date.now();
      let proof: SocialProof | null = null;
      try {
        proof = await queryClient.fetchQuery(socialProofQuery(current));
      } catch {
        proof = null;
      }
      // Another tab may have shown one while this one waited for the answer.
      if (!stopped && proof?.message && msUntilSocialProofDue(storage, Date.now()) === 0) {
        recordSocialProofShown(storage, Date.now());
        setShown({ message: proof.message, link: proof.link, pathname: shownOn });
      }
      schedule();
    };

    const onVisibility = () => (document.visibilityState === 'hidden' ? clearTimeout(timer) : schedule());
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // A new page restarts the schedule, and reads its own sentence when one is due.
  }, [ready, pathname, page, productId, storage, queryClient]);

  const dismiss = useCallback(() => setShown(null), []);
  return { shown: ready && shown?.pathname === pathname ? shown : null, dismiss };
}
