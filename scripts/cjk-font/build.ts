// Makes apps/web/src/assets/fonts/cjk-subset.woff2: Noto Serif SC Bold (SIL Open Font License 1.1,
// from the npm package @expo-google-fonts/noto-serif-sc) cut down to exactly the CJK characters the
// site's source uses, and prints the unicode-range for styles.css. Run `npm run fonts:cjk` after
// adding a Chinese character anywhere; a test fails until the font holds it
// (docs/content.md#figures-and-chinese-characters).
//
// The font package weighs about 115 MB, so it is not a dependency of the repository: the script
// installs it (and the subsetter) into a temporary folder from npm, by exact version, and removes it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cjkCharactersInSource,
  REPOSITORY,
  SUBSET_FONT,
  unicodeRange,
  woff2CodePoints,
} from './characters.ts';

const FONT_PACKAGE = '@expo-google-fonts/noto-serif-sc@0.4.3';
const SUBSETTER = 'subset-font@2.9.0';
const FONT_FILE = '@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf';

const characters = cjkCharactersInSource();
const workspace = mkdtempSync(path.join(tmpdir(), 'cjk-font-'));
try {
  writeFileSync(path.join(workspace, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', FONT_PACKAGE, SUBSETTER], {
    cwd: workspace,
    stdio: 'inherit',
  });
  const require = createRequire(path.join(workspace, 'package.json'));
  const subsetFont = require('subset-font') as (
    font: Buffer,
    text: string,
    options: { targetFormat: 'woff2' },
  ) => Promise<Buffer>;
  const font = readFileSync(require.resolve(FONT_FILE));
  const subset = await subsetFont(font, characters.join(''), { targetFormat: 'woff2' });
  const missing = characters.filter((character) => !woff2CodePoints(subset).has(character.codePointAt(0)!));
  if (missing.length > 0) throw new Error(`The font has no glyph for ${missing.join(' ')}`);
  const target = path.join(REPOSITORY, SUBSET_FONT);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, subset);
  console.log(`${SUBSET_FONT}: ${characters.length} characters, ${subset.length} bytes`);
  console.log(`unicode-range: ${unicodeRange(characters)};`);
} finally {
  rmSync(workspace, { recursive: true, force: true });
}
