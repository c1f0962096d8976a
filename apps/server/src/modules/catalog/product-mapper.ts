import type { Product, ProductCard, Variant } from '@fengshui/shared/catalog';
import { applyPercentDiscount, discountForApi, isFlashDealActive } from '@fengshui/shared/discount';
import { centavosToPesos, roundPesos } from '@fengshui/shared/money';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from '../media/index.ts';

export interface ProductRow {
  id: number;
  slug: string;
  productCode: string;
  name: string;
  description: string;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  priceCentavos: number;
  stock: number;
  baseStock: number;
  hasVariants: boolean;
  isBestSeller: boolean;
  isFeatured: boolean;
  isPreferred: boolean;
  freeShipping: boolean;
  isFlashDeal: boolean;
  flashDealEnd: Date | null;
  discountPercentage: number | null;
  itemsSold: number;
  averageRating: number;
  reviewCount: number;
  weightGrams: number;
  specs: Record<string, string>;
  createdAt: Date;
}

export interface ImageRow {
  productId: number;
  storageKey: string;
  position: number;
  alt: string;
}

export interface VariantRow {
  id: number;
  productId: number;
  sku: string;
  attributes: Record<string, string>;
  priceCentavos: number;
  stock: number;
  imageKey: string | null;
}

/** What the card needs of a product's variants: their count, cheapest and dearest price, total stock. */
export interface VariantSummary {
  count: number;
  minCentavos: number | null;
  maxCentavos: number | null;
  stock: number;
}

export type CardRow = Omit<ProductRow, 'description' | 'baseStock' | 'isPreferred' | 'specs'>;

/**
 * The fields a product card shows, worked out the same way for the card view and the whole product:
 * the price range of the variants, the flash deal while it lasts, the stock of the variants together.
 */
export function toProductCard(
  row: CardRow,
  imageKey: string | null,
  variants: VariantSummary,
  storage: MediaStorage,
  now: Date,
): ProductCard {
  const flashDealEnd = row.flashDealEnd ? row.flashDealEnd.toISOString() : null;
  // A deal whose end time has passed is no deal: it drops out of prices and flags at once.
  const dealActive = isFlashDealActive({ is_flash_deal: row.isFlashDeal, flash_deal_end: flashDealEnd }, now);
  const discount = dealActive && row.discountPercentage ? row.discountPercentage : null;
  const hasVariants = row.hasVariants && variants.count > 0;
  const basePrice = centavosToPesos(row.priceCentavos);
  const minPrice = hasVariants ? centavosToPesos(variants.minCentavos ?? 0) : basePrice;
  const maxPrice = hasVariants ? centavosToPesos(variants.maxCentavos ?? 0) : basePrice;
  const stock = hasVariants ? variants.stock : row.stock;
  const image = imageKey ? imageUrls(storage, imageKey) : null;
  return {
    product_id: row.id,
    id: row.id,
    product_code: row.productCode,
    slug: row.slug,
    name: row.name,
    price: minPrice === maxPrice ? minPrice : `${minPrice}-${maxPrice}`,
    stock,
    stock_quantity: stock,
    category_id: row.categoryId,
    category_name: row.categoryName,
    category_slug: row.categorySlug,
    created_at: row.createdAt.toISOString(),
    is_best_seller: row.isBestSeller,
    is_flash_deal: dealActive,
    is_featured: row.isFeatured,
    free_shipping: row.freeShipping,
    flash_deal_end: flashDealEnd,
    discount_percentage: discountForApi(discount),
    discounted_price: discount ? applyPercentDiscount(minPrice, discount) : null,
    image_url: image?.url ?? null,
    image_srcset: image?.srcset ?? null,
    has_variants: hasVariants,
    average_rating: roundPesos(row.averageRating),
    review_count: row.reviewCount,
    items_sold: row.itemsSold,
    weight_grams: row.weightGrams,
    priceRange: { minPrice, maxPrice, hasVariants },
  };
}

/** Turns stored rows into the product shape of docs/catalogue.md#product-page: the card's fields and the rest. */
export function toProduct(
  row: ProductRow,
  images: readonly Omit<ImageRow, 'productId'>[],
  variants: readonly Omit<VariantRow, 'productId'>[],
  storage: MediaStorage,
  now: Date,
): Product {
  const prices = variants.map((variant) => variant.priceCentavos);
  const card = toProductCard(
    row,
    images[0]?.storageKey ?? null,
    {
      count: variants.length,
      minCentavos: prices.length > 0 ? Math.min(...prices) : null,
      maxCentavos: prices.length > 0 ? Math.max(...prices) : null,
      stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    },
    storage,
    now,
  );
  const discount = card.is_flash_deal && row.discountPercentage ? row.discountPercentage : null;
  return {
    ...card,
    description: row.description,
    base_stock: row.baseStock,
    is_preferred: row.isPreferred,
    specs: row.specs,
    images: images.map((image, index) => ({
      ...imageUrls(storage, image.storageKey),
      order: index,
      alt: image.alt || row.name,
    })),
    variants: variants.map((variant): Variant => {
      const price = centavosToPesos(variant.priceCentavos);
      const image = variant.imageKey ? imageUrls(storage, variant.imageKey) : null;
      return {
        variant_id: variant.id,
        sku: variant.sku,
        price,
        discounted_price: discount ? applyPercentDiscount(price, discount) : null,
        stock: variant.stock,
        stock_quantity: variant.stock,
        image_url: image?.url ?? null,
        image_srcset: image?.srcset ?? null,
        attributes: variant.attributes,
      };
    }),
  };
}
