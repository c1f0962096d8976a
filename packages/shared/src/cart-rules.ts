// docs/cart.md#cart-lines: what makes a cart line valid, and the cart's totals. Pure, for both sides.
import { CART_QUANTITY_MAX } from './constants.ts';

export interface CartLineLike {
  product_id?: unknown;
  id?: unknown;
  quantity?: unknown;
  price?: unknown;
  discounted_price?: unknown;
  discount_percentage?: unknown;
  selected?: boolean;
}

/** One line per product and variant, on the server as in the guest cart. */
export function lineKey(line: { product_id: number; variant_id?: number | null }): string {
  return `${line.product_id}:${line.variant_id ?? 0}`;
}

/**
 * The same product and variant asked twice is one line of both quantities (an order's items, a guest
 * cart merged at sign-in); the other fields are the last such line's.
 */
export function mergeSameLines<
  Line extends { product_id: number; variant_id?: number | null; quantity: number },
>(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = lineKey(line);
    merged.set(key, { ...line, quantity: (merged.get(key)?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * docs/cart.md#cart-lines: valid only with a product id, a quantity that is a number above 0, a price that is
 * a number of at least 0, and numeric discount fields (when present).
 */
export function isValidCartLine(line: CartLineLike): boolean {
  const productId = line.product_id ?? line.id;
  if (productId === undefined || productId === null || productId === '') return false;
  if (!isNumber(line.quantity) || line.quantity <= 0) return false;
  if (!isNumber(line.price) || line.price < 0) return false;
  for (const field of [line.discounted_price, line.discount_percentage]) {
    if (field !== undefined && field !== null && !isNumber(field)) return false;
  }
  return true;
}

/** The unit price charged: the discounted price when above 0, otherwise the normal price. */
export function unitPrice(line: { price: number; discounted_price?: number | null }): number {
  return line.discounted_price != null && line.discounted_price > 0 ? line.discounted_price : line.price;
}

/**
 * docs/checkout-and-payment.md#placing-an-order: an order whose every line ships free pays no shipping.
 * The server charges by it and the checkout shows it, so the total shown is the total charged.
 */
export function shipsFree(lineShipsFree: readonly boolean[]): boolean {
  return lineShipsFree.length > 0 && lineShipsFree.every(Boolean);
}

/** Totals of the selected lines only, never below 0, rounded to centavos. */
export function cartTotals(lines: readonly (CartLineLike & { price: number; quantity: number })[]): {
  itemCount: number;
  lineCount: number;
  total: number;
} {
  const selected = lines.filter((line) => line.selected !== false);
  const total = selected.reduce(
    (sum, line) =>
      sum + unitPrice(line as { price: number; discounted_price?: number | null }) * line.quantity,
    0,
  );
  return {
    itemCount: selected.reduce((sum, line) => sum + line.quantity, 0),
    lineCount: selected.length,
    total: Math.max(0, Math.round(total * 100) / 100),
  };
}

/** docs/cart.md#totals: the cart page's quantity runs from 1 to the stock, or 99 when the stock is unknown. */
export function cartQuantityMax(stock: number | null | undefined): number {
  return isNumber(stock) && stock >= 0 ? Math.min(stock, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;
}

/**
 * docs/cart.md#messages: why a quantity asked for was lowered, on the product page and in the cart, or
 * null when it fits. The stock speaks first ("Only 20 left in stock"), then the cart's 99 a line.
 */
export function quantityLimitMessage(
  requested: number,
  stock: number,
  cap = Number.POSITIVE_INFINITY,
): string | null {
  const available = Math.max(0, Math.floor(stock));
  if (!Number.isFinite(requested) || requested <= Math.min(available, cap)) return null;
  if (available <= 0) return 'Sold out';
  if (available <= cap) return `Only ${available} left in stock`;
  return `At most ${cap} of one item in the cart`;
}
