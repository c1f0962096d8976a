import type { RecentReview } from '@fengshui/shared/reviews';
import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { Stars } from '../../../components/Stars.tsx';
import { formatManilaDateTime } from '../../../lib/format-date.ts';
import { useRecentReviews } from '../api/get-recent-reviews.ts';
import { HOME_MESSAGES, reviewCardText } from '../logic/card-text.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** docs/catalogue.md#reviews and #messages: the three newest reviews, their text cut to 100 characters. */
export function RecentReviews() {
  const reviews = useRecentReviews();
  const list = reviews.data ?? [];
  return (
    <section aria-labelledby="reviews-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="reviews-title"
          eyebrow="Customer reviews"
          title="Loved by homes across the islands"
        />
        {reviews.isPending ? (
          <div className="grid gap-4 md:grid-cols-3" aria-hidden>
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-60 animate-pulse rounded-2xl border border-stone-200 bg-white" />
            ))}
          </div>
        ) : list.length === 0 ? (
          // A failed call reads the same as none: the visitor cannot act on the difference.
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
            {HOME_MESSAGES.noReviews}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {list.map((review) => (
              <li key={review.review_id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReviewCard({ review }: { review: RecentReview }) {
  const text = review.review_text.trim();
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <Quote aria-hidden size={32} className="absolute top-5 right-5 text-gold-300" />
      <Stars rating={review.rating} size={16} />
      <blockquote className="mt-3 flex-1 text-stone-700">
        {text ? (
          <p>“{reviewCardText(text)}”</p>
        ) : (
          <p className="italic text-stone-600">Rated without a comment.</p>
        )}
      </blockquote>
      <figcaption className="mt-5 border-t border-stone-100 pt-4 text-sm">
        <span className="block font-semibold text-ink">{review.user_name}</span>
        <span className="block text-stone-600">
          on{' '}
          <Link to={`/product/${review.product_id}`} className="font-medium text-brand-600 hover:underline">
            {review.product_name}
          </Link>
        </span>
        <time dateTime={review.created_at} className="mt-1 block text-xs text-stone-600">
          {formatManilaDateTime(review.created_at).slice(0, 10)}
        </time>
      </figcaption>
    </figure>
  );
}
