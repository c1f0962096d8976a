// One factory for the review query keys of the product page (docs/catalogue.md#reviews).
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => ['reviews', 'product', productId] as const,
  /** The newest reviews across the shop, for the home page (docs/catalogue.md#api). */
  recent: (limit: number) => ['reviews', 'recent', limit] as const,
  purchaseCheck: (productId: number, userId: number) =>
    ['reviews', 'purchase-check', productId, userId] as const,
};
