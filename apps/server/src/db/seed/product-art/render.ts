/*
 * Deterministic SVG product pictures for the demo catalogue.
 *
 * Conventions:
 * - `primary` is the main visible material (beads, stone, cloth, metal body), `secondary` the accent
 *   (metal fittings, charm, cushion, sails, trim).
 * - Motifs that exist in several silhouettes pick one with `(seed % 12) % k`, so catalogue data can
 *   choose a silhouette by using `seed = 12 * n + shape`. Everything else (bead count, tilt, scale,
 *   background pattern) is drawn from a PRNG seeded with `seed` and `view`.
 * - Only plain shapes, linear/radial gradients, <pattern> and feGaussianBlur are used, so librsvg
 *   renders the output without fonts or external resources.
 */

import type { ArtMotif, ProductArt } from '../catalog/types.ts';
import { drawAmulet, drawCoin, drawKeychain, drawMedallion, drawPlaque, drawTalisman } from './amulets.ts';
import { CATEGORY_MOTIF, categoryBadge } from './category-art.ts';
import { drawScarf, drawWallet } from './fashion.ts';
import { compose } from './frame.ts';
import { drawBook, drawCrystal, drawFountain, drawShip, drawStatue, drawWindchime } from './home-decor.ts';
import {
  drawIncenseHolder,
  drawIncenseSticks,
  drawSingingBowl,
  drawSmudge,
  drawWishingPaper,
} from './incense.ts';
import { drawBracelet, drawEarrings, drawNecklace, drawPendant, drawRing } from './jewelry.ts';
import { type Ctx, type Drawn, GOLD, mulberry32, RED, safeColor } from './svg-kit.ts';

const MOTIFS: Record<ArtMotif, (c: Ctx) => Drawn> = {
  bracelet: drawBracelet,
  coin: drawCoin,
  pendant: drawPendant,
  ring: drawRing,
  earrings: drawEarrings,
  necklace: drawNecklace,
  keychain: drawKeychain,
  medallion: drawMedallion,
  plaque: drawPlaque,
  talisman: drawTalisman,
  scarf: drawScarf,
  wallet: drawWallet,
  'incense-holder': drawIncenseHolder,
  'incense-sticks': drawIncenseSticks,
  'singing-bowl': drawSingingBowl,
  smudge: drawSmudge,
  'wishing-paper': drawWishingPaper,
  book: drawBook,
  windchime: drawWindchime,
  'decor-statue': drawStatue,
  'decor-crystal': drawCrystal,
  'decor-fountain': drawFountain,
  'decor-ship': drawShip,
  amulet: drawAmulet,
};

/** A square 800x800 SVG picture of the product drawn from its motif. */
export function renderProductArt(
  art: ProductArt,
  options?: { colorOverride?: string; view?: number },
): string {
  const view = Math.max(0, Math.min(2, Math.floor(options?.view ?? 0)));
  const seed = Math.abs(Math.floor(art.seed)) || 0;
  const p = safeColor(options?.colorOverride ?? art.primary, GOLD);
  const s = safeColor(art.secondary, RED);
  const bg = safeColor(art.background, '#FBF6EC');
  const draw = MOTIFS[art.motif] ?? drawAmulet;
  const ctx: Ctx = { p, s, bg, rnd: mulberry32(seed * 31 + 7), shape: seed % 12, view };
  return compose(draw(ctx), { p, s, bg }, seed, view);
}

/** 800x800 icon-like picture for a category: the category's motif on a soft medallion backdrop. */
export function renderCategoryArt(slug: string, primary: string, background: string): string {
  const [motif, shape, secondary] = CATEGORY_MOTIF[slug] ?? ['amulet', 0, RED];
  const p = safeColor(primary, GOLD);
  const bg = safeColor(background, '#FBF6EC');
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const ctx: Ctx = { p, s: secondary, bg, rnd: mulberry32(hash), shape, view: 0 };
  const framed = categoryBadge(MOTIFS[motif](ctx), p, bg);
  return compose(framed, { p, s: secondary, bg }, (hash % 4) << 2, 0, true);
}
