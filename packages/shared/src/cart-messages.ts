// The cart's messages, apart from its schemas (cart.ts), so that a product card's quick add does not
// load zod (docs/decisions/006-server-rendering.md).
import { CART_QUANTITY_MAX, ORDER_LINES_MAX } from './constants.ts';

export const CART_MESSAGES = {
  notEnoughStock: 'Not enough stock available',
  // The cart's limit for one product and variant, reached with stock to spare.
  lineLimit: `At most ${CART_QUANTITY_MAX} of one item in the cart`,
  // Checked when the cart goes to checkout and again by the order and promotion schemas.
  tooManyForOneOrder: `An order can hold at most ${ORDER_LINES_MAX} different items. Please check out the rest in another order.`,
  outOfStock: 'This item is out of stock',
  lineNotFound: 'Cart item not found',
  productNotFound: 'Product not found',
  variantRequired: 'Please select all options',
  variantNotFound: 'Selected variant is not available',
} as const;
