/*
 * Demo catalogue for the shop: 22 categories and ~165 products with hand-written copy.
 * The data lives in ./catalog/: one file per category family, helpers in builders.ts.
 */

import { amuletRows, keychainRows } from './catalog/amulets.ts';
import { bookRows } from './catalog/books.ts';
import { braceletRows } from './catalog/bracelets.ts';
import { buildCatalogProducts } from './catalog/builders.ts';
import { seedCategories } from './catalog/categories.ts';
import { earringRows, necklaceRows } from './catalog/earrings-necklaces.ts';
import { fashionRows, scarfRows, walletRows } from './catalog/fashion.ts';
import { homeDecorRows } from './catalog/home-decor.ts';
import { incenseHolderRows, incenseStickRows, spaceClearingRows } from './catalog/incense.ts';
import { pendantRows, ringRows } from './catalog/pendants-rings.ts';
import { singingBowlRows, smudgeKitRows, wishingPaperRows } from './catalog/space-clearing.ts';
import { medallionRows, plaqueRows, talismanCardRows } from './catalog/talismans.ts';
import type { SeedProduct } from './catalog/types.ts';
import { windchimeRows } from './catalog/windchimes.ts';

export type { ArtMotif, ProductArt, SeedCategory, SeedProduct, SeedVariant } from './catalog/types.ts';
export { seedCategories };

/** Category groups in catalogue order: product numbers and SKUs follow this order. */
export const seedProducts: SeedProduct[] = buildCatalogProducts(seedCategories, [
  braceletRows,
  bookRows,
  homeDecorRows,
  windchimeRows,
  amuletRows,
  keychainRows,
  medallionRows,
  plaqueRows,
  talismanCardRows,
  fashionRows,
  earringRows,
  necklaceRows,
  pendantRows,
  ringRows,
  scarfRows,
  walletRows,
  spaceClearingRows,
  incenseHolderRows,
  incenseStickRows,
  singingBowlRows,
  smudgeKitRows,
  wishingPaperRows,
]);
