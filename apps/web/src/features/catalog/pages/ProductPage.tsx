import type { Product } from '@fengshui/shared/catalog';
import { MESSAGES } from '@fengshui/shared/messages';
import { productIdFromPath } from '@fengshui/shared/web-routes';
import { PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { lazyBoundary } from '../../../lib/lazy-boundary.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { useShopActions } from '../../../lib/shop-actions.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { productQuery, useProduct } from '../api/get-product.ts';
import { productReviewsQuery } from '../api/get-product-reviews.ts';
import { GoBackButton } from '../components/GoBackButton.tsx';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { ProductGuideCard } from '../components/ProductGuideCard.tsx';
import { ProductInfo } from '../components/ProductInfo.tsx';
import { ProductSpecs } from '../components/ProductSpecs.tsx';
import type { AddToCartHandler } from '../components/PurchaseButtons.tsx';
import { ProductReviews } from '../components/reviews/ProductReviews.tsx';
import { StickyBuyBar } from '../components/StickyBuyBar.tsx';
import { useProductSelection } from '../hooks/use-product-selection.ts';
import { usePurchase } from '../hooks/use-purchase.ts';

// The delivery notes read the session and the estimate, after the first paint (the page's byte budget).
const DeliveryNotes = lazyBoundary(() =>
  import('../components/DeliveryNotes.tsx').then((m) => m.DeliveryNotes),
);

// DOMPurify comes with the description, after the first paint; the server has rendered it already.
const ProductDescription = lazyBoundary(() =>
  import('../components/ProductDescription.tsx').then((m) => m.ProductDescription),
);

/** The product and its reviews. */
export const productPageData: PageData = (queryClient, { params }) => {
  const productId = productIdFromPath(params.id);
  if (productId === null) return [];
  return [
    queryClient.prefetchQuery(productQuery(productId)),
    queryClient.prefetchQuery(productReviewsQuery(productId)),
  ];
};

export function ProductPage() {
  const { id } = useParams();
  const productId = productIdFromPath(id);
  const query = useProduct(productId);
  const addToCart = useShopActions().useAddToCart();
  const notFound =
    productId === null ||
    (query.isError && query.error instanceof ApiRequestError && query.error.status === 404);
  useDocumentTitle(query.data?.name ?? (notFound ? MESSAGES.productNotFound : undefined));

  if (notFound) return <ProductNotFound />;
  if (query.isPending) return <Spinner label="Loading product…" />;
  if (query.isError)
    return <ProductError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  // A new id remounts the detail, so selection, quantity and gallery start afresh.
  const product = query.data;
  return (
    <ProductDetail
      key={product.product_id}
      product={product}
      onAddToCart={addToCart && ((request) => addToCart(product, request))}
    />
  );
}

const noAdd: AddToCartHandler = () => undefined;

function ProductDetail({ product, onAddToCart }: { product: Product; onAddToCart?: AddToCartHandler }) {
  const state = useProductSelection(product);
  const purchase = usePurchase(product, state.selection, state.quantity, onAddToCart ?? noAdd);
  const canBuy = onAddToCart !== undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 lg:py-8">
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <GoBackButton />
        <nav aria-label="Breadcrumb" className="min-w-0 flex-1 text-sm text-stone-500">
          <ol className="flex items-center gap-1.5">
            <li>
              <Link to="/shop" className="hover:text-brand-600">
                Shop
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li className="truncate text-stone-700" aria-current="page">
              {product.name}
            </li>
          </ol>
        </nav>
      </div>

      {/* docs/catalogue.md#product-page: at 1280 px the right column carries the description, specs and
          delivery notes beside the gallery, which stays in view. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
        <section
          aria-label="Product images"
          className="min-w-0 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 lg:sticky lg:top-20"
        >
          <ProductGallery
            images={product.images}
            productName={product.name}
            activeImageUrl={state.variantImageUrl}
            activeImageSrcset={
              product.variants.find((variant) => variant.image_url === state.variantImageUrl)?.image_srcset ??
              null
            }
          />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <ProductInfo product={product} state={state} purchase={canBuy ? purchase : undefined} />
          <DeliveryNotes freeShipping={product.free_shipping} quantity={state.quantity} />
          <ProductDescription html={product.description} />
          <ProductSpecs specs={product.specs} />
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:mt-8">
        <ProductGuideCard />
        <ProductReviews product={product} />
      </div>
      {canBuy && <StickyBuyBar product={product} variant={state.variant} purchase={purchase} />}
    </div>
  );
}

function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-gold-700">
        <PackageSearch size={30} aria-hidden />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold text-brand-700">{MESSAGES.productNotFound}</h1>
      <p className="mt-3 text-stone-600">This item may have been removed or the link may be mistyped.</p>
      <Link
        to="/shop"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Back to Shop
      </Link>
    </section>
  );
}

function ProductError({ message, onRetry }: { message: string; onRetry: () => void }) {
  // Asking again is the page's code: in a server-rendered error the button waits, disabled, until it runs.
  const hydrated = useHydrated();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <h1 className="font-display text-3xl font-bold text-brand-700">Error</h1>
      <p className="mt-3 text-stone-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          disabled={!hydrated}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
        <Link
          to="/shop"
          className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 text-sm font-semibold text-brand-600 hover:bg-brand-50"
        >
          Back to Shop
        </Link>
      </div>
    </section>
  );
}
