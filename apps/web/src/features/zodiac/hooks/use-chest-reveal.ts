import type { Zodiac, ZodiacSign } from '@fengshui/shared/cms';
import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useMarkZodiacRead } from '../api/mark-zodiac-read.ts';
import { shouldPlayChest } from '../logic/zodiac-display.ts';

/**
 * docs/content.md#horoscope: a horoscope that changed since the signed-in customer last read it opens with
 * the treasure chest; when it is revealed it is marked read, so it plays once per change. Guests are
 * never shown it (the server has no reading history for them and answers is_updated false). People
 * who prefer reduced motion get the horoscope at once, and it is marked read all the same.
 */
export function useChestReveal(zodiac: Zodiac | undefined, viewerId: number | null) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { mutate: markRead } = useMarkZodiacRead(viewerId);
  // Signs revealed on this visit: a failed mark-read call must not play the chest again.
  const [revealed, setRevealed] = useState<ReadonlySet<ZodiacSign>>(() => new Set());
  const sign = zodiac?.sign ?? null;
  const unread =
    zodiac !== undefined && viewerId !== null && shouldPlayChest(zodiac) && !revealed.has(zodiac.sign);

  const reveal = useCallback(() => {
    if (!sign) return;
    setRevealed((current) => new Set(current).add(sign));
    markRead(sign);
  }, [sign, markRead]);

  useEffect(() => {
    if (unread && reducedMotion) reveal();
  }, [unread, reducedMotion, reveal]);

  return { playing: unread && !reducedMotion, reveal };
}
