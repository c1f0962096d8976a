// One factory for the cart's query keys. Everything sits under 'cart', so signing out (clearSession
// keeps only 'catalog' and 'session') forgets the user's cart with the rest of their data.

export const cartKeys = {
  all: ['cart'] as const,
  /** The signed-in user's server cart. */
  server: (userId: number) => ['cart', 'server', userId] as const,
  /** The guest cart in this browser's storage (docs/cart.md#guest-cart). */
  guest: () => ['cart', 'guest'] as const,
};
