import { manilaDateTextOf } from '@fengshui/shared/manila-time';
import type { Review } from '@fengshui/shared/reviews';
import { useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { Stars } from '../../../../components/Stars.tsx';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { useProductReviews } from '../../api/get-product-reviews.ts';

const PAGE = 5;

/** The product's reviews, newest first; a list that fails to load reads as empty (docs/catalogue.md#api). */
export function ReviewList({ productId }: { productId: number }) {
  const query = useProductReviews(productId);
  const [shown, setShown] = useState(PAGE);
  // More reviews are shown by the page's code: until it runs, the button waits, disabled.
  const hydrated = useHydrated();
  if (query.isPending) return <Spinner label="Loading reviews…" />;
  const reviews = query.data ?? [];
  if (reviews.length === 0)
    return <EmptyState title="No reviews yet. Be the first to share how it worked for you!" />;
  return (
    <div>
      <ul className="divide-y divide-stone-200">
        {reviews.slice(0, shown).map((review) => (
          <ReviewItem key={review.review_id} review={review} />
        ))}
      </ul>
      {reviews.length > shown && (
        <button
          type="button"
          onClick={() => setShown((count) => count + PAGE)}
          disabled={!hydrated}
          className="mt-3 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:outline-none"
        >
          Show more reviews ({reviews.length - shown})
        </button>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="py-4 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} size={16} />
        <span className="font-semibold text-ink">{review.user_name}</span>
        <time dateTime={review.created_at} className="text-sm text-stone-500">
          {manilaDateTextOf(review.created_at)}
        </time>
      </div>
      {/* Plain text: React escapes it, and the customer's line breaks are kept. */}
      {review.review_text && (
        <p className="mt-2 break-words whitespace-pre-line text-stone-700">{review.review_text}</p>
      )}
    </li>
  );
}
