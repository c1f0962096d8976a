// docs/cart.md#guest-cart: kept in browser storage and a cookie under cart_guest; a signed-in
// user's local copy lives under cart_{userId}.
import type { CartLine } from '@fengshui/shared/cart';
import { isValidCartLine } from '@fengshui/shared/cart-rules';
import { SESSION_DAYS } from '@fengshui/shared/constants';

export const GUEST_CART_KEY = 'cart_guest';
export const userCartKey = (userId: number) => `cart_${userId}`;

/** What a guest line keeps: ids and quantity, plus what the cart page shows (a CartLine snapshot). */
export type GuestCartLine = Pick<
  CartLine,
  | 'product_id'
  | 'variant_id'
  | 'quantity'
  | 'name'
  | 'price'
  | 'discounted_price'
  | 'discount_percentage'
  | 'image_url'
  | 'variant_attributes'
  | 'stock'
  | 'selected'
>;

// Browsers drop a cookie past 4 KB; the name, attributes and some slack stay under that.
export const GUEST_COOKIE_MAX_VALUE_LENGTH = 3_800;
const COOKIE_MAX_AGE_S = SESSION_DAYS * 24 * 60 * 60;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readArray(key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the cart lives on in memory for this visit.
  }
}

const asString = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const asNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const asAttributes = (value: unknown): Record<string, string> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;

/** A stored guest line in its known shape, or null when docs/cart.md#guest-cart calls it invalid. */
export function toGuestLine(raw: unknown): GuestCartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const line = raw as Record<string, unknown>;
  if (!isValidCartLine(line)) return null;
  const productId = Number(line.product_id ?? line.id);
  if (!Number.isInteger(productId) || productId <= 0) return null;
  const variantId = line.variant_id == null ? null : Number(line.variant_id);
  if (variantId !== null && (!Number.isInteger(variantId) || variantId <= 0)) return null;
  return {
    product_id: productId,
    variant_id: variantId,
    quantity: Math.floor(line.quantity as number),
    name: asString(line.name ?? line.product_name, 'Product'),
    price: line.price as number,
    discounted_price: asNumber(line.discounted_price, 0),
    discount_percentage: asNumber(line.discount_percentage, 0),
    image_url: typeof line.image_url === 'string' ? line.image_url : null,
    variant_attributes: asAttributes(line.variant_attributes),
    stock: asNumber(line.stock ?? line.stock_quantity, 0),
    selected: line.selected !== false,
  };
}

/** The fields a CartLine has and a guest line does not, filled so the page treats both alike. */
export function guestLineToCartLine(line: GuestCartLine): CartLine {
  const attributes = line.variant_attributes ?? {};
  const pick = (pattern: RegExp) =>
    Object.entries(attributes).find(([name]) => pattern.test(name.trim()))?.[1] ?? null;
  return {
    ...line,
    // No server line yet: 0 marks it (docs/cart.md#guest-cart names the error for a signed-in user's line).
    cart_id: 0,
    id: line.product_id,
    product_name: line.name,
    product_code: '',
    sku: null,
    original_price: line.price,
    stock_quantity: line.stock,
    size: pick(/^size$/i),
    color: pick(/^colou?r$/i),
    category_id: 0,
    category_name: '',
    weight_grams: 0,
    free_shipping: false,
  };
}

export function cartLineToGuestLine(line: CartLine): GuestCartLine {
  const {
    product_id,
    variant_id,
    quantity,
    name,
    price,
    discounted_price,
    discount_percentage,
    image_url,
    variant_attributes,
    stock,
    selected,
  } = line;
  return {
    product_id,
    variant_id,
    quantity,
    name,
    price,
    discounted_price,
    discount_percentage,
    image_url,
    variant_attributes,
    stock,
    selected,
  };
}

// ---- the guest cart ------------------------------------------------------------------------------

/** The guest's valid lines; anything invalid in storage is dropped on read. */
export function readGuestCart(): GuestCartLine[] {
  return readArray(GUEST_CART_KEY)
    .map(toGuestLine)
    .filter((line): line is GuestCartLine => line !== null);
}

export function readGuestCartLines(): CartLine[] {
  return readGuestCart().map(guestLineToCartLine);
}

/**
 * The cookie copy: only ids and quantities ("productId.variantId.quantity" joined by "_", 0 for no
 * variant), so it stays under 4 KB; lines past the limit live in browser storage only.
 */
export function guestCartCookieValue(
  lines: readonly Pick<GuestCartLine, 'product_id' | 'variant_id' | 'quantity'>[],
) {
  let value = '';
  for (const line of lines) {
    const token = `${line.product_id}.${line.variant_id ?? 0}.${line.quantity}`;
    const next = value ? `${value}_${token}` : token;
    if (next.length > GUEST_COOKIE_MAX_VALUE_LENGTH) break;
    value = next;
  }
  return value;
}

function writeGuestCookie(value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // docs/cart.md#limits: cookies last 7 days, path /, SameSite lax, secure on https.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is digits, dots and underscores only
  document.cookie =
    value === null
      ? `${GUEST_CART_KEY}=; path=/; max-age=0; SameSite=Lax${secure}`
      : `${GUEST_CART_KEY}=${value}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function writeGuestCart(lines: readonly (GuestCartLine | CartLine)[]): void {
  const guestLines = lines.map((line) => ('cart_id' in line ? cartLineToGuestLine(line) : line));
  writeJson(GUEST_CART_KEY, guestLines);
  writeGuestCookie(guestLines.length > 0 ? guestCartCookieValue(guestLines) : null);
}

export function clearGuestCart(): void {
  try {
    storage()?.removeItem(GUEST_CART_KEY);
  } catch {
    // Nothing stored.
  }
  writeGuestCookie(null);
}

// ---- a signed-in user's local copy -------------------------------------------------------------------

/** docs/cart.md#fallbacks: what a failed cart read falls back to. */
export function readUserCartCopy(userId: number): CartLine[] {
  return readArray(userCartKey(userId)).flatMap((raw) => {
    const guest = toGuestLine(raw);
    if (!guest) return [];
    // Server lines keep their own fields; anything missing is filled as for a guest line.
    return [{ ...guestLineToCartLine(guest), ...(raw as Partial<CartLine>), ...guest }];
  });
}

export function writeUserCartCopy(userId: number, lines: readonly CartLine[]): void {
  writeJson(userCartKey(userId), lines);
}
