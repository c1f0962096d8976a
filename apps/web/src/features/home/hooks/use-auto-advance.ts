import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { stepIndex } from '../logic/slides.ts';
import { usePageHidden } from './use-page-hidden.ts';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The current slide of a slider that moves on by itself every `intervalMs`. It stands still for
 * people who prefer reduced motion, while the tab is hidden, while the pointer is over it or focus is
 * inside it (WCAG 2.2.2), and after the visitor presses its pause button. Every change of
 * slide, by timer or by hand, restarts the wait.
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const pageHidden = usePageHidden();
  // A list that shrank (data arrived with fewer items) must not leave the index past its end.
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const paused = reducedMotion || pageHidden || hovered || focused || stopped || count < 2;

  useEffect(() => {
    if (paused) return;
    // Depending on the index restarts the wait after every change of slide, by timer or by hand.
    const timer = window.setTimeout(() => setIndex(stepIndex(index, 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const goTo = useCallback((target: number) => setIndex(stepIndex(target, 0, count)), [count]);
  const next = useCallback(() => setIndex((current) => stepIndex(current, 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => stepIndex(current, -1, count)), [count]);
  const toggleStopped = useCallback(() => setStopped((value) => !value), []);

  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, goTo, next, previous, paused, reducedMotion, stopped, toggleStopped, regionHandlers };
}
