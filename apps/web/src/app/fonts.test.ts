// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types
import { buildWebIfNeeded } from '../../../../scripts/build-if-needed.mjs';

// docs/decisions/006-server-rendering.md and 007-delivering-bytes.md ("Eighth pass"): text in the
// device's own typeface; the heading font in its Latin subset, preloaded, swapped in over a fallback of
// the same metrics, so that nothing moves when it arrives.
const dist = path.resolve(import.meta.dirname, '../../dist');
let html = '';
let css = '';

beforeAll(() => {
  buildWebIfNeeded();
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const stylesheet = readdirSync(path.join(dist, 'assets')).find((file) => /^index-.*\.css$/.test(file));
  css = readFileSync(path.join(dist, 'assets', stylesheet!), 'utf8');
}, 300_000);

describe('the web fonts', () => {
  it('preloads the Latin face of the headings with every page, and no other font', () => {
    expect(html.match(/<link rel="preload" as="font"[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="\/assets\/cormorant-garamond-latin-700-normal-[\w-]+\.woff2">/,
    );
  });

  it('lets every web font swap in, and loads no Cormorant subset beyond Latin', () => {
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const webFonts = faces.filter((face) => face.includes('url('));
    expect(webFonts.length).toBeGreaterThan(0);
    for (const face of webFonts) expect(face).toContain('font-display:swap');
    expect(webFonts.filter((face) => /cormorant-garamond-(cyrillic|vietnamese)/.test(face))).toEqual([]);
  });

  it('fetches no web font for text: the device draws it', () => {
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const families = new Set(faces.map((face) => /font-family:([^;]+);/.exec(face)?.[1]?.replace(/"/g, '')));
    expect([...families].sort()).toEqual([
      'Cormorant Garamond',
      'Cormorant Garamond Fallback',
      'Feng Shui CJK',
    ]);
    expect(css).toMatch(/--font-sans: ?"Feng Shui CJK", ?-apple-system, ?BlinkMacSystemFont,/);
  });

  it('carries the peso sign in faces of its own, so a price in a heading fetches no latin-ext file', () => {
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const peso = faces.filter((face) => /unicode-range:U\+20B1[;}]/i.test(face));
    expect(peso.map((face) => /font-family:([^;]+);/.exec(face)?.[1])).toEqual([
      'Cormorant Garamond',
      'Cormorant Garamond',
    ]);
    // Without a unicode-range, a latin-ext face would be fetched with every heading.
    expect(faces.filter((face) => face.includes('cormorant-garamond-latin-ext'))).toEqual([]);
  });

  it('falls back to a face sized like the heading font, named right after it', () => {
    expect(css).toMatch(/@font-face\{font-family:Cormorant Garamond Fallback;[^}]*size-adjust:[\d.]+%/);
    expect(css).toMatch(/"Cormorant Garamond", ?"Cormorant Garamond Fallback"/);
  });
});
