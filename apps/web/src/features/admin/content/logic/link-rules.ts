// The links the rich text keeps: web, mail and the shop's own pages, the schemes the server's
// sanitiser keeps (docs/content.md "Rich text").

/** Only web, mail and the shop's own pages. */
export function isAllowedLink(href: string): boolean {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  return /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/i.test(trimmed);
}

export const LINK_RULE_MESSAGE =
  'Use an address starting with https://, http://, mailto: or / for a page of the shop.';
