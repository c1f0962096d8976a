import { describe, expect, it } from 'vitest';
import {
  allowedAttributeNames,
  domPurifyConfig,
  keepsAttribute,
  PRODUCT_DESCRIPTION_HTML,
  RICH_TEXT_HTML,
  sanitizeHtmlOptions,
} from './html-allow-lists.ts';

describe('the HTML allow-lists', () => {
  it('give attributes only to tags they allow', () => {
    for (const list of [PRODUCT_DESCRIPTION_HTML, RICH_TEXT_HTML]) {
      for (const tag of Object.keys(list.attributes)) expect(list.tags).toContain(tag);
    }
  });

  it('keep an attribute only on its own tag', () => {
    expect(keepsAttribute(PRODUCT_DESCRIPTION_HTML, 'A', 'target')).toBe(true);
    expect(keepsAttribute(PRODUCT_DESCRIPTION_HTML, 'p', 'href')).toBe(false);
    expect(keepsAttribute(RICH_TEXT_HTML, 'a', 'target')).toBe(false);
  });

  it('are the same list for the server on save and the browser on display', () => {
    const server = sanitizeHtmlOptions(RICH_TEXT_HTML);
    const browser = domPurifyConfig(RICH_TEXT_HTML);
    expect(server.allowedTags).toEqual(browser.ALLOWED_TAGS);
    expect(Object.values(server.allowedAttributes).flat().sort()).toEqual([...browser.ALLOWED_ATTR].sort());
    expect(allowedAttributeNames(PRODUCT_DESCRIPTION_HTML)).toEqual([
      'href',
      'title',
      'target',
      'rel',
      'src',
      'alt',
      'width',
      'height',
    ]);
  });

  it('let pictures of rich text come only from the shop itself', () => {
    expect(sanitizeHtmlOptions(RICH_TEXT_HTML).allowedSchemesByTag.img).toEqual([]);
  });
});
