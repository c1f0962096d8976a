import type { Product } from '@fengshui/shared/catalog';
import type { BlogSummary, ProductGuide, ZodiacSummary } from '@fengshui/shared/cms';

// docs/content.md#search: the navbar's live search over products and the content site.

export const SEARCH_TEXT = {
  placeholder: 'Try search something...',
  loading: 'Searching...',
  empty: 'No results found for the query.',
} as const;

/** The inputs' own maxLength; a pasted longer text is cut to it too. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Text as it is sent: trimmed, inner white space folded, at most 200 characters; '' asks nothing. */
export function cleanSearchQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** The address of the shop's own results page, where Enter without a chosen result goes. */
export function shopSearchPath(query: string): string {
  return `/shop?search=${encodeURIComponent(query)}`;
}

export type ProductPrice = Pick<
  Product,
  'priceRange' | 'discounted_price' | 'discount_percentage' | 'is_flash_deal'
>;

export type SearchHit =
  | { kind: 'zodiac'; key: string; title: string; to: string }
  | (PictureOf & { kind: 'guide'; key: string; title: string; category: string; to: string })
  | (PictureOf & { kind: 'product'; key: string; title: string; price: ProductPrice; to: string })
  | (PictureOf & { kind: 'blog'; key: string; title: string; category: string; to: string });

/** A hit's thumbnail, with its widths when the server sends them (so a 48 px box fetches a small file). */
interface PictureOf {
  image: string | null;
  imageSrcset: string | null;
}

export type SearchGroupKind = SearchHit['kind'];

export interface SearchGroup {
  kind: SearchGroupKind;
  heading: string;
  hits: SearchHit[];
}

/** The spec's order of the groups and their headings. */
export const SEARCH_GROUPS: readonly { kind: SearchGroupKind; heading: string }[] = [
  { kind: 'zodiac', heading: 'Zodiac Guides' },
  { kind: 'guide', heading: 'Product Guides' },
  { kind: 'product', heading: 'Products' },
  { kind: 'blog', heading: 'Blog Posts' },
];

// ---- targets (docs/content.md#search: where a click goes) -----------------------------------------

export const productTarget = (productId: number) => `/product/${productId}`;
export const blogTarget = (blogID: number | string) => `/blog/${encodeURIComponent(String(blogID))}`;
export const zodiacTarget = (zodiacID: string) =>
  `/prosper-guide/${encodeURIComponent(zodiacID.toLowerCase())}`;
/** Guides have no page of their own: they all open the guides page. */
export const GUIDE_TARGET = '/product-guide';

// ---- normalising each answer ---------------------------------------------------------------------
// The server wraps each list in an object ({ products }, { blogs }, { zodiacs }, { guides }); a bare
// list or a `data` wrapper is read too, and anything else (or a failed call) is an empty group.

type Loose<T> = { [K in keyof T]?: unknown };

function listOf(answer: unknown, key: string): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    if (Array.isArray(record[key])) return record[key];
    if (Array.isArray(record.data)) return record.data;
  }
  return [];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const records = <T>(answer: unknown, key: string) =>
  listOf(answer, key).filter((item): item is Loose<T> => !!item && typeof item === 'object');

function priceOf(product: Loose<Product>): ProductPrice | null {
  const range = product.priceRange as ProductPrice['priceRange'] | undefined;
  const price = typeof product.price === 'number' ? product.price : null;
  const priceRange =
    range && typeof range.minPrice === 'number' && typeof range.maxPrice === 'number'
      ? range
      : price !== null
        ? { minPrice: price, maxPrice: price, hasVariants: false }
        : null;
  if (!priceRange) return null;
  return {
    priceRange,
    discounted_price: typeof product.discounted_price === 'number' ? product.discounted_price : null,
    discount_percentage: typeof product.discount_percentage === 'number' ? product.discount_percentage : null,
    is_flash_deal: product.is_flash_deal === true,
  };
}

/** The spec names a search product's picture `image`; this server sends `image_url`. */
type SearchProduct = Product & { image: string };

export function productHits(answer: unknown): SearchHit[] {
  return records<SearchProduct>(answer, 'products').flatMap((product) => {
    const id = whole(product.product_id) ?? whole(product.id);
    const title = text(product.name);
    const price = priceOf(product);
    if (id === null || !title || !price) return [];
    return [
      {
        kind: 'product' as const,
        key: `product-${id}`,
        title,
        image: text(product.image_url) ?? text(product.image),
        imageSrcset: text(product.image_srcset),
        price,
        to: productTarget(id),
      },
    ];
  });
}

export function blogHits(answer: unknown): SearchHit[] {
  return records<BlogSummary>(answer, 'blogs').flatMap((blog) => {
    const id = whole(blog.blogID);
    const title = text(blog.title);
    if (id === null || !title) return [];
    return [
      {
        kind: 'blog' as const,
        key: `blog-${id}`,
        title,
        category: text(blog.category) ?? '',
        image: text(blog.cover_image),
        imageSrcset: text(blog.cover_image_srcset),
        to: blogTarget(id),
      },
    ];
  });
}

export function zodiacHits(answer: unknown): SearchHit[] {
  return records<ZodiacSummary>(answer, 'zodiacs').flatMap((zodiac) => {
    const id = text(zodiac.zodiacID);
    if (!id) return [];
    return [{ kind: 'zodiac' as const, key: `zodiac-${id.toLowerCase()}`, title: id, to: zodiacTarget(id) }];
  });
}

export function guideHits(answer: unknown): SearchHit[] {
  return records<ProductGuide>(answer, 'guides').flatMap((guide) => {
    const id = whole(guide.id);
    const title = text(guide.title);
    if (id === null || !title) return [];
    return [
      {
        kind: 'guide' as const,
        key: `guide-${id}`,
        title,
        category: text(guide.category) ?? '',
        image: text(guide.previewImage),
        imageSrcset: text(guide.previewImageSrcset),
        to: GUIDE_TARGET,
      },
    ];
  });
}

/** The four answers as they settled; a rejected call counts as an empty group (docs/content.md#api). */
export interface SettledAnswers {
  zodiac: PromiseSettledResult<unknown>;
  guide: PromiseSettledResult<unknown>;
  product: PromiseSettledResult<unknown>;
  blog: PromiseSettledResult<unknown>;
}

const NORMALISERS: Record<SearchGroupKind, (answer: unknown) => SearchHit[]> = {
  zodiac: zodiacHits,
  guide: guideHits,
  product: productHits,
  blog: blogHits,
};

/** The non-empty groups in the spec's order. */
export function groupResults(answers: SettledAnswers): SearchGroup[] {
  return SEARCH_GROUPS.flatMap(({ kind, heading }) => {
    const settled = answers[kind];
    const hits = settled.status === 'fulfilled' ? NORMALISERS[kind](settled.value) : [];
    return hits.length > 0 ? [{ kind, heading, hits }] : [];
  });
}

/** Every hit in the order it is shown, for moving through them with the arrow keys. */
export function flattenGroups(groups: readonly SearchGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}

/** The highlighted position after an arrow key: wraps around; -1 (none) moves to the first or last. */
export function nextHighlight(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
