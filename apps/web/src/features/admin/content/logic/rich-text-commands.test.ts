import { describe, expect, it } from 'vitest';
import {
  insertImage,
  insertLink,
  isAllowedLink,
  makeList,
  paragraphsFromPlainText,
  wrapBlock,
  wrapInline,
} from './rich-text-commands.ts';

const at = (value: string, start: number, end = start) => ({
  value,
  selectionStart: start,
  selectionEnd: end,
});

describe('the rich-text toolbar', () => {
  it('wraps the selection in bold, keeping it selected', () => {
    const next = wrapInline(at('Place it high', 9, 13), 'strong');
    expect(next.value).toBe('Place it <strong>high</strong>');
    expect(next.value.slice(next.selectionStart, next.selectionEnd)).toBe('high');
  });

  it('puts the cursor between the tags when nothing is selected', () => {
    const next = wrapInline(at('ab', 1), 'em');
    expect(next).toEqual({ value: 'a<em></em>b', selectionStart: 5, selectionEnd: 5 });
  });

  it('turns the whole current line into a heading', () => {
    expect(wrapBlock(at('<p>One</p>\nWhere to place it\nrest', 15), 'h2').value).toBe(
      '<p>One</p>\n<h2>Where to place it</h2>\nrest',
    );
  });

  it('makes a list of the selected lines', () => {
    expect(makeList(at('North\nSoutheast\n\nEast', 0, 21), 'ul').value).toBe(
      '<ul>\n<li>North</li>\n<li>Southeast</li>\n<li>East</li>\n</ul>',
    );
  });

  it('links the selection and escapes the address', () => {
    expect(insertLink(at('see the shop', 8, 12), '/shop?a="b"').value).toBe(
      'see the <a href="/shop?a=&quot;b&quot;">shop</a>',
    );
    expect(insertLink(at('', 0), 'https://example.ph').value).toBe(
      '<a href="https://example.ph">https://example.ph</a>',
    );
  });

  it('accepts only web, mail and the shop’s own links', () => {
    expect(isAllowedLink('https://example.ph/a')).toBe(true);
    expect(isAllowedLink('mailto:hello@fengshuiprosper.ph')).toBe(true);
    expect(isAllowedLink('/product-guide')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
  });

  it('inserts a picture with its description', () => {
    expect(insertImage(at('ab', 1), '/media/cms/inline/x.webp', 'A "lucky" cat').value).toBe(
      'a<img src="/media/cms/inline/x.webp" alt="A &quot;lucky&quot; cat">b',
    );
  });

  it('turns plain text into paragraphs and shows markup in it as text', () => {
    expect(paragraphsFromPlainText('First line\nsecond line\n\n<h2>Kept</h2>\n\n1 < 2 & <b>')).toBe(
      '<p>First line<br>second line</p>\n<h2>Kept</h2>\n<p>1 &lt; 2 &amp; &lt;b&gt;</p>',
    );
  });
});
