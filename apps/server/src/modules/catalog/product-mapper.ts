import type { Product, Variant } from '@fengshui/shared/catalog';
import { applyPercentDiscount, discountForApi, isFlashDealActive } from '@fengshui/shared/discount';
import { centavosToPesos, roundPesos } from '@fengshui/shared/money';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from './image-urls.ts';

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

/** Turns stored rows into the product shape of docs/catalogue.md#product-page. */
export function toProduct(
  row: ProductRow,
  images: readonly Omit<ImageRow, 'productId'>[],
  variants: readonly Omit<VariantRow, 'productId'>[],
  storage: MediaStorage,
  now: Date,
): Product {
  const flashDealEnd = row.flashDealEnd ? row.flashDealEnd.toISOString() : null;
  // A deal whose end time has passed is no deal: it drops out of prices and flags at once.
  const dealActive = isFlashDealActive({ is_flash_deal: row.isFlashDeal, flash_deal_end: flashDealEnd }, now);
  const discount = dealActive && row.discountPercentage ? row.discountPercentage : null;

  const mappedImages = images.map((image, index) => ({
    ...imageUrls(storage, image.storageKey),
    order: index,
    alt: image.alt || row.name,
  }));
  const mappedVariants: Variant[] = variants.map((variant) => {
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
  });

  const hasVariants = row.hasVariants && mappedVariants.length > 0;
  const basePrice = centavosToPesos(row.priceCentavos);
  const variantPrices = mappedVariants.map((variant) => variant.price);
  const minPrice = hasVariants ? Math.min(...variantPrices) : basePrice;
  const maxPrice = hasVariants ? Math.max(...variantPrices) : basePrice;
  const stock = hasVariants ? mappedVariants.reduce((sum, variant) => sum + variant.stock, 0) : row.stock;
  const first = mappedImages[0];

  return {
    product_id: row.id,
    id: row.id,
    product_code: row.productCode,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: minPrice === maxPrice ? minPrice : `${minPrice}-${maxPrice}`,
    stock,
    stock_quantity: stock,
    base_stock: row.baseStock,
    category_id: row.categoryId,
    category_name: row.categoryName,
    category_slug: row.categorySlug,
    created_at: row.createdAt.toISOString(),
    is_best_seller: row.isBestSeller,
    is_flash_deal: dealActive,
    is_featured: row.isFeatured,
    is_preferred: row.isPreferred,
    free_shipping: row.freeShipping,
    flash_deal_end: flashDealEnd,
    discount_percentage: discountForApi(discount),
    discounted_price: discount ? applyPercentDiscount(minPrice, discount) : null,
    images: mappedImages,
    image_url: first?.url ?? null,
    image_srcset: first?.srcset ?? null,
    variants: mappedVariants,
    has_variants: hasVariants,
    average_rating: roundPesos(row.averageRating),
    review_count: row.reviewCount,
    items_sold: row.itemsSold,
    weight_grams: row.weightGrams,
    specs: row.specs,
    priceRange: { minPrice, maxPrice, hasVariants },
  };
}
