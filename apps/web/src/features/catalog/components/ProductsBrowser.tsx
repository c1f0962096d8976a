import { MESSAGES } from '@fengshui/shared/messages';
import type { ProductListFilters } from '@fengshui/shared/query-keys';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ProductCard.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useProducts } from '../api/get-products.ts';

/**
 * The paged product grid (20 a page): loads the next page near the end, or with the button.
 * `eagerCount`: the cards above the fold when the grid starts the page (see ProductGrid).
 */
export function ProductsBrowser({
  filters,
  eagerCount = 0,
}: {
  filters: ProductListFilters;
  eagerCount?: number;
}) {
  const query = useProducts(filters);
  // The next page is read by the page's code: until it runs, the button waits, disabled.
  const hydrated = useHydrated();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError) return <EmptyState title={MESSAGES.errorLoadingProducts} />;
  const products = query.data.pages.flatMap((page) => page.products);
  if (products.length === 0) return <EmptyState title={MESSAGES.noProductsFound} />;

  return (
    <div>
      <ProductGrid products={products} eagerCount={eagerCount} />
      <div ref={sentinel} className="mt-8 flex justify-center">
        {hasNextPage ? (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={!hydrated || isFetchingNextPage}
            className="rounded-full border border-brand-600 px-6 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more products'}
          </button>
        ) : (
          <p className="text-sm text-stone-600">You have seen all {products.length} products.</p>
        )}
      </div>
    </div>
  );
}
