import type { Product } from '@fengshui/shared/catalog';
import { Stars } from '../../../../components/Stars.tsx';
import { ReviewComposer } from './ReviewComposer.tsx';
import { ReviewList } from './ReviewList.tsx';

/** "Customer Reviews" on the product page (docs/catalogue.md#reviews): the rating, the form and the list. */
export function ProductReviews({ product }: { product: Product }) {
  const { average_rating: averageRating, review_count: reviewCount } = product;
  return (
    <section
      id="reviews"
      aria-labelledby="customer-reviews"
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="customer-reviews" className="font-display text-2xl font-bold text-brand-700">
        Customer Reviews
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
        <div className="flex flex-col gap-4">
          {/* Without reviews the list's empty state says so; the rating has nothing to show. */}
          {reviewCount > 0 && (
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-display text-4xl font-bold text-ink">{averageRating.toFixed(1)}</span>
              <div className="flex flex-col gap-1">
                <Stars rating={averageRating} size={18} />
                <span className="text-sm text-stone-600">
                  Based on {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
                </span>
              </div>
            </div>
          )}
          <ReviewComposer productId={product.product_id} />
        </div>
        <ReviewList productId={product.product_id} />
      </div>
    </section>
  );
}
