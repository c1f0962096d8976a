import type { ProductUpdateInput } from '@fengshui/shared/admin-catalog';
import {
  PRODUCT_BULK_LABELS,
  type ProductBulkRequest,
  type ProductBulkResponse,
} from '@fengshui/shared/admin-product-bulk';
import { inArray } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../domain/errors.ts';
import { type CatalogDeps, editProduct } from './product-writes.ts';

// docs/admin.md#products: archive, set the category of, or switch the flash deal of several products
// at once. Each product is changed by the same edit the product form makes, so every rule holds (a
// deal needs its end and discount); one that cannot change is reported and the others go ahead.

function changeOf(request: ProductBulkRequest): ProductUpdateInput {
  switch (request.action) {
    case 'archive':
      return { status: 'archived' };
    case 'set_category':
      return { category_id: request.category_id };
    case 'flash_deal_on':
      return {
        is_flash_deal: true,
        flash_deal_end: request.flash_deal_end,
        discount_percentage: request.discount_percentage,
      };
    case 'flash_deal_off':
      return { is_flash_deal: false };
  }
}

export async function bulkProductAction(
  deps: CatalogDeps,
  request: ProductBulkRequest,
): Promise<ProductBulkResponse> {
  const change = changeOf(request);
  const names = new Map(
    (
      await deps.db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, request.product_ids))
    ).map((row) => [row.id, row.name]),
  );
  const results: ProductBulkResponse['results'] = [];
  for (const productId of request.product_ids) {
    const name = names.get(productId) ?? null;
    try {
      await editProduct(deps, productId, change, []);
      results.push({ product_id: productId, name, ok: true, message: `${name} changed` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        product_id: productId,
        name,
        ok: false,
        message: name ? `${name}: ${error.message}` : error.message,
      });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  const failed = results.length - succeeded;
  const plural = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
  const label = PRODUCT_BULK_LABELS[request.action];
  return {
    message:
      failed === 0
        ? `${label}: ${plural(succeeded)} changed.`
        : `${label}: ${plural(succeeded)} changed, ${plural(failed)} could not be changed.`,
    succeeded,
    failed,
    results,
  };
}
