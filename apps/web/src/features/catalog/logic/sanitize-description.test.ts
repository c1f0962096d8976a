import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('removes scripts', () => {
    const clean = sanitizeDescription('<p>Brings luck</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Brings luck</p>');
  });

  it('removes event handler attributes', () => {
    const clean = sanitizeDescription(
      '<img src="/a.webp" alt="Coin" onerror="alert(1)"><p onclick="x()">Hi</p>',
    );
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('onclick');
    expect(clean).toContain('<img src="/a.webp" alt="Coin">');
  });

  it('removes javascript: links but keeps the link text', () => {
    const clean = sanitizeDescription('<a href="javascript:alert(1)">Click</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('Click');
  });

  it('keeps strong text, links and images', () => {
    const clean = sanitizeDescription(
      '<p><strong>Jade</strong> <a href="https://example.ph/guide" title="Guide">guide</a></p><img src="/j.webp" alt="Jade" width="200" height="100">',
    );
    expect(clean).toContain('<strong>Jade</strong>');
    expect(clean).toContain('href="https://example.ph/guide"');
    expect(clean).toContain('title="Guide"');
    expect(clean).toContain('<img src="/j.webp" alt="Jade" width="200" height="100">');
  });

  it('gives every link rel="noopener noreferrer"', () => {
    const clean = sanitizeDescription('<a href="https://example.ph" target="_blank" rel="opener">x</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
    expect(clean).not.toContain('rel="opener"');
  });

  it('drops markup outside the basic set and attributes on the wrong tag', () => {
    const clean = sanitizeDescription(
      '<div style="color:red"><iframe src="https://x"></iframe><h1>Big</h1><p class="x" href="/y">Text</p></div>',
    );
    expect(clean).toBe('Big<p>Text</p>');
  });

  it('keeps lists, headings and quotes', () => {
    const html =
      '<h3>Care</h3><ul><li>Dust weekly</li></ul><ol><li>One</li></ol><blockquote><em>Calm</em></blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('returns an empty string for no description', () => {
    expect(sanitizeDescription('')).toBe('');
    expect(sanitizeDescription(null)).toBe('');
  });
});
