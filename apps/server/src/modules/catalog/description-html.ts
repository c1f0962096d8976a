import { PRODUCT_DESCRIPTION_HTML, sanitizeHtmlOptions } from '@fengshui/shared/html-allow-lists';
import sanitizeHtml from 'sanitize-html';

// docs/catalogue.md#product-page: a description is only basic text, link and image markup. The shop
// sanitises again when it shows one; cleaning it on save keeps what is stored honest as well.
const OPTIONS: sanitizeHtml.IOptions = {
  ...sanitizeHtmlOptions(PRODUCT_DESCRIPTION_HTML),
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Plain text typed in a box becomes paragraphs; markup is cleaned to the allowed tags. */
export function sanitizeDescription(text: string): string {
  const looksLikeHtml = /<[a-z!/]/i.test(text);
  const html = looksLikeHtml
    ? text
    : text
        .trim()
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, OPTIONS).trim();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
