// Test data for the cart's unit tests: lines and products shaped like the server's.
import type { CartLine } from '@fengshui/shared/cart';
import type { Product } from '@fengshui/shared/catalog';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const productId = overrides.product_id ?? 11;
  return {
    cart_id: 1,
    product_id: productId,
    id: productId,
    variant_id: null,
    product_name: 'Jade Bracelet',
    name: 'Jade Bracelet',
    product_code: 'BRA001',
    sku: null,
    price: 500,
    original_price: 500,
    discount_percentage: 0,
    discounted_price: 0,
    quantity: 1,
    stock: 10,
    stock_quantity: 10,
    image_url: null,
    size: null,
    color: null,
    variant_attributes: null,
    category_id: 3,
    category_name: 'Bracelets',
    weight_grams: 100,
    free_shipping: false,
    selected: true,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 11,
    id: 11,
    product_code: 'BRA001',
    slug: 'jade-bracelet',
    name: 'Jade Bracelet',
    description: '',
    price: 500,
    stock: 10,
    stock_quantity: 10,
    base_stock: 10,
    category_id: 3,
    category_name: 'Bracelets',
    category_slug: 'feng-shui-bracelets',
    created_at: '2025-01-01T00:00:00.000Z',
    is_best_seller: false,
    is_flash_deal: false,
    is_featured: false,
    is_preferred: false,
    free_shipping: false,
    flash_deal_end: null,
    discount_percentage: null,
    discounted_price: null,
    images: [],
    image_url: null,
    image_srcset: null,
    variants: [],
    has_variants: false,
    average_rating: 0,
    review_count: 0,
    items_sold: 0,
    weight_grams: 100,
    specs: {},
    priceRange: { minPrice: 500, maxPrice: 500, hasVariants: false },
    ...overrides,
  };
}
