import { useStartupPaymentCheck } from '../features/checkout/hooks/use-startup-payment-check.ts';
import { SessionRoot } from '../lib/session/SessionRoot.tsx';

/** The root route: the session's wiring, and the tasks of docs/accounts.md#sessions that run once at start. */
export function AppRoot() {
  useStartupPaymentCheck();
  return <SessionRoot />;
}
