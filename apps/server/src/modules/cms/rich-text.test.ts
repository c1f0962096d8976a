import { describe, expect, it } from 'vitest';
import { excerptOf, plainText, sanitizeRichText } from './rich-text.ts';

describe('rich text saved by the owner', () => {
  it('keeps the tags of the editor', () => {
    const html =
      '<h2>Placement</h2><h3>Living room</h3><h4>Tips</h4><p>Put it <strong>high</strong>, <em>never</em> on the floor.<br>Then wait.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote><p><a href="mailto:hello@fengshuiprosper.ph">Write</a> <a href="/shop">Shop</a></p>';
    expect(sanitizeRichText(html)).toBe(
      html
        .replace('<br>', '<br />')
        .replace(
          '<a href="mailto:hello@fengshuiprosper.ph">',
          '<a href="mailto:hello@fengshuiprosper.ph" rel="noopener noreferrer">',
        )
        .replace('<a href="/shop">', '<a href="/shop" rel="noopener noreferrer">'),
    );
  });

  it('strips scripts, styles, event handlers and foreign elements', () => {
    expect(
      sanitizeRichText(
        '<p style="background:url(x)" class="a" id="b" onmouseover="x()">Hi</p><script>alert(1)</script><style>p{}</style><svg><script>alert(1)</script></svg><iframe src="/"></iframe><form><input></form><!-- comment -->',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('refuses every way of writing a script link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps pictures only from the shop’s own media folder', () => {
    expect(sanitizeRichText('<img src="/media/cms/inline/a1.webp" alt="Coins" width="9">')).toBe(
      '<img src="/media/cms/inline/a1.webp" alt="Coins" />',
    );
    for (const src of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      '/media/../secrets',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/api/auth/logout',
    ]) {
      expect(sanitizeRichText(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
  });

  it('turns the browser’s b, i and h1 into the allowed tags', () => {
    expect(sanitizeRichText('<h1>T</h1><b>B</b><i>I</i>')).toBe('<h2>T</h2><strong>B</strong><em>I</em>');
  });
});

describe('plain text of rich text', () => {
  it('separates blocks, decodes entities and folds spaces', () => {
    expect(plainText('<p>Luck &amp; wealth</p><p>Chi&nbsp;flows &#8212; &lt;here&gt;</p>')).toBe(
      'Luck & wealth Chi flows — <here>',
    );
    expect(plainText('<p>Do I pay for delivery?</p>')).toBe('Do I pay for delivery?');
  });

  it('cuts an excerpt at a word', () => {
    expect(excerptOf('one two three four', 10)).toBe('one two…');
    expect(excerptOf('short', 10)).toBe('short');
  });
});
