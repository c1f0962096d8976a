import { RICH_TEXT_HTML } from '@fengshui/shared/html-allow-lists';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from './sanitize-html.ts';

const sanitizeRichText = createHtmlSanitizer(RICH_TEXT_HTML);

describe('the rich text shown in the shop', () => {
  it('keeps what the admin editor makes', () => {
    const html =
      '<h2>Wealth</h2><p><strong>Jade</strong> and <em>citrine</em></p><img src="/media/a.webp" alt="A">';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, classes and tags outside the list', () => {
    expect(
      sanitizeRichText('<div class="x" style="color:red"><h1>Big</h1><p>Hi</p><script>x()</script></div>'),
    ).toBe('Big<p>Hi</p>');
  });

  it('gives every link rel="noopener noreferrer" and no target', () => {
    expect(sanitizeRichText('<a href="/contact" target="_blank" title="t">Contact</a>')).toBe(
      '<a href="/contact" rel="noopener noreferrer">Contact</a>',
    );
  });
});
