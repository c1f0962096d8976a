import { MESSAGES } from '@fengshui/shared/messages';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { ProductSection, useNewArrivals } from '../../catalog/public.ts';

/** docs/content.md#home-page: new arrivals from the shop's own list, as on /shop. */
export function NewArrivals() {
  const newArrivals = useNewArrivals();
  const isMobile = useIsMobile();
  // A teaser of the shop's list: full rows of two on a phone and of five on a desktop; View all has the rest.
  const shown = newArrivals.data?.slice(0, isMobile ? 6 : 10);
  return (
    <div className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <ProductSection
          id="new-arrivals"
          title="New Arrivals"
          subtitle="Fresh in the shop this month"
          products={shown}
          isLoading={newArrivals.isPending}
          isError={newArrivals.isError}
          emptyText={MESSAGES.noNewArrivals}
          action={
            <Link
              to="/shop"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-800"
            >
              View all <ArrowRight size={16} aria-hidden />
            </Link>
          }
        />
      </div>
    </div>
  );
}
