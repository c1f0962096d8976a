import { MESSAGES } from '@fengshui/shared/messages';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductSection, useNewArrivals } from '../../catalog/public.ts';

/** docs/content.md#home-page: new arrivals from the shop's own list, as on /shop. */
export function NewArrivals() {
  const newArrivals = useNewArrivals();
  // A teaser of the shop's list: two full rows of five on a desktop, one row to swipe on a phone; View
  // all has the rest. The same ten whatever the screen, so the server's page is the one that stays.
  const shown = newArrivals.data?.slice(0, 10);
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
