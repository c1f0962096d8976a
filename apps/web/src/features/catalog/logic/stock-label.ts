/** Below this many left the page nudges the shopper ("Only 3 left"). */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

export function stockLabel(stock: number): string {
  const level = stockLevel(stock);
  if (level === 'out') return 'Out of stock';
  return level === 'low' ? `Only ${stock} left` : `In stock: ${stock}`;
}
