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
