import { CATEGORY_SLUGS } from '@fengshui/shared/constants';
import type { Database } from '../apps/server/src/db/client.ts';
import { createCategory } from '../apps/server/src/db/factories/catalog.ts';
import { productImages, products, productVariants } from '../apps/server/src/db/schema/index.ts';

const MATERIALS = [
  'Jade',
  'Obsidian',
  'Citrine',
  'Rose Quartz',
  'Amethyst',
  'Brass',
  'Tiger Eye',
  'Pyrite',
  'Cinnabar',
];
const ITEMS = [
  'Bracelet',
  'Pi Xiu Charm',
  'Wind Chime',
  'Money Frog',
  'Wu Lou Gourd',
  'Coin Tassel',
  'Pendant',
  'Bowl',
];
const BLESSINGS = ['Prosperity', 'Protection', 'Harmony', 'Longevity', 'Wealth', 'Love', 'Wisdom'];

/** Inserts `count` products in batches, a third of them with three size variants, each with one image. */
export async function seedBulkCatalog(db: Database, count: number): Promise<{ productIds: number[] }> {
  const categoryIds: number[] = [];
  for (const slug of CATEGORY_SLUGS) categoryIds.push((await createCategory(db, { slug, name: slug })).id);
  const productIds: number[] = [];
  const now = Date.now();
  const batchSize = 500;
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) => {
      const n = start + offset;
      const name = `${MATERIALS[n % MATERIALS.length]} ${BLESSINGS[n % BLESSINGS.length]} ${ITEMS[n % ITEMS.length]} ${n}`;
      return {
        slug: `bench-${n}`,
        productCode: `B${String(n).padStart(6, '0')}`,
        name,
        description: `<p>${name} for ${BLESSINGS[(n + 3) % BLESSINGS.length]!.toLowerCase()}: place it in the ${['north', 'east', 'south', 'west'][n % 4]} corner.</p>`,
        categoryId: categoryIds[n % categoryIds.length]!,
        priceCentavos: 20_000 + (n % 50) * 1_000,
        stock: n % 17 === 0 ? 0 : 25,
        baseStock: 25,
        hasVariants: n % 3 === 0,
        isBestSeller: n % 40 === 0,
        isFeatured: n % 40 === 0,
        isFlashDeal: n % 60 === 0,
        flashDealEnd: n % 60 === 0 ? new Date(now + 86_400_000) : null,
        discountPercentage: n % 60 === 0 ? 15 : null,
        itemsSold: n % 2000,
        createdAt: new Date(now - n * 60_000),
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, hasVariants: products.hasVariants });
    await db
      .insert(productImages)
      .values(inserted.map((row) => ({ productId: row.id, storageKey: `products/bench-${row.id}` })));
    const variants = inserted
      .filter((row) => row.hasVariants)
      .flatMap((row) =>
        ['Small', 'Medium', 'Large'].map((size, index) => ({
          productId: row.id,
          sku: `BV-${row.id}-${index}`,
          attributes: { size },
          priceCentavos: 20_000 + index * 5_000,
          stock: 10,
          position: index,
        })),
      );
    if (variants.length > 0) await db.insert(productVariants).values(variants);
    productIds.push(...inserted.map((row) => row.id));
  }
  return { productIds };
}
