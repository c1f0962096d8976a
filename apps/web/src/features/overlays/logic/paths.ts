const startsWithAny = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** "/shop paths" of docs/content.md#overlays: the shop page and anything under it. */
export function isShopPath(pathname: string): boolean {
  return startsWithAny(pathname, ['/shop']);
}

// docs/content.md#overlays: the chat widget stays away from the admin, paying and order pages.
// `/payment` also covers the payment sandbox's own page (/payment-sandbox/...).
const CHAT_HIDDEN_PREFIXES = [
  '/admin',
  '/checkout',
  '/transaction-complete',
  '/account/orders',
  '/account/tracking',
];

export function isChatHiddenPath(pathname: string): boolean {
  return pathname.startsWith('/payment') || startsWithAny(pathname, CHAT_HIDDEN_PREFIXES);
}

/**
 * Pages where a shopper is paying: no promo or consent dialog interrupts them there (the spec is
 * silent; a real shop would not put a popup between a customer and the payment). The prompts wait
 * for the next page instead.
 */
export function isPurchaseFlowPath(pathname: string): boolean {
  return pathname.startsWith('/payment') || startsWithAny(pathname, ['/checkout', '/transaction-complete']);
}
