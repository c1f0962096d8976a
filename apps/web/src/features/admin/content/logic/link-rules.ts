import { RICH_TEXT_HTML } from '@fengshui/shared/html-allow-lists';

// docs/admin.md#rich-text: the links a rich text keeps are those of the shared allow-list's schemes
// (web and mail), and the shop's own pages.

const SCHEMES = new RegExp(`^(${RICH_TEXT_HTML.linkSchemes.join('|')}):`, 'i');

export function isAllowedLink(href: string): boolean {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  if (!SCHEMES.test(trimmed) || /[\s"<>]/.test(trimmed)) return false;
  // A web address needs its host; mailto: its address.
  return /^https?:\/\/[^/]/i.test(trimmed) || /^mailto:./i.test(trimmed);
}

export const LINK_RULE_MESSAGE =
  'Use an address starting with https://, http://, mailto: or / for a page of the shop.';
