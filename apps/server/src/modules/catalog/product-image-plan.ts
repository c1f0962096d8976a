import { type ImageReference, PRODUCT_IMAGES_MAX } from '@fengshui/shared/admin-catalog';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productImages } from '../../db/schema/index.ts';
import { BadRequest } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import type { UploadedFile } from '../media/index.ts';
import { storeUploadedImage } from '../media/index.ts';

/** What a write asks of a product's pictures (admin-catalog.ts: `image_order`, `remove_image_ids`). */
export interface ImagePlan {
  removeIds: readonly number[];
  order: readonly ImageReference[] | undefined;
  newFileCount: number;
}

const newIndex = (reference: string) => Number(reference.slice('new:'.length));

/** Checks the plan against the product's images before anything is stored; every mistake is bad input (BadRequest). */
export function checkImagePlan(existingIds: readonly number[], plan: ImagePlan): void {
  const existing = new Set(existingIds);
  const removed = new Set(plan.removeIds);
  for (const id of removed) {
    if (!existing.has(id))
      throw new BadRequest(`Image ${id} does not belong to this product`, undefined, 'UNKNOWN_IMAGE');
  }
  const seen = new Set<string>();
  for (const reference of plan.order ?? []) {
    const key = String(reference);
    if (seen.has(key)) throw new BadRequest(`image_order lists ${key} twice`, undefined, 'BAD_IMAGE_ORDER');
    seen.add(key);
    if (typeof reference === 'number') {
      if (!existing.has(reference))
        throw new BadRequest(
          `Image ${reference} does not belong to this product`,
          undefined,
          'UNKNOWN_IMAGE',
        );
      if (removed.has(reference))
        throw new BadRequest(`Image ${reference} is both removed and ordered`, undefined, 'BAD_IMAGE_ORDER');
    } else if (newIndex(reference) >= plan.newFileCount) {
      throw new BadRequest(
        `image_order names ${reference}, but ${plan.newFileCount} image file(s) were sent`,
        undefined,
        'BAD_IMAGE_ORDER',
      );
    }
  }
  const finalCount = existing.size - removed.size + plan.newFileCount;
  if (finalCount > PRODUCT_IMAGES_MAX)
    throw new BadRequest(
      `A product can have at most ${PRODUCT_IMAGES_MAX} images`,
      undefined,
      'TOO_MANY_IMAGES',
    );
}

export function imagePlanChangesAnything(plan: ImagePlan): boolean {
  return plan.newFileCount > 0 || plan.removeIds.length > 0 || plan.order !== undefined;
}

/** The listed images first (the first is the main image), then the others as they were, new files last. */
export function finalImageOrder(
  existingIds: readonly number[],
  plan: Pick<ImagePlan, 'removeIds' | 'order'>,
  newIds: readonly number[],
): number[] {
  const removed = new Set(plan.removeIds);
  const listed = (plan.order ?? []).map((reference) =>
    typeof reference === 'number' ? reference : newIds[newIndex(reference)]!,
  );
  const listedSet = new Set(listed);
  return [
    ...listed,
    ...existingIds.filter((id) => !removed.has(id) && !listedSet.has(id)),
    ...newIds.filter((id) => !listedSet.has(id)),
  ];
}

/** Decodes, re-encodes and stores each upload in turn (one at a time keeps memory in bounds). */
export async function storeProductImages(
  storage: MediaStorage,
  files: readonly UploadedFile[],
): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) keys.push(await storeUploadedImage(storage, 'products', file));
  return keys;
}

export async function productImageIds(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((row) => row.id);
}

/** Removes, adds and re-orders the rows of a product's images as the plan says. */
export async function applyImagePlan(
  tx: DbOrTx,
  productId: number,
  alt: string,
  plan: ImagePlan,
  newKeys: readonly string[],
): Promise<void> {
  const existingIds = await productImageIds(tx, productId);
  if (plan.removeIds.length > 0) {
    await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), inArray(productImages.id, [...plan.removeIds])));
  }
  const inserted =
    newKeys.length > 0
      ? await tx
          .insert(productImages)
          .values(
            newKeys.map((storageKey, index) => ({ productId, storageKey, position: 1000 + index, alt })),
          )
          .returning({ id: productImages.id })
      : [];
  const order = finalImageOrder(
    existingIds,
    plan,
    inserted.map((row) => row.id),
  );
  for (const [position, id] of order.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  }
}
