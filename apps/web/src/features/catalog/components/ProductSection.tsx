import type { ProductCard } from '@fengshui/shared/catalog';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ProductCard.tsx';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  products: ProductCard[] | undefined;
  isLoading: boolean;
  isError: boolean;
  emptyText: string;
  action?: ReactNode;
  /** The cards above the fold when this section starts the page (see ProductGrid). */
  eagerCount?: number;
}

/** One home list (Flash Deals, New Arrivals, Best Sellers): at most 12 products or its empty text. */
export function ProductSection({
  id,
  title,
  subtitle,
  products,
  isLoading,
  isError,
  emptyText,
  action,
  eagerCount = 0,
}: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-32">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand-700 sm:text-3xl">
            {title}
          </h2>
          {subtitle && <p className="text-sm text-stone-600">{subtitle}</p>}
        </div>
        {action}
      </div>
      {isLoading ? (
        <ProductGridSkeleton count={5} />
      ) : isError ? (
        <EmptyState title="Error loading products" />
      ) : products && products.length > 0 ? (
        <ProductGrid products={products} eagerCount={eagerCount} rowOnPhone />
      ) : (
        <EmptyState title={emptyText} />
      )}
    </section>
  );
}
