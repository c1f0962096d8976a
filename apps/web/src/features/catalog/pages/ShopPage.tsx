import type { Category } from '@fengshui/shared/catalog';
import { MESSAGES } from '@fengshui/shared/messages';
import { listOptionsFromParams } from '@fengshui/shared/product-list-options';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { categoriesQuery, useCategories } from '../api/get-categories.ts';
import { homeListQuery, useBestSellers, useFlashDeals, useNewArrivals } from '../api/get-home-lists.ts';
import { productsQuery } from '../api/get-products.ts';
import { CategoryCards } from '../components/CategoryCards.tsx';
import { FlashDealCountdown } from '../components/FlashDealCountdown.tsx';
import { ListControls, useListOptions } from '../components/ListControls.tsx';
import { ProductSection } from '../components/ProductSection.tsx';
import { ProductsBrowser } from '../components/ProductsBrowser.tsx';
import { ShopBanner } from '../components/ShopBanner.tsx';
import { SECTION_LINKS, SectionLink, ShopSidebar, scrollToSection } from '../components/ShopSidebar.tsx';
import { resolveShopFilter } from '../logic/shop-filter.ts';

/** The three lists, the categories, and the products of the category or search in the address. */
export const shopPageData: PageData = (queryClient, { searchParams }) => [
  queryClient.prefetchQuery(homeListQuery('flash-deals')),
  queryClient.prefetchQuery(homeListQuery('new-arrivals')),
  queryClient.prefetchQuery(homeListQuery('best-sellers')),
  queryClient
    .fetchQuery(categoriesQuery)
    .catch(() => undefined)
    .then((categories) =>
      queryClient.prefetchInfiniteQuery(productsQuery(shopProductFilters(categories, searchParams))),
    ),
];

/**
 * The product list's filters for the address's ?category= (an id or a slug), ?search= and the sort
 * and filters (docs/catalogue.md#sorting-and-filters).
 */
function shopProductFilters(categories: readonly Category[] | undefined, params: URLSearchParams) {
  const filter = resolveShopFilter(categories, params.get('category'));
  const search = params.get('search')?.trim() || undefined;
  return {
    category: filter.kind === 'category' ? String(filter.category.id) : undefined,
    search,
    ...listOptionsFromParams(params),
  };
}

export function ShopPage() {
  useDocumentTitle('Shop');
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const categories = useCategories();
  const filter = resolveShopFilter(categories.data, params.get('category'));
  const selected = filter.kind === 'category' ? filter.category : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const listOptions = useListOptions();
  const hydrated = useHydrated();

  const flashDeals = useFlashDeals();
  const newArrivals = useNewArrivals();
  const bestSellers = useBestSellers();

  useEffect(() => {
    document.body.classList.toggle('scroll-lock', menuOpen);
    return () => document.body.classList.remove('scroll-lock');
  }, [menuOpen]);

  // A filter or a search takes the shopper straight to the products it applies to.
  useEffect(() => {
    if (filter.kind === 'flash-deals') scrollToSection('flash-deals');
    else if (selected || search) scrollToSection('products');
  }, [filter.kind, selected, search]);

  // The address of a category's products (or all of them), keeping the sort and filters.
  const categorySearch = (category: { id: number } | null) => {
    const next = new URLSearchParams(params);
    if (category) next.set('category', String(category.id));
    else next.delete('category');
    next.delete('search');
    return next.toString();
  };

  const categoryList = categories.data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {/* The page's name for screen readers and search engines; the banner's slides are its visible titles. */}
      <h1 className="sr-only">Shop</h1>
      {/* Mobile quick navigation: the sections and the category menu. */}
      <div className="no-scrollbar -mx-4 mb-4 flex gap-2 overflow-x-auto px-4 lg:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          // The menu opens with the page's code: until it runs, the button waits, disabled.
          disabled={!hydrated}
          className="flex shrink-0 items-center gap-1 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white disabled:opacity-60"
          aria-expanded={menuOpen}
        >
          <SlidersHorizontal size={14} /> Categories
        </button>
        {SECTION_LINKS.map((section) => (
          <SectionLink
            key={section.id}
            id={section.id}
            className="shrink-0 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-xs font-medium text-stone-700"
          >
            {section.label}
          </SectionLink>
        ))}
      </div>

      <div className="flex gap-8">
        <aside className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-6">
            <ShopSidebar categories={categoryList} />
          </div>
        </aside>

        <div className="min-w-0 flex-1 space-y-10">
          {categories.isError && (
            <p role="alert" className="rounded-lg bg-brand-50 px-4 py-2 text-sm text-brand-700">
              {MESSAGES.errorLoadingCategoriesPrefix}
              {errorMessage(categories.error)}
            </p>
          )}
          <ShopBanner />
          <ProductSection
            id="flash-deals"
            title="Flash Deals"
            subtitle="Limited-time prices while stocks last"
            products={flashDeals.data}
            isLoading={flashDeals.isPending}
            isError={flashDeals.isError}
            emptyText={MESSAGES.noFlashDeals}
            action={<FlashDealCountdown endsAt={flashDeals.data?.[0]?.flash_deal_end} />}
            // The first row under the banner: in view, or nearly, when the page opens.
            eagerCount={2}
          />
          <ProductSection
            id="whats-new"
            title="New Arrivals"
            subtitle="Added in the last 30 days"
            products={newArrivals.data}
            isLoading={newArrivals.isPending}
            isError={newArrivals.isError}
            emptyText={MESSAGES.noNewArrivals}
          />
          <ProductSection
            id="best-sellers"
            title="Best Sellers"
            subtitle="What our customers love most"
            products={bestSellers.data}
            isLoading={bestSellers.isPending}
            isError={bestSellers.isError}
            emptyText={MESSAGES.noBestSellers}
          />
          <section id="products" aria-labelledby="products-title" className="scroll-mt-20">
            <h2
              id="products-title"
              className="font-display text-2xl font-bold text-brand-700 [overflow-wrap:anywhere] sm:text-3xl"
            >
              {search ? `Results for “${search}”` : (selected?.name ?? 'Products')}
            </h2>
            {selected?.description && <p className="mt-1 text-sm text-stone-500">{selected.description}</p>}
            <CategoryCards
              categories={categoryList}
              selectedId={selected?.id ?? null}
              searchFor={categorySearch}
            />
            <div className="mt-4 flex flex-col gap-4">
              <ListControls />
              <ProductsBrowser
                filters={{ category: selected ? String(selected.id) : undefined, search, ...listOptions }}
              />
            </div>
          </section>
        </div>
      </div>

      {menuOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <button
            type="button"
            aria-label="Close shop menu"
            tabIndex={-1}
            className="absolute inset-0 h-full w-full cursor-default bg-black/40"
            onClick={() => setMenuOpen(false)}
          />
          <div
            role="dialog"
            aria-modal="true"
            aria-label="Shop menu"
            className="relative h-full w-[82vw] max-w-xs overflow-y-auto bg-white p-4 shadow-xl"
          >
            <div className="mb-4 flex items-center justify-between">
              <p className="font-display text-xl font-bold text-brand-700">Shop menu</p>
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                aria-label="Close shop menu"
                className="p-1"
              >
                <X size={22} />
              </button>
            </div>
            <ShopSidebar categories={categoryList} onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
