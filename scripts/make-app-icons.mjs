// `npm run icons:app`: draws the installable app's icons (docs/integrations/web-push.md#installable) into
// apps/web/public/icons from the brand's coin mark (the favicon's design): 192 and 512 px for any use, a
// 512 px maskable one whose mark sits inside the safe circle on a full-bleed brand red, and the 180 px
// icon iOS puts on the home screen. The PNGs are committed; run it again when the mark changes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND_RED = '#a61b1b';
const GOLD = '#d4a72c';
const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

/** The coin on a 64-unit canvas, scaled by `scale` around the centre, on `background` (none: transparent). */
const coin = (scale, background) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  ${background ? `<rect width="64" height="64" fill="${background}"/>` : ''}
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <circle cx="32" cy="32" r="30" fill="${BRAND_RED}"/>
    <circle cx="32" cy="32" r="22" fill="none" stroke="${GOLD}" stroke-width="4"/>
    <rect x="26" y="26" width="12" height="12" fill="${GOLD}"/>
  </g>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: coin(1, null) },
  { file: 'icon-512.png', size: 512, svg: coin(1, null) },
  // The maskable safe zone is the centre circle of 80% of the width; the coin takes 70% of it.
  { file: 'icon-maskable-512.png', size: 512, svg: coin(0.7, BRAND_RED) },
  { file: 'apple-touch-icon.png', size: 180, svg: coin(0.86, '#fbf7ef') },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
