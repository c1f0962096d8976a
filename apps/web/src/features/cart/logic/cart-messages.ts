// docs/cart.md#messages: the texts the cart shows, verbatim. The server's own messages
// (e.g. "Not enough stock available") are CART_MESSAGES in '@fengshui/shared/cart'.
import { describeAttributes } from '@fengshui/shared/variants';

export const CART_TOASTS = {
  addFailed: 'Failed to add item to cart',
  invalidProductOrQuantity: 'Invalid product or quantity',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  noneSelectedForRemoval: 'No items selected for removal',
  removeSelectedFailed: 'Failed to remove selected items',
  selectForCheckout: 'Please select at least one item to checkout',
  missingCartIdForRemove: 'Cannot remove item: missing cart_id for authenticated user',
  missingCartIdForUpdate: 'Cannot update quantity: missing cart_id for authenticated user',
  /** docs/cart.md#another-tab: a line changed in another tab (or device) is gone from the cart. */
  lineGone: 'This item was removed from your cart in another tab or device. Here is your cart as it is now.',
} as const;

/** Where an add came from: the product page names quantity and options, a card only the name. */
export type AddSource = 'detail' | 'card';

export function addedToCartMessage(
  source: AddSource,
  line: { name: string; quantity: number; variant_attributes: Record<string, string> | null },
): string {
  if (source === 'card') return `${line.name} added to cart successfully!`;
  const attributes = describeAttributes(line.variant_attributes);
  return `${line.quantity} x ${line.name}${attributes ? ` (${attributes})` : ''} added to cart successfully!`;
}

/** A guest line the merge could not add in full (stock, the 99 limit, or a product gone). */
export function mergeAdjustmentMessage(adjustment: {
  name: string | null;
  requested: number;
  added: number;
}): string {
  if (adjustment.name === null) return 'An item from your guest cart is no longer available';
  if (adjustment.added <= 0) return `${adjustment.name} could not be added (stock)`;
  return `Only ${adjustment.added} of ${adjustment.name} could be added (stock)`;
}
