import {
  type ProductCreateInput,
  type ProductRuleInput,
  type ProductUpdateInput,
  productHasVariants,
  productRuleIssues,
  VARIANT_TOTALS_MESSAGE,
} from '@fengshui/shared/admin-catalog';
import { centavosToPesos, pesosToCentavos } from '@fengshui/shared/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isForeignKeyRefusal, isUniqueRefusal } from '../../db/database-errors.ts';
import { outerColumn } from '../../db/outer-column.ts';
import { categories, orderItems, products, productVariants } from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import type { UploadedFile } from '../media/index.ts';
import { sanitizeDescription } from './description-html.ts';
import { nextProductCode, productSlug } from './product-code.ts';
import {
  applyImagePlan,
  checkImagePlan,
  type ImagePlan,
  imagePlanChangesAnything,
  productImageIds,
  storeProductImages,
} from './product-image-plan.ts';
import { mirrorVariantTotals, SKU_TAKEN_MESSAGE, syncVariants } from './product-variant-sync.ts';

export interface CatalogDeps {
  db: Database;
  storage: MediaStorage;
}

// Concurrent creates in one category all want the same next code; each lost race retries (docs/admin.md#products).
const CODE_ATTEMPTS = 25;

async function findCategory(db: DbOrTx, id: number) {
  const [category] = await db
    .select({ id: categories.id, code: categories.code, name: categories.name })
    .from(categories)
    .where(eq(categories.id, id));
  if (!category) throw new BadRequest('Choose an existing category', undefined, 'CATEGORY_NOT_FOUND');
  return category;
}

function refuseIfBroken(product: ProductRuleInput, checkEndInFuture: boolean): void {
  const issues = productRuleIssues(product, { checkEndInFuture });
  const first = issues[0];
  if (first) throw new BadRequest(first.message, issues, 'VALIDATION_FAILED');
}

/** The plain columns a write sets; flash deal, variants and images are handled by the flows. */
function plainColumns(input: ProductUpdateInput): Partial<typeof products.$inferInsert> {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: sanitizeDescription(input.description) }),
    ...(input.category_id !== undefined && { categoryId: input.category_id }),
    ...(input.price !== undefined && { priceCentavos: pesosToCentavos(input.price) }),
    ...(input.stock !== undefined && { stock: input.stock, baseStock: input.stock }),
    ...(input.is_best_seller !== undefined && { isBestSeller: input.is_best_seller }),
    ...(input.is_featured !== undefined && { isFeatured: input.is_featured }),
    ...(input.is_preferred !== undefined && { isPreferred: input.is_preferred }),
    ...(input.free_shipping !== undefined && { freeShipping: input.free_shipping }),
    ...(input.weight_grams !== undefined && { weightGrams: input.weight_grams }),
    ...(input.specs !== undefined && { specs: input.specs }),
    ...(input.status !== undefined && { status: input.status }),
  };
}

function imagePlanOf(input: ProductUpdateInput, files: readonly UploadedFile[]): ImagePlan {
  return { removeIds: input.remove_image_ids ?? [], order: input.image_order, newFileCount: files.length };
}

function skuConflict(error: unknown): never {
  if (isUniqueRefusal(error, 'product_variants_sku_key'))
    throw new Conflict(SKU_TAKEN_MESSAGE, undefined, 'SKU_TAKEN');
  throw error;
}

/**
 * docs/admin.md#product-form, add mode: the product with its variants and pictures, under a code
 * made from its category. The pictures are stored first (content-addressed, so a retry reuses them).
 */
export async function addProduct(
  { db, storage }: CatalogDeps,
  input: ProductCreateInput,
  files: readonly UploadedFile[],
): Promise<number> {
  const category = await findCategory(db, input.category_id);
  const plan = imagePlanOf(input, files);
  checkImagePlan([], plan);
  const imageKeys = await storeProductImages(storage, files);
  const hasVariants = productHasVariants(input);
  const isFlashDeal = input.is_flash_deal ?? false;

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const productCode = await nextProductCode(tx, category);
        const slug = productSlug(input.name, productCode) + (attempt > 0 ? `-${attempt + 1}` : '');
        const stock = hasVariants ? 0 : (input.stock ?? 0);
        const [row] = await tx
          .insert(products)
          .values({
            ...plainColumns(input),
            name: input.name,
            categoryId: category.id,
            slug,
            productCode,
            description: sanitizeDescription(input.description ?? ''),
            priceCentavos: pesosToCentavos(hasVariants ? 0 : (input.price ?? 0)),
            stock,
            baseStock: stock,
            hasVariants,
            isFlashDeal,
            flashDealEnd: isFlashDeal && input.flash_deal_end ? new Date(input.flash_deal_end) : null,
            discountPercentage: isFlashDeal ? (input.discount_percentage ?? null) : null,
          })
          .returning({ id: products.id });
        const product = { id: row!.id, productCode };
        if (hasVariants) {
          await syncVariants(tx, product, input.variants ?? []);
          await mirrorVariantTotals(tx, product.id);
        }
        await applyImagePlan(tx, product.id, input.name, plan, imageKeys);
        return product.id;
      });
    } catch (error) {
      if (isUniqueRefusal(error, 'products_code_key') || isUniqueRefusal(error, 'products_slug_key'))
        continue;
      skuConflict(error);
    }
  }
  throw new Conflict('Could not find a free product code. Please try again.', undefined, 'PRODUCT_CODE_BUSY');
}

async function loadForEdit(db: DbOrTx, id: number) {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return { product, variants };
}

/**
 * docs/admin.md#product-form, edit mode, as a partial update: only the fields sent
 * change. The rules across fields run on the product as it will be once the sent fields are applied.
 */
export async function editProduct(
  { db, storage }: CatalogDeps,
  id: number,
  input: ProductUpdateInput,
  files: readonly UploadedFile[],
): Promise<void> {
  const { product, variants } = await loadForEdit(db, id);
  const hasVariants =
    input.has_variants ?? (input.variants !== undefined ? input.variants.length > 0 : product.hasVariants);
  if (hasVariants && (input.price !== undefined || input.stock !== undefined))
    throw new BadRequest(VARIANT_TOTALS_MESSAGE, undefined, 'VALIDATION_FAILED');
  const isFlashDeal = input.is_flash_deal ?? product.isFlashDeal;
  const merged: ProductRuleInput = {
    price: input.price ?? centavosToPesos(product.priceCentavos),
    has_variants: hasVariants,
    variants:
      input.variants ??
      variants.map((variant) => ({
        variant_id: variant.id,
        attributes: variant.attributes,
        price: centavosToPesos(variant.priceCentavos),
        stock: variant.stock,
      })),
    is_flash_deal: isFlashDeal,
    flash_deal_end:
      input.flash_deal_end !== undefined
        ? input.flash_deal_end
        : (product.flashDealEnd?.toISOString() ?? null),
    // A deal switched off takes its discount with it, unless a discount is sent (then it is refused).
    discount_percentage:
      input.discount_percentage !== undefined
        ? input.discount_percentage
        : isFlashDeal
          ? product.discountPercentage
          : null,
  };
  // docs/admin.md#product-form: only an end time the owner changed must lie ahead. The edit form sends
  // the stored one with every save, so a deal that has run out does not block a change of stock or name.
  const endChanged =
    typeof input.flash_deal_end === 'string' &&
    new Date(input.flash_deal_end).getTime() !== product.flashDealEnd?.getTime();
  refuseIfBroken(merged, endChanged);
  if (input.category_id !== undefined) await findCategory(db, input.category_id);
  const plan = imagePlanOf(input, files);
  checkImagePlan(await productImageIds(db, id), plan);
  const imageKeys = await storeProductImages(storage, files);

  try {
    await db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({
          ...plainColumns(input),
          hasVariants,
          isFlashDeal,
          flashDealEnd: isFlashDeal && merged.flash_deal_end ? new Date(merged.flash_deal_end) : null,
          discountPercentage: isFlashDeal ? (merged.discount_percentage ?? null) : null,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      const target = { id, productCode: product.productCode };
      if (hasVariants && input.variants !== undefined) await syncVariants(tx, target, input.variants);
      if (!hasVariants && variants.length > 0) await syncVariants(tx, target, []);
      if (hasVariants) await mirrorVariantTotals(tx, id);
      if (imagePlanChangesAnything(plan))
        await applyImagePlan(tx, id, input.name ?? product.name, plan, imageKeys);
    });
  } catch (error) {
    skuConflict(error);
  }
}

/**
 * Delete keeps what orders point at (docs/admin.md#products): a product in any order is archived, hidden from the
 * shop while its orders still read it; any other is deleted with its variants and pictures.
 */
export async function removeProduct({ db }: CatalogDeps, id: number): Promise<'deleted' | 'archived'> {
  const [row] = await db
    .select({
      id: products.id,
      inOrders: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${outerColumn(products.id)})`,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  const archive = async () => {
    await db.update(products).set({ status: 'archived', updatedAt: new Date() }).where(eq(products.id, id));
    return 'archived' as const;
  };
  if (row.inOrders) return archive();
  try {
    await db.delete(products).where(eq(products.id, id));
    return 'deleted';
  } catch (error) {
    // An order placed since the check above now holds it.
    if (isForeignKeyRefusal(error)) return archive();
    throw error;
  }
}
