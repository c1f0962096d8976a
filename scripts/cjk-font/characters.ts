import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

// docs/content.md#figures-and-chinese-characters: the site shows a few Chinese characters (zodiac
// tiles, the horoscope medallion, the BaZi chart). A device without a CJK font draws them as boxes,
// so the web app ships a subset font holding exactly those characters.

export const REPOSITORY = path.resolve(import.meta.dirname, '../..');
/** Where the site's text comes from: the web app, the shared rules and the server (seed content, BaZi). */
export const SOURCE_FOLDERS = ['apps/web/src', 'packages/shared/src', 'apps/server/src'];
export const SUBSET_FONT = 'apps/web/src/assets/fonts/cjk-subset.woff2';

// CJK ideographs (with extension A and the compatibility block) and CJK punctuation.
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(tsx?|css|html|md)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every CJK character the site's source uses (tests left out), sorted by code point. */
export function cjkCharactersInSource(root = REPOSITORY): string[] {
  const found = new Set<string>();
  for (const folder of SOURCE_FOLDERS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(CJK)) found.add(match[0]);
    }
  }
  return [...found].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** The CSS unicode-range of the characters, so browsers fetch the font only for a page using one. */
export function unicodeRange(characters: string[]): string {
  return characters
    .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)
    .join(', ');
}

function readBase128(bytes: Uint8Array, start: number): { value: number; next: number } {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = bytes[start + index]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: start + index + 1 };
  }
  throw new Error('Bad UIntBase128 in the WOFF2 table directory');
}

const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

/**
 * The code points a WOFF2 font maps to glyphs, read from its cmap (formats 4 and 12), so a test can
 * hold the shipped file itself to the characters the site uses.
 */
export function woff2CodePoints(file: Buffer): Set<number> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('Not a WOFF2 file');
  const tableCount = file.readUInt16BE(12);
  let offset = 48;
  const tables: { tag: string; length: number }[] = [];
  for (let index = 0; index < tableCount; index += 1) {
    const flags = file[offset]!;
    offset += 1;
    let tag: string;
    if ((flags & 0x3f) === 0x3f) {
      tag = file.toString('latin1', offset, offset + 4);
      offset += 4;
    } else tag = KNOWN_TAGS[flags & 0x3f]!;
    const original = readBase128(file, offset);
    offset = original.next;
    const transformVersion = (flags >> 6) & 0x03;
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion === 0 : transformVersion !== 0;
    let length = original.value;
    if (transformed) {
      const transform = readBase128(file, offset);
      offset = transform.next;
      length = transform.value;
    }
    tables.push({ tag, length });
  }
  const totalCompressed = file.readUInt32BE(20);
  const data = brotliDecompressSync(file.subarray(offset, offset + totalCompressed));
  let position = 0;
  let cmap: Buffer | null = null;
  for (const table of tables) {
    if (table.tag === 'cmap') cmap = data.subarray(position, position + table.length);
    position += table.length;
  }
  if (!cmap) throw new Error('The font has no cmap');
  const points = new Set<number>();
  const subtableCount = cmap.readUInt16BE(2);
  for (let index = 0; index < subtableCount; index += 1) {
    const subtable = cmap.readUInt32BE(4 + index * 8 + 4);
    const format = cmap.readUInt16BE(subtable);
    if (format === 4) {
      const segments = cmap.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = cmap.readUInt16BE(ends + segment * 2);
        const start = cmap.readUInt16BE(starts + segment * 2);
        for (let point = start; point <= end && point !== 0xffff; point += 1) points.add(point);
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(subtable + 12);
      for (let group = 0; group < groups; group += 1) {
        const base = subtable + 16 + group * 12;
        for (let point = cmap.readUInt32BE(base); point <= cmap.readUInt32BE(base + 4); point += 1)
          points.add(point);
      }
    }
  }
  return points;
}
