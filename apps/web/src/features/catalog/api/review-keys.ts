// One factory for the review query keys of the product page (storefront.md 7 "Reviews").
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => ['reviews', 'product', productId] as const,
  /** The newest reviews across the shop, for the home page (accounts-content.md 7). */
  recent: (limit: number) => ['reviews', 'recent', limit] as const,
  purchaseCheck: (productId: number, userId: number) =>
    ['reviews', 'purchase-check', productId, userId] as const,
};
