import { describeVariant, type VariantInput } from '@fengshui/shared/admin-catalog';
import { pesosToCentavos } from '@fengshui/shared/money';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, products, productVariants } from '../../db/schema/index.ts';
import { BadRequest, Conflict } from '../../domain/errors.ts';
import { variantSku } from './product-code.ts';

export const SKU_TAKEN_MESSAGE =
  'A variant SKU is already used by another product. Change the SKU and try again.';

/**
 * Makes a product's variants the wanted list: listed ids are updated, new ones inserted, the rest
 * removed. A variant that appears in an order stays, because the order still names it: removing it
 * is refused with a way out (stock 0).
 */
export async function syncVariants(
  tx: DbOrTx,
  product: { id: number; productCode: string },
  wanted: readonly VariantInput[],
): Promise<void> {
  const existing = await tx
    .select({ id: productVariants.id, sku: productVariants.sku, attributes: productVariants.attributes })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  const existingIds = new Set(existing.map((variant) => variant.id));
  const keptIds = new Set<number>();
  for (const variant of wanted) {
    if (variant.variant_id === undefined) continue;
    if (!existingIds.has(variant.variant_id))
      throw new BadRequest(
        `Variant ${variant.variant_id} does not belong to this product`,
        undefined,
        'UNKNOWN_VARIANT',
      );
    if (keptIds.has(variant.variant_id))
      throw new BadRequest(`Variant ${variant.variant_id} is listed twice`, undefined, 'DUPLICATE_VARIANT');
    keptIds.add(variant.variant_id);
  }

  const removed = existing.filter((variant) => !keptIds.has(variant.id));
  if (removed.length > 0) {
    const ordered = await tx
      .selectDistinct({ variantId: orderItems.variantId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.variantId,
          removed.map((variant) => variant.id),
        ),
      );
    const first = removed.find((variant) => ordered.some((row) => row.variantId === variant.id));
    if (first)
      throw new Conflict(
        `The variant ${describeVariant(first.attributes)} appears in orders and cannot be removed. Set its stock to 0 instead.`,
        { variant_id: first.id },
        'VARIANT_IN_ORDERS',
      );
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((variant) => variant.id),
      ),
    );
  }

  // SKUs may change places between variants of this product (M's becomes L's and L's M's): those that
  // change are moved aside first, since the unique index would refuse the first rename of a swap.
  const oldSku = new Map(existing.map((variant) => [variant.id, variant.sku]));
  const renamed = wanted.filter(
    (variant) =>
      variant.variant_id !== undefined && variant.sku && variant.sku !== oldSku.get(variant.variant_id),
  );
  if (renamed.length > 0)
    await tx
      .update(productVariants)
      .set({ sku: sql`'~moving-' || ${productVariants.id}` })
      .where(
        inArray(
          productVariants.id,
          renamed.map((variant) => variant.variant_id!),
        ),
      );

  const takenSkus = new Set(
    existing.filter((variant) => keptIds.has(variant.id)).map((variant) => variant.sku.toUpperCase()),
  );
  for (const variant of wanted) if (variant.sku) takenSkus.add(variant.sku.toUpperCase());
  for (const [position, variant] of wanted.entries()) {
    const values = {
      attributes: variant.attributes,
      priceCentavos: pesosToCentavos(variant.price),
      position,
    };
    if (variant.variant_id !== undefined) {
      // Without a stock, the variant keeps what orders have left of it.
      await tx
        .update(productVariants)
        .set({
          ...values,
          ...(variant.stock !== undefined ? { stock: variant.stock } : {}),
          ...(variant.sku ? { sku: variant.sku } : {}),
        })
        .where(eq(productVariants.id, variant.variant_id));
    } else {
      await tx.insert(productVariants).values({
        ...values,
        stock: variant.stock ?? 0,
        productId: product.id,
        sku: variant.sku ?? variantSku(product.productCode, variant.attributes, takenSkus),
      });
    }
  }
}

/** A variant product's own price and stock mirror its cheapest variant and the summed stock (schema). */
export async function mirrorVariantTotals(tx: DbOrTx, productId: number): Promise<void> {
  const variantsOfProduct = sql`from ${productVariants} where ${productVariants.productId} = ${productId}`;
  await tx
    .update(products)
    .set({
      priceCentavos: sql`coalesce((select min(${productVariants.priceCentavos}) ${variantsOfProduct}), ${products.priceCentavos})`,
      stock: sql`coalesce((select sum(${productVariants.stock})::int ${variantsOfProduct}), 0)`,
      baseStock: sql`coalesce((select sum(${productVariants.stock})::int ${variantsOfProduct}), 0)`,
    })
    .where(eq(products.id, productId));
}
