import { RICH_TEXT_HTML, sanitizeHtmlOptions } from '@fengshui/shared/html-allow-lists';
import sanitizeHtml from 'sanitize-html';

// docs/admin.md#content: the owner's rich text is sanitised when saved, so every page may render it as HTML. The
// allow-list (RICH_TEXT_HTML, shared with the web app) is what the admin editor produces.

/** Pictures only from the shop's own media folder: no tracking pixels, no hot-linking. */
const OWN_MEDIA = /^\/media\/[a-z0-9][a-z0-9/_.-]*$/i;

const RICH_TEXT: sanitizeHtml.IOptions = {
  ...sanitizeHtmlOptions(RICH_TEXT_HTML),
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link never gives the page it opens a handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!OWN_MEDIA.test(frame.attribs.src ?? '') || frame.attribs.src!.includes('..')),
};

/** The HTML as it is stored and shown: only the allow-listed tags and attributes survive. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The words of some HTML as plain text (for excerpts, search and FAQ questions), spaces folded. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The start of a text, cut at a word boundary. */
export function excerptOf(text: string, maxLength = 240): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).trimEnd()}…`;
}
