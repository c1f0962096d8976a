import { Stars } from '../../../components/Stars.tsx';

interface Props {
  averageRating: number;
  reviewCount: number;
}

/** The heading of the reviews section; the reviews list itself is added by the reviews work. */
export function ProductReviewsHeader({ averageRating, reviewCount }: Props) {
  return (
    <section
      id="reviews"
      aria-labelledby="customer-reviews"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="customer-reviews" className="font-display text-2xl font-bold text-brand-700">
        Customer Reviews
      </h2>
      {reviewCount > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="font-display text-4xl font-bold text-ink">{averageRating.toFixed(1)}</span>
          <div className="flex flex-col gap-1">
            <Stars rating={averageRating} size={18} />
            <span className="text-sm text-stone-600">
              Based on {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-600">No reviews yet.</p>
      )}
    </section>
  );
}
