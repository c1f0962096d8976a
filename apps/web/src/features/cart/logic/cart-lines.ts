// Pure rules over a list of cart lines: the guest cart, and a signed-in user's local fallback copy.

import type { CartLine } from '@fengshui/shared/cart';
import { CART_MESSAGES } from '@fengshui/shared/cart-messages';
import { cartQuantityMax, lineKey } from '@fengshui/shared/cart-rules';
import type { Product, Variant } from '@fengshui/shared/catalog';
import { CART_QUANTITY_MAX } from '@fengshui/shared/constants';

/** A rule of the cart refused the change; the message is the shopper's. */
export class CartRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartRuleError';
  }
}

export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

type SnapshotProduct = Pick<
  Product,
  | 'product_id'
  | 'name'
  | 'price'
  | 'priceRange'
  | 'discounted_price'
  | 'discount_percentage'
  | 'image_url'
  | 'stock'
  | 'product_code'
  | 'category_id'
  | 'category_name'
  | 'weight_grams'
  | 'free_shipping'
>;

/** The line a product (and its chosen variant) makes, as the cart page shows it before the server has it. */
export function cartLineSnapshot(
  product: SnapshotProduct,
  variant: Variant | null,
  quantity: number,
): CartLine {
  const price = variant
    ? variant.price
    : typeof product.price === 'number'
      ? product.price
      : product.priceRange.minPrice;
  const attributes = variant?.attributes ?? null;
  const attribute = (pattern: RegExp) =>
    Object.entries(attributes ?? {}).find(([name]) => pattern.test(name.trim()))?.[1] ?? null;
  const stock = variant ? variant.stock : product.stock;
  return {
    cart_id: 0,
    product_id: product.product_id,
    id: product.product_id,
    variant_id: variant?.variant_id ?? null,
    product_name: product.name,
    name: product.name,
    product_code: product.product_code,
    sku: variant?.sku ?? null,
    price,
    original_price: price,
    discount_percentage: product.discount_percentage ?? 0,
    discounted_price: (variant ? variant.discounted_price : product.discounted_price) ?? 0,
    quantity,
    stock,
    stock_quantity: stock,
    image_url: variant?.image_url ?? product.image_url,
    size: attribute(/^size$/i),
    color: attribute(/^colou?r$/i),
    variant_attributes: attributes,
    category_id: product.category_id,
    category_name: product.category_name,
    weight_grams: product.weight_grams,
    free_shipping: product.free_shipping,
    selected: true,
  };
}

/**
 * docs/cart.md#cart-page: a guest add fails with "Not enough stock available" when the stock is below the
 * quantity. The same product and variant make one line, its quantity summed; a sum above 99 is refused
 * with "At most 99 of one item in the cart".
 */
export function addLine(lines: readonly CartLine[], incoming: CartLine): CartLine[] {
  if (!(incoming.quantity > 0) || !Number.isInteger(incoming.quantity)) {
    throw new CartRuleError('Invalid product or quantity');
  }
  const key = lineKey(incoming);
  const existing = lines.find((line) => lineKey(line) === key);
  const quantity = (existing?.quantity ?? 0) + incoming.quantity;
  if (incoming.stock < quantity) throw new CartRuleError(CART_MESSAGES.notEnoughStock);
  // As the server refuses it: a line of more than 99 is not quietly cut to 99 under a toast saying otherwise.
  if (quantity > CART_QUANTITY_MAX) throw new CartRuleError(CART_MESSAGES.lineLimit);
  // The fresh snapshot's price and stock replace the stored ones; the line is ticked for checkout.
  const line: CartLine = { ...(existing ?? {}), ...incoming, cart_id: existing?.cart_id ?? 0, quantity };
  return existing ? lines.map((item) => (lineKey(item) === key ? line : item)) : [...lines, line];
}

/** docs/cart.md#cart-page: a quantity of 0 or less removes the line; otherwise it stays within 1..stock (99). */
export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLines(lines, [key]);
  return lines.map((line) =>
    lineKey(line) === key
      ? { ...line, quantity: Math.max(1, Math.min(Math.floor(quantity), cartQuantityMax(line.stock))) }
      : line,
  );
}

export function removeLines(lines: readonly CartLine[], keys: readonly string[]): CartLine[] {
  return lines.filter((line) => !keys.includes(lineKey(line)));
}

export function setLineSelected(lines: readonly CartLine[], key: string, selected: boolean): CartLine[] {
  return lines.map((line) => (lineKey(line) === key ? { ...line, selected } : line));
}

export function setAllSelected(lines: readonly CartLine[], selected: boolean): CartLine[] {
  return lines.map((line) => ({ ...line, selected }));
}
