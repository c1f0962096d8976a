import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../../components/Spinner.tsx';
import { useSession } from '../../../../lib/session/session-api.ts';
import { usePurchaseCheck } from '../../api/get-purchase-check.ts';
import { reviewGate } from '../../logic/review-gate.ts';

// Loaded only for a customer who may review: the form validates with the shared zod schema, which
// the product page (a landing page) should not carry for everyone else.
const ReviewForm = lazy(() => import('./ReviewForm.tsx').then((module) => ({ default: module.ReviewForm })));

const NOTE = 'rounded-lg bg-cream px-4 py-3 text-sm text-stone-700';

/** The "write a review" corner: the form, or why there is none. */
export function ReviewComposer({ productId }: { productId: number }) {
  const session = useSession();
  const location = useLocation();
  const check = usePurchaseCheck(productId, session.user?.id ?? null);
  const gate = reviewGate({
    sessionStatus: session.status,
    check: check.data,
    checkFailed: check.isError,
  });

  switch (gate) {
    case 'guest':
      return (
        <p className={NOTE}>
          Bought this item?{' '}
          <Link
            to="/login"
            state={{ from: { pathname: location.pathname, search: location.search, hash: '#reviews' } }}
            className="font-semibold text-brand-600 underline-offset-2 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:outline-none"
          >
            Log in to review
          </Link>
        </p>
      );
    case 'not-delivered':
      return <p className={NOTE}>You can review this product once it has been delivered to you.</p>;
    case 'reviewed':
      return <p className={NOTE}>Thank you for reviewing this product!</p>;
    case 'can-review':
      return (
        <div className="rounded-xl border border-gold-300/70 bg-cream/60 p-4">
          <h3 className="mb-3 font-display text-lg font-bold text-brand-700">Write a review</h3>
          <Suspense fallback={<Spinner label="Loading the review form…" />}>
            <ReviewForm productId={productId} />
          </Suspense>
        </div>
      );
    default:
      return null;
  }
}
