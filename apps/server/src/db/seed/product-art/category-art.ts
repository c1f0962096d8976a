/*
 * Category pictures: which motif each category shows, and the medallion badge drawn around it.
 */

import type { ArtMotif } from '../catalog/types.ts';
import { type Drawn, f, GOLD, light, RED } from './svg-kit.ts';

/** Motif, silhouette and secondary colour drawn for each category slug. */
export const CATEGORY_MOTIF: Record<string, [ArtMotif, number, string]> = {
  amulets: ['amulet', 0, RED],
  'feng-shui-fashion': ['scarf', 1, GOLD],
  'incense-space-clearing': ['incense-holder', 0, '#6D4C41'],
  'feng-shui-bracelets': ['bracelet', 0, GOLD],
  'feng-shui-books': ['book', 0, GOLD],
  'auspicious-home-decor': ['decor-statue', 1, '#6D4C41'],
  windchimes: ['windchime', 0, '#8D6E63'],
  keychains: ['keychain', 0, GOLD],
  medallions: ['medallion', 0, RED],
  plaque: ['plaque', 2, RED],
  'talisman-card': ['talisman', 0, RED],
  earrings: ['earrings', 1, GOLD],
  necklaces: ['necklace', 0, GOLD],
  pendants: ['pendant', 1, GOLD],
  rings: ['ring', 0, GOLD],
  'scarves-shawls': ['scarf', 2, GOLD],
  wallets: ['wallet', 0, GOLD],
  'incense-holder-burner': ['incense-holder', 3, GOLD],
  'incense-sticks': ['incense-sticks', 0, RED],
  'singing-bowl': ['singing-bowl', 0, RED],
  'smudge-kit': ['smudge', 0, '#F5F0E6'],
  'wishing-paper': ['wishing-paper', 0, GOLD],
};

/** Place a drawn motif, scaled down with its shadow, on a soft medallion badge. */
export function categoryBadge(drawn: Drawn, p: string, bg: string): Drawn {
  const badge =
    `<circle cx="400" cy="400" r="330" fill="${light(bg, 0.45)}"/>` +
    `<circle cx="400" cy="400" r="330" fill="none" stroke="${p}" stroke-width="6" opacity=".35"/>` +
    `<circle cx="400" cy="400" r="350" fill="none" stroke="${p}" stroke-width="2" stroke-dasharray="4 10" opacity=".35"/>`;
  const shadow = drawn.shadow
    ? `<ellipse cx="${f(drawn.shadow[0])}" cy="${f(drawn.shadow[1])}" rx="${f(drawn.shadow[2])}" ry="${f(drawn.shadow[3])}" fill="#2A1D10" opacity=".2" filter="url(#blur)"/>`
    : '';
  const inner = `<g transform="translate(400 410) scale(.74) translate(-400 -400)">${shadow}${drawn.under ?? ''}${drawn.body}</g>`;
  const framed: Drawn = { body: badge + inner, upright: false };
  if (drawn.defs) framed.defs = drawn.defs;
  return framed;
}
