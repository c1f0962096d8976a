import { BUSINESS } from '@fengshui/shared/constants';
import { MESSAGES } from '@fengshui/shared/messages';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { productIdFromPath } from '@fengshui/shared/web-routes';
import type { AppDeps } from '../app-deps.ts';
import { NotFound } from '../domain/errors.ts';
import { getProduct, listCategories, listProducts } from '../modules/catalog/index.ts';
import { decodedSegment } from './path-segment.ts';
import { categoryJsonLd, type PageHead, plainText, productJsonLd } from './seo.ts';

type DescribedPage = { status: number; head: PageHead };

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;
const CATEGORY_PATH = /^\/category\/([^/]+)\/?$/;

/**
 * The first HTML of /product/:id (docs/architecture.md#server-rendered-pages): title, description,
 * canonical address, Open Graph tags and a Product, plus the product under the web app's query key so
 * it renders without a fetch. Null for any other address. An unknown or archived product, or a segment
 * that is no product id ("abc", "0x85"), is the not-found page with a 404, as the web app shows it.
 */
export async function describeProductPage(
  deps: AppDeps,
  pathname: string,
  base: PageHead,
): Promise<DescribedPage | null> {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match) return null;
  // The web app titles its not-found page the same (ProductPage.tsx), so a link and a reload agree.
  const notFound = {
    status: 404,
    head: { ...base, title: `${MESSAGES.productNotFound} | ${BUSINESS.name}` },
  };
  const productId = productIdFromPath(decodedSegment(match[1]!) ?? undefined);
  if (productId === null) return notFound;
  const { config, db, storage } = deps;
  try {
    const product = await getProduct(db, storage, productId);
    return {
      status: 200,
      head: {
        title: `${product.name} | ${BUSINESS.name}`,
        description: plainText(product.description) || base.description,
        canonical: `${config.publicUrl}/product/${product.product_id}`,
        image: product.image_url ? `${config.publicUrl}${product.image_url}` : null,
        type: 'product',
        jsonLd: productJsonLd(product, config.publicUrl),
        data: { [JSON.stringify(catalogKeys.product(product.product_id))]: product },
      },
    };
  } catch (error) {
    if (error instanceof NotFound) return notFound;
    throw error;
  }
}

/**
 * The first HTML of /category/:slug: the category's title, description, canonical address and a
 * CollectionPage of its first products, with the categories and that first page inlined. Null for any
 * other address; any segment that is not a category's slug is the not-found page with a 404.
 */
export async function describeCategoryPage(
  deps: AppDeps,
  pathname: string,
  base: PageHead,
): Promise<DescribedPage | null> {
  const match = CATEGORY_PATH.exec(pathname);
  if (!match) return null;
  const { config, db, storage } = deps;
  const slug = decodedSegment(match[1]!);
  const categories = await listCategories(db, storage);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category)
    return { status: 404, head: { ...base, title: `${MESSAGES.categoryNotFound} | ${BUSINESS.name}` } };
  // The shop's card lists read the card view (apps/web features/catalog/api/get-products.ts).
  const firstPage = await listProducts(db, storage, {
    limit: 20,
    view: 'card',
    sort: 'newest',
    category: category.slug,
  });
  return {
    status: 200,
    head: {
      title: `${category.name} | ${BUSINESS.name}`,
      description: category.description || base.description,
      canonical: `${config.publicUrl}/category/${category.slug}`,
      image: firstPage.products[0]?.image_url
        ? `${config.publicUrl}${firstPage.products[0].image_url}`
        : null,
      jsonLd: categoryJsonLd(category, firstPage.products, config.publicUrl),
      data: {
        [JSON.stringify(catalogKeys.categories())]: categories,
        [JSON.stringify(catalogKeys.productList({ category: category.slug }, 'card'))]: {
          pages: [firstPage],
          pageParams: [null],
        },
      },
    },
  };
}
