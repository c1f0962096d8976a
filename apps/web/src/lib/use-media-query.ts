import { MOBILE_BREAKPOINT_PX } from '@fengshui/shared/constants';
import { useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * False on the server and while hydrating, then the browser's answer. The browser's snapshot is
 * false too until `useHydrated` turns true: a snapshot differing from the server's would make React
 * render every reader again synchronously after hydrating, in one long task on a phone, where the
 * transition of `useHydrated` yields (docs/decisions/007-delivering-bytes.md, "Sixth pass").
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => hydrated && window.matchMedia(query).matches,
    () => false,
  );
}

/** docs/architecture.md#web-app: the mobile layout applies up to 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
}

/**
 * docs/cart.md#cart-page: the cart's compact layout is for widths below 768 px. At 768 itself the page
 * is laid out for the tablet (Tailwind's `md`), so the cart keeps its table there.
 */
export function useIsBelowMobileBreakpoint(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
}
