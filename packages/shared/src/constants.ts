// docs/catalogue.md#limits and docs/content.md#limits: business constants, defined once for both sides.

export const CATEGORY_SLUGS = [
  'amulets',
  'feng-shui-fashion',
  'incense-space-clearing',
  'feng-shui-bracelets',
  'feng-shui-books',
  'auspicious-home-decor',
  'windchimes',
  'keychains',
  'medallions',
  'plaque',
  'talisman-card',
  'earrings',
  'necklaces',
  'pendants',
  'rings',
  'scarves-shawls',
  'wallets',
  'incense-holder-burner',
  'incense-sticks',
  'singing-bowl',
  'smudge-kit',
  'wishing-paper',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const HOME_SECTION_LIMIT = 12;
export const NEW_ARRIVAL_DAYS = 30;
export const PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_LIST_MAX_LIMIT = 100;
export const SHOP_BANNER_INTERVAL_MS = 15_000;
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 99;
export const PRODUCT_CODE_SEQUENCE_DIGITS = 3;
export const ZOOM_FACTOR = 2.2;
export const ZOOM_RESULT_PX = 420;
export const ZOOM_LENS_MIN_PX = 80;
export const MOBILE_BREAKPOINT_PX = 768;
export const CART_QUANTITY_MAX = 99;
export const CHECKOUT_QUANTITY_MAX = 999;
/** The different items (product and variant lines) one order may hold. */
export const ORDER_LINES_MAX = 50;
export const ADD_TO_CART_CONFIRM_MS_DETAIL = 3_000;
export const ADD_TO_CART_CONFIRM_MS_CARD = 1_500;
export const CART_THROTTLE_MS = 500;
export const GUEST_CART_MERGE_DELAY_MS = 500;
export const FALLBACK_SHIPPING_FEE = 250;
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const SEARCH_DEBOUNCE_MS = 300;
export const SESSION_DAYS = 7;
export const CAPITAL_REGION_ID = '130000000';

/** Image widths every product image is stored in (WebP). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;

// docs/architecture.md#web-app.
export const QUERY_TIMINGS = {
  categories: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: 3 },
  newArrivals: { staleTime: 10 * 60_000 },
  bestSellers: { staleTime: 10 * 60_000 },
  products: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
  flashDeals: { staleTime: 2 * 60_000, retry: 1, retryDelay: 1_000 },
  cart: { staleTime: 10 * 60_000, retry: 1 },
} as const;

/** Back-off from 1 second, doubling, capped at 30 seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 30_000);
}

export const BUSINESS = {
  name: 'Feng Shui Prosper',
  phone: '+63 917 555 0188',
  email: 'hello@fengshuiprosper.ph',
  address: 'Unit 5, 168 Ongpin Street, Binondo, Manila 1006, Philippines',
  hours: 'Monday to Sunday, 8:00 AM to 5:00 PM',
  hoursNote: 'Closed on public holidays',
} as const;

/** The largest id (or count) a PostgreSQL integer column holds: anything larger is refused before a query. */
export const ROW_ID_MAX = 2_147_483_647;
