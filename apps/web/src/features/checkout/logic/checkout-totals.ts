import type { CartLine } from '@fengshui/shared/cart';
import { cartTotals, shipsFree, unitPrice } from '@fengshui/shared/cart-rules';
import { CHECKOUT_QUANTITY_MAX, FALLBACK_SHIPPING_FEE } from '@fengshui/shared/constants';
import { roundPesos } from '@fengshui/shared/money';

export type CheckoutLine = Pick<
  CartLine,
  | 'product_id'
  | 'variant_id'
  | 'name'
  | 'price'
  | 'discounted_price'
  | 'quantity'
  | 'stock'
  | 'image_url'
  | 'variant_attributes'
> &
  Partial<CartLine>;

export interface CheckoutTotals {
  subtotal: number;
  shippingFee: number;
  /** Every line ships free, so the order pays no shipping whatever the estimate. */
  freeShipping: boolean;
  discount: number;
  total: number;
  itemCount: number;
}

/**
 * docs/checkout-and-payment.md#limits: subtotal plus shipping, less the voucher discount, never below 0;
 * no shipping when every line ships free, as the server charges it.
 */
export function checkoutTotals(
  lines: readonly CheckoutLine[],
  shippingFee: number,
  voucherDiscount = 0,
): CheckoutTotals {
  // Every checkout line is selected: the cart already chose them.
  const { total: subtotal, itemCount } = cartTotals(lines.map((line) => ({ ...line, selected: true })));
  const freeShipping = shipsFree(lines.map((line) => line.free_shipping === true));
  const shipping = freeShipping
    ? 0
    : Math.max(0, Number.isFinite(shippingFee) ? shippingFee : FALLBACK_SHIPPING_FEE);
  const discount = Math.max(0, Number.isFinite(voucherDiscount) ? voucherDiscount : 0);
  return {
    subtotal,
    shippingFee: shipping,
    freeShipping,
    discount,
    total: Math.max(0, roundPesos(subtotal + shipping - discount)),
    itemCount,
  };
}

/** docs/checkout-and-payment.md#checkout-page and #limits: at checkout a quantity runs from 1 to the stock, or 999 when unknown. */
export function checkoutQuantityMax(stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock) && stock > 0
    ? Math.min(stock, CHECKOUT_QUANTITY_MAX)
    : CHECKOUT_QUANTITY_MAX;
}

export function clampCheckoutQuantity(quantity: number, stock: number | null | undefined): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), checkoutQuantityMax(stock));
}

/** The order's items: the price is the unit price shown (the discounted one when above 0). */
export function orderItems(lines: readonly CheckoutLine[]) {
  return lines.map((line) => ({
    product_id: line.product_id,
    variant_id: line.variant_id ?? null,
    quantity: line.quantity,
    price: unitPrice(line),
    variant_attributes: line.variant_attributes ?? null,
  }));
}

/** docs/checkout-and-payment.md#promotions: the promotion request's items. */
export function promotionItems(lines: readonly CheckoutLine[]) {
  return lines.map((line) => ({
    product_id: line.product_id,
    price: unitPrice(line),
    quantity: line.quantity,
  }));
}

export type PaymentMethod = 'dragonpay' | 'cod';
