import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-api.ts';
import { triggerPaymentCheck } from '../api/trigger-payment-check.ts';
import {
  PAYMENT_CHECK_DELAY_MS,
  PAYMENT_CHECK_SESSION_FLAG,
  shouldCheckPaymentsAtStart,
} from '../logic/startup-payment-check.ts';

// Once per page load, however often the root re-renders or the shopper signs in and out.
let checkedThisLoad = false;

/** Test seam: a new page load. */
export function resetStartupPaymentCheck(): void {
  checkedThisLoad = false;
}

function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

function readFlag(): string | null {
  try {
    return sessionStorage.getItem(PAYMENT_CHECK_SESSION_FLAG);
  } catch {
    return null;
  }
}

/**
 * docs/checkout-and-payment.md#payment-check: the start-up payment check. The call needs a signed-in customer (a guest
 * has no payments), so it waits for the session; orders it settles are re-read.
 */
export function useStartupPaymentCheck(): void {
  const { status } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'authenticated' || checkedThisLoad) return;
    if (!shouldCheckPaymentsAtStart(navigationType(), readFlag())) return;
    const timer = window.setTimeout(() => {
      checkedThisLoad = true;
      try {
        sessionStorage.setItem(PAYMENT_CHECK_SESSION_FLAG, '1');
      } catch {
        // Without storage the check simply runs on each new visit.
      }
      void triggerPaymentCheck().then((updated) => {
        // The orders feature keeps its queries under 'orders' (features do not import each other).
        if (updated > 0) void queryClient.invalidateQueries({ queryKey: ['orders'] });
      });
    }, PAYMENT_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, queryClient]);
}
