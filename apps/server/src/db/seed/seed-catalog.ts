import type { MediaStorage } from '../../integrations/storage/types.ts';
import { storeImageVariants } from '../../modules/media/index.ts';
import type { DbOrTx } from '../client.ts';
import { createCategory, createProduct } from '../factories/catalog.ts';
import { type SeedProduct, seedCategories, seedProducts } from './catalog-data.ts';
import { renderCategoryArt, renderProductArt } from './product-art.ts';

interface PreparedProduct {
  product: SeedProduct;
  imageKeys: string[];
  variantImageKeys: (string | null)[];
}

interface PreparedCatalog {
  categoryImages: Map<string, string>;
  products: PreparedProduct[];
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function mapInBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

async function prepare(storage: MediaStorage, log: (message: string) => void): Promise<PreparedCatalog> {
  const categoryImages = new Map<string, string>();
  for (const category of seedCategories) {
    const sample = seedProducts.find((product) => product.categorySlug === category.slug);
    const svg = renderCategoryArt(
      category.slug,
      sample?.art.primary ?? '#B3261E',
      sample?.art.background ?? '#FBF6EC',
    );
    categoryImages.set(
      category.slug,
      await storeImageVariants(storage, 'categories', Buffer.from(svg), { trustedSvg: true }),
    );
  }
  let done = 0;
  const products = await mapInBatches(seedProducts, 4, async (product) => {
    const store = (svg: string) =>
      storeImageVariants(storage, 'products', Buffer.from(svg), { trustedSvg: true });
    const views = product.variants.length > 0 ? [0, 1] : [0, 1, 2];
    const imageKeys = await Promise.all(views.map((view) => store(renderProductArt(product.art, { view }))));
    // Colour variants get a picture in their colour, so choosing a colour changes the main image.
    const colourImages = new Map<string, string>();
    for (const variant of product.variants) {
      if (variant.color && !colourImages.has(variant.color)) {
        colourImages.set(
          variant.color,
          await store(renderProductArt(product.art, { colorOverride: variant.color })),
        );
      }
    }
    const variantImageKeys = product.variants.map((variant) =>
      variant.color ? colourImages.get(variant.color)! : null,
    );
    done += 1;
    if (done % 40 === 0) log(`  product images: ${done}/${seedProducts.length}`);
    return { product, imageKeys, variantImageKeys };
  });
  return { categoryImages, products };
}

async function write(db: DbOrTx, catalog: PreparedCatalog): Promise<void> {
  const categoryIds = new Map<string, number>();
  // Parents first, so children can point at them.
  const ordered = [...seedCategories].sort(
    (a, b) => Number(a.parentSlug !== null) - Number(b.parentSlug !== null),
  );
  for (const [position, category] of ordered.entries()) {
    const row = await createCategory(db, {
      slug: category.slug,
      name: category.name,
      code: category.code,
      description: category.description,
      parentId: category.parentSlug ? categoryIds.get(category.parentSlug)! : null,
      imageKey: catalog.categoryImages.get(category.slug) ?? null,
      position,
    });
    categoryIds.set(category.slug, row.id);
  }
  const sequenceByCategory = new Map<string, number>();
  const now = Date.now();
  for (const { product, imageKeys, variantImageKeys } of catalog.products) {
    const category = seedCategories.find((candidate) => candidate.slug === product.categorySlug)!;
    const sequence = (sequenceByCategory.get(category.slug) ?? 0) + 1;
    sequenceByCategory.set(category.slug, sequence);
    await createProduct(db, {
      categoryId: categoryIds.get(product.categorySlug)!,
      slug: product.slug,
      // docs/admin.md#product-form: category code followed by a 3-digit sequence.
      productCode: `${category.code}${String(sequence).padStart(3, '0')}`,
      name: product.name,
      description: product.description,
      price: product.price,
      stock: product.stock,
      variants: product.variants.map((variant, index) => ({
        attributes: variant.attributes,
        price: variant.price,
        stock: variant.stock,
        sku: variant.sku,
        imageKey: variantImageKeys[index] ?? null,
      })),
      imageKeys,
      isBestSeller: product.isBestSeller,
      isFeatured: product.isFeatured,
      isPreferred: product.isPreferred,
      freeShipping: product.freeShipping,
      flashDeal: product.flashDeal
        ? {
            discountPercentage: product.flashDeal.discountPercentage,
            endsAt: new Date(now + product.flashDeal.endsInHours * HOUR),
          }
        : null,
      weightGrams: product.weightGrams,
      specs: product.specs,
      createdAt: new Date(now - product.createdDaysAgo * DAY - (product.slug.length % 24) * HOUR),
    });
  }
}

export const seedCatalog = { prepare, write };
