import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cjkCharactersInSource,
  REPOSITORY,
  SUBSET_FONT,
  unicodeRange,
  woff2CodePoints,
} from './characters.ts';

const css = readFileSync(path.join(REPOSITORY, 'apps/web/src/styles.css'), 'utf8');
const face = css.slice(css.indexOf('font-family: "Feng Shui CJK"'));

describe('the CJK subset font', () => {
  const characters = cjkCharactersInSource();

  it('finds the characters the site shows (zodiac animals, stems and branches)', () => {
    for (const character of ['鼠', '龍', '甲', '子']) expect(characters).toContain(character);
  });

  it('holds every CJK character used in the source (run `npm run fonts:cjk` after adding one)', () => {
    const inFont = woff2CodePoints(readFileSync(path.join(REPOSITORY, SUBSET_FONT)));
    const missing = characters.filter((character) => !inFont.has(character.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it("is fetched only for those characters, before the device's typeface and after the heading font", () => {
    const declared = face.slice(
      face.indexOf('unicode-range:') + 'unicode-range:'.length,
      face.indexOf(';', face.indexOf('unicode-range:')),
    );
    expect(declared.replace(/\s+/g, ' ').trim()).toBe(unicodeRange(characters));
    expect(css).toMatch(/--font-sans:\s+"Feng Shui CJK", -apple-system,/);
    expect(css).toMatch(
      /--font-display: "Cormorant Garamond", "Cormorant Garamond Fallback", "Feng Shui CJK"/,
    );
  });
});
