import type { ProductView } from './catalog.ts';
import type { ProductListOptions } from './product-list-options.ts';

// One factory of query keys, shared because the server inlines first-render data under these keys.
// Lists carry their view (whole products or cards), so the two shapes never share a cache entry.
export interface ProductListFilters extends ProductListOptions {
  category?: string;
  search?: string;
}

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => ['catalog', 'categories'] as const,
  productList: (filters: ProductListFilters, view: ProductView = 'full') =>
    [
      'catalog',
      'products',
      'list',
      view,
      {
        category: filters.category ?? null,
        search: filters.search ?? null,
        sort: filters.sort ?? null,
        minPrice: filters.minPrice ?? null,
        maxPrice: filters.maxPrice ?? null,
        inStock: filters.inStock ?? null,
      },
    ] as const,
  homeList: (section: 'new-arrivals' | 'best-sellers' | 'flash-deals', view: ProductView = 'full') =>
    ['catalog', 'products', section, view] as const,
  product: (id: number) => ['catalog', 'products', 'detail', id] as const,
  search: (query: string) => ['catalog', 'products', 'search', query] as const,
  /** The product page's delivery note: the fee and time to a region (docs/catalogue.md#delivery-and-payment-notes). */
  deliveryEstimate: (place: { regionId: string; city: string | null; itemCount: number }) =>
    ['catalog', 'delivery-estimate', place] as const,
  /** The customer's addresses as the product page reads them (the default first). */
  deliveryAddresses: (userId: number) => ['catalog', 'delivery-addresses', userId] as const,
  /** The product page's city picker: cities matching what was typed. */
  citySearch: (search: string) => ['locations', 'city-search', search] as const,
  /** Whether the courier delivers to a city the shopper chose (the owner's switch, never cached). */
  deliveryArea: (cityId: string) => ['locations', 'delivery-area', cityId] as const,
};

// The content pages (docs/content.md); the server inlines a blog post under `blog` (docs/architecture.md#server-rendered-pages).
export const cmsKeys = {
  all: ['cms'] as const,
  blogs: () => ['cms', 'blogs'] as const,
  blogList: (category: string | null) => ['cms', 'blogs', 'list', { category }] as const,
  relatedBlogs: (category: string) => ['cms', 'blogs', 'related', category] as const,
  /** By the address's blogID as written (a number or a slug). */
  blog: (blogID: string) => ['cms', 'blogs', 'detail', blogID] as const,
  faqs: () => ['cms', 'faqs'] as const,
  pressMentions: () => ['cms', 'press-mentions'] as const,
  productGuides: () => ['cms', 'product-guides'] as const,
};

// The horoscope and zodiac guide pages (docs/content.md), under the content prefix so that
// invalidating cmsKeys.all reaches them; the server inlines a guide under `guide` (docs/architecture.md#server-rendered-pages).
export const zodiacKeys = {
  all: ['cms', 'zodiacs'] as const,
  /** Every published sign's summary (GET /cms/zodiacs), for the home page's Prosper Guide. */
  list: () => ['cms', 'zodiacs', 'list'] as const,
  /** The guide's texts as anyone sees them (the read flags are a guest's). */
  guide: (sign: string) => ['cms', 'zodiacs', 'guide', sign] as const,
  /** With the viewer's is_updated / is_read, which decide the horoscope's chest animation. */
  horoscope: (sign: string, viewerId: number | null) =>
    ['cms', 'zodiacs', 'horoscope', sign, { viewerId }] as const,
};

// The product page's reviews and the home page's newest ones (docs/catalogue.md#reviews); posting a
// review invalidates them all.
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => ['reviews', 'product', productId] as const,
  /** The newest reviews across the shop, for the home page (docs/catalogue.md#api). */
  recent: (limit: number) => ['reviews', 'recent', limit] as const,
  purchaseCheck: (productId: number, userId: number) =>
    ['reviews', 'purchase-check', productId, userId] as const,
};

// The deployment's settings for the home page and the chat widget (GET /api/site-config).
export const siteKeys = {
  config: () => ['site', 'config'] as const,
};

// The navbar's live search (docs/content.md#search): the four grouped answers of one query.
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => ['search', 'results', query] as const,
};

// The social-proof ticker's sentence for a page (GET /api/social-proof, docs/content.md#social-proof).
export const socialProofKeys = {
  all: ['social-proof'] as const,
  forPage: (page: string, productId: number | null) => ['social-proof', page, { productId }] as const,
};
