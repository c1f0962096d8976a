import type { PurchaseCheck } from '@fengshui/shared/reviews';

export type ReviewGate = 'checking' | 'guest' | 'not-delivered' | 'reviewed' | 'can-review' | 'unavailable';

interface GateInput {
  sessionStatus: 'loading' | 'authenticated' | 'anonymous';
  check: PurchaseCheck | undefined;
  checkFailed: boolean;
}

/**
 * What the reviews section offers (docs/catalogue.md#reviews): guests are asked to log in, a customer writes a review once
 * the product has been delivered to them, and only once.
 */
export function reviewGate({ sessionStatus, check, checkFailed }: GateInput): ReviewGate {
  if (sessionStatus === 'anonymous') return 'guest';
  if (sessionStatus === 'loading') return 'checking';
  if (checkFailed) return 'unavailable';
  if (!check) return 'checking';
  if (check.hasReviewed) return 'reviewed';
  return check.hasPurchased ? 'can-review' : 'not-delivered';
}
