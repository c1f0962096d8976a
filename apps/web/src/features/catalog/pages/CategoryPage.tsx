import { CATEGORY_SLUGS } from '@fengshui/shared/constants';
import { MESSAGES } from '@fengshui/shared/messages';
import { listOptionsFromParams } from '@fengshui/shared/product-list-options';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { categoriesQuery, useCategories } from '../api/get-categories.ts';
import { productsQuery } from '../api/get-products.ts';
import { ListControls, useListOptions } from '../components/ListControls.tsx';
import { ProductsBrowser } from '../components/ProductsBrowser.tsx';

const isKnownSlug = (slug: string | undefined): slug is string =>
  slug !== undefined && (CATEGORY_SLUGS as readonly string[]).includes(slug);

/** The categories (for the name, parent and children) and the category's first products. */
export const categoryPageData: PageData = (queryClient, { params, searchParams }) =>
  isKnownSlug(params.slug)
    ? [
        queryClient.prefetchQuery(categoriesQuery),
        queryClient.prefetchInfiniteQuery(
          productsQuery({ category: params.slug, ...listOptionsFromParams(searchParams) }),
        ),
      ]
    : [];

export function CategoryPage() {
  const { slug } = useParams();
  const categories = useCategories();
  const listOptions = useListOptions();
  const category = isKnownSlug(slug)
    ? categories.data?.find((candidate) => candidate.slug === slug)
    : undefined;
  const unread = categories.isPending || (isKnownSlug(slug) && categories.isError);
  useDocumentTitle(category?.name ?? (unread ? undefined : MESSAGES.categoryNotFound));

  if (isKnownSlug(slug) && categories.isPending) return <Spinner />;
  // The categories could not be read: the category may well exist, so the page says what failed.
  if (isKnownSlug(slug) && categories.isError) {
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-bold text-brand-700">
          {MESSAGES.errorLoadingCategoriesPrefix}
          {errorMessage(categories.error)}
        </h1>
        <button
          type="button"
          onClick={() => void categories.refetch()}
          className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white"
        >
          Try again
        </button>
      </section>
    );
  }
  if (!category) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-4xl font-bold text-brand-700">{MESSAGES.categoryNotFound}</h1>
        <p className="mt-3 text-stone-600">{MESSAGES.categoryNotFoundDetail}</p>
        <Link
          to="/shop"
          className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white"
        >
          Browse all products
        </Link>
      </section>
    );
  }

  const parent = categories.data?.find((candidate) => candidate.id === category.parent_id);
  const children = categories.data?.filter((candidate) => candidate.parent_id === category.id) ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-xs text-stone-500">
        <Link to="/shop" className="hover:text-brand-600">
          Shop
        </Link>
        {parent && (
          <>
            {' / '}
            <Link to={`/category/${parent.slug}`} className="hover:text-brand-600">
              {parent.name}
            </Link>
          </>
        )}
        {' / '}
        <span aria-current="page">{category.name}</span>
      </nav>
      <header className="mt-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-8 text-white shadow-md sm:px-10">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{category.name}</h1>
        <p className="mt-2 max-w-2xl text-sm text-white/85 sm:text-base">{category.description}</p>
        <p className="mt-4 text-sm font-semibold text-gold-300" data-testid="category-count">
          {category.product_count} {category.product_count === 1 ? 'product' : 'products'}
        </p>
      </header>
      {children.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Sub-categories">
          {children.map((child) => (
            <li key={child.id}>
              <Link
                to={`/category/${child.slug}`}
                className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-700 hover:border-brand-600 hover:text-brand-700"
              >
                {child.name} <span className="text-stone-400">({child.product_count})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        {/* The cards' titles are h3: an outline with no h2 would skip a level. */}
        <h2 className="sr-only">Products in {category.name}</h2>
        {/* Two rows of cards on a phone, one on a desktop, are in view when the page opens. */}
        <div className="flex flex-col gap-4">
          <ListControls />
          <ProductsBrowser filters={{ category: category.slug, ...listOptions }} eagerCount={4} />
        </div>
      </div>
      <div className="mt-10 text-center">
        <Link
          to="/shop"
          className="rounded-full border border-brand-600 px-6 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50"
        >
          Browse all products
        </Link>
      </div>
    </div>
  );
}
