import type { Location } from 'react-router';

/**
 * The key under which ScrollRestoration keeps a page's scroll position. A page opened by a full load
 * (the gateway's return, a typed address, `location.assign` to the sandbox gateway) has no history
 * key of its own: React Router calls every such entry "default", so without this the sandbox gateway
 * would open at the scroll position the checkout page was left at, its footer. Such entries are kept
 * by their path instead: a reload still returns to where the reader was, another page starts at the top.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname'>): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}
