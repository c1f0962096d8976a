// docs/catalogue.md#product-page: quantity is an integer from 1 to the available stock.

export function clampQuantity(value: number, max: number): number {
  const ceiling = Math.max(1, Math.floor(max));
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), ceiling);
}

/** What a typed quantity means: non-numeric text becomes 1, anything else is kept within 1..max. */
export function parseQuantityInput(text: string, max: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 1;
  return clampQuantity(Number.parseInt(trimmed, 10), max);
}
