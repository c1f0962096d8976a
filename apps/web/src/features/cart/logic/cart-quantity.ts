// docs/cart.md#cart-page: the cart page's quantity runs from 1 to the stock (99 at most); minus is
// disabled at 1; non-numeric input becomes 1; a quantity below 1 is ignored (docs/cart.md#cart-page).

/** The quantity a typed text asks for, or null when it is to be ignored (below 1). */
export function parseCartQuantity(text: string, max: number): number | null {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return 1;
  if (value < 1) return null;
  return Math.min(Math.floor(value), Math.max(1, max));
}
