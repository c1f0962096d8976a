// docs/admin.md#rich-text: what Word and Google Docs put on the clipboard is cleaned before the
// editor reads it. Their styling (fonts, colours, sizes, Word's list markers and conditional comments)
// goes; the structure the shop keeps (headings, paragraphs, lists, bold, italic, links) stays. The
// server sanitises the saved text again with its allow-list: this only makes the paste look right.

import { RICH_TEXT_HTML } from '@fengshui/shared/html-allow-lists';

const DROPPED_ELEMENTS = 'style, script, meta, link, title, xml, o\\:p, w\\:sdt, colgroup';

function isBoldStyle(style: string): boolean {
  const weight = /font-weight\s*:\s*(\w+)/i.exec(style)?.[1]?.toLowerCase();
  return weight === 'bold' || weight === 'bolder' || (weight !== undefined && Number(weight) >= 600);
}

const isItalicStyle = (style: string) => /font-style\s*:\s*italic/i.test(style);

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Replaces a styled span by <strong>/<em> around its children, as its style said. */
function emphasisFromStyle(element: HTMLElement, document: Document): void {
  const style = element.getAttribute('style') ?? '';
  let content: Node[] = [...element.childNodes];
  if (isItalicStyle(style)) {
    const em = document.createElement('em');
    em.append(...content);
    content = [em];
  }
  if (isBoldStyle(style)) {
    const strong = document.createElement('strong');
    strong.append(...content);
    content = [strong];
  }
  element.replaceWith(...content);
}

/** The HTML of a paste from Word or Google Docs, reduced to the structure the shop keeps. */
export function cleanPastedHtml(html: string): string {
  // Word's conditional blocks hold its list bullets and VML pictures.
  const withoutComments = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!\[if[^\]]*\]>[\s\S]*?<!\[endif\]>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const document = new DOMParser().parseFromString(withoutComments, 'text/html');
  const body = document.body;
  for (const element of body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  const comments = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);
  // Word marks a list item's bullet or number as text to ignore.
  for (const element of body.querySelectorAll('[style*="mso-list"]')) {
    if (/mso-list\s*:\s*ignore/i.test(element.getAttribute('style') ?? '')) element.remove();
  }
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const element of body.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(element);
  for (const element of body.querySelectorAll<HTMLElement>('b, strong, i, em, span')) {
    const style = element.getAttribute('style') ?? '';
    if (
      (element.tagName === 'B' || element.tagName === 'STRONG') &&
      /font-weight\s*:\s*(normal|400)/i.test(style)
    ) {
      unwrap(element);
      continue;
    }
    if (element.tagName === 'SPAN') emphasisFromStyle(element, document);
  }
  // Word's paragraphs of a list (class MsoListParagraph…) become the list items they were.
  let list: HTMLElement | null = null;
  for (const paragraph of [...body.querySelectorAll('p')]) {
    const isItem =
      /MsoListParagraph/i.test(paragraph.className) ||
      /mso-list/i.test(paragraph.getAttribute('style') ?? '');
    if (!isItem) {
      list = null;
      continue;
    }
    if (!list || paragraph.previousElementSibling !== list) {
      list = document.createElement('ul');
      paragraph.before(list);
    }
    const item = document.createElement('li');
    item.append(...paragraph.childNodes);
    list.append(item);
    paragraph.remove();
  }
  // Only the shop's own pictures are kept when saved (the allow-list names no picture scheme); a pasted
  // one from a file or the web would vanish then.
  for (const image of body.querySelectorAll('img')) {
    if (!/^\/media\//.test(image.getAttribute('src') ?? '')) image.remove();
  }
  for (const element of body.querySelectorAll('*')) {
    const kept = RICH_TEXT_HTML.attributes[element.tagName.toLowerCase()] ?? [];
    for (const attribute of [...element.attributes]) {
      // rel is the server's to set on links.
      if (!kept.includes(attribute.name) || attribute.name === 'rel') element.removeAttribute(attribute.name);
    }
  }
  // What is left of Word's and Docs' wrappers: empty spans and fonts.
  for (const element of body.querySelectorAll('span, font')) unwrap(element);
  return body.innerHTML.replace(/&nbsp;/g, ' ').trim();
}
