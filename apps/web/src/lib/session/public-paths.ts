// docs/accounts.md#sessions: logout or an expired session redirects to /login "unless the current page is
// public" (/, /login, /signup, /shop, /product...). Every page a guest may use is public; only the
// pages that need an account (or the admin area) send the shopper to log in.
const PUBLIC_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/(login|signup|shop|cart|contact|consultation|appointment|horoscope|faqs|privacy-policy)$/,
  /^\/(bazi-calculator|product-guide|product-guides|resend-verification|forgot-password)$/,
  /^\/social-auth-success$/,
  /^\/(product|category|blog|prosper-guide|verify-email|reset-password)(\/.*)?$/,
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.some((pattern) => pattern.test(path));
}

/**
 * A return path that stays inside the shop: it must be a path on this site ("/..."), never a
 * protocol-relative or absolute address that would send the shopper elsewhere after signing in.
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  if (/\p{Cc}/u.test(candidate)) return fallback;
  return candidate;
}
