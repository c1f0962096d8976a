import { ROW_ID_MAX } from './constants.ts';

// docs/content.md#navigation-and-footer: every path the web app answers.
// The server uses this to answer unknown paths with a real 404 status (docs/architecture.md#server-rendered-pages).
const WEB_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(shop|cart|checkout|login|signup|resend-verification|forgot-password|contact|consultation|appointment)$/,
  /^\/(social-auth-success|account|purchases|transaction-complete|horoscope|blog|faqs|privacy-policy)$/,
  /^\/(bazi-calculator|product-guide|product-guides|prosper-guide)$/,
  /^\/payment\/confirmation$/,
  /^\/verify-email\/[^/]+$/,
  /^\/reset-password\/[^/]+$/,
  /^\/account\/(purchases|orders\/[^/]+|tracking\/[^/]+)$/,
  /^\/(category|product|blog|prosper-guide)\/[^/]+$/,
  /^\/payment-sandbox\/[^/]+$/,
  /^\/admin(\/.*)?$/,
];

export function isKnownWebRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WEB_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

/** Key under which the server inlines a page's data for the first render (docs/architecture.md#server-rendered-pages). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** Where a server-rendered page carries its query cache and router state (docs/decisions/006-server-rendering.md). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The id (a database serial: 1 to 2,147,483,647) that a piece of an address names, or null. Only plain
 * digits count: `Number()` would also read "0x85", "1e2" or " 133" as an id, and give one thing several
 * addresses. Kept free of zod, which the public pages' first scripts do not load; the API reads its ids
 * the same way (packages/shared/src/number-text.ts).
 */
export function idFromText(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ROW_ID_MAX ? id : null;
}

/**
 * The product id in a /product/:id address, or null when the segment is not one. The server answers
 * null with the not-found page and a 404 (apps/server/src/http/catalog-pages.ts); the web app shows
 * the same page.
 */
export function productIdFromPath(segment: string | undefined): number | null {
  return idFromText(segment);
}
