import type { Category, Product } from '@fengshui/shared/catalog';
import { BUSINESS } from '@fengshui/shared/constants';

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  jsonLd?: object;
  /** Query data the web app puts into its cache before the first render. */
  data?: Record<string, unknown>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the tag. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function plainText(html: string, maxLength = 160): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS.name)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

export function productJsonLd(product: Product, publicUrl: string): object {
  const price = product.discounted_price ?? product.priceRange.minPrice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.product_code,
    description: plainText(product.description, 500),
    image: product.images.map((image) => `${publicUrl}${image.url}`),
    category: product.category_name,
    brand: { '@type': 'Brand', name: BUSINESS.name },
    offers: {
      '@type': 'Offer',
      url: `${publicUrl}/product/${product.product_id}`,
      priceCurrency: 'PHP',
      price: price.toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.is_flash_deal && product.flash_deal_end
        ? { priceValidUntil: product.flash_deal_end.slice(0, 10) }
        : {}),
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.review_count,
          },
        }
      : {}),
  };
}

export function categoryJsonLd(
  category: Category,
  products: Pick<Product, 'product_id' | 'name'>[],
  publicUrl: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: category.name,
    description: category.description,
    url: `${publicUrl}/category/${category.slug}`,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${publicUrl}/product/${product.product_id}`,
        name: product.name,
      })),
    },
  };
}
