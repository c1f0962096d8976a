import { formatProductCode, productCodePrefix } from '@fengshui/shared/admin-catalog';
import { count, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * docs/admin.md#product-form: the category code (or the first three letters of its name) and a 3-digit
 * sequence, the count of the category's products plus one. A code already taken (a product deleted
 * since, another category with the same prefix) moves on to the next free number; two creates at the
 * same moment meet the unique index and the loser tries again (see addProduct).
 */
export async function nextProductCode(
  tx: DbOrTx,
  category: { id: number; code: string | null; name: string },
): Promise<string> {
  const prefix = productCodePrefix(category);
  const [inCategory] = await tx
    .select({ value: count() })
    .from(products)
    .where(eq(products.categoryId, category.id));
  const taken = new Set(
    (
      await tx
        .select({ code: products.productCode })
        .from(products)
        .where(like(products.productCode, `${prefix}%`))
    ).map((row) => row.code),
  );
  let sequence = (inCategory?.value ?? 0) + 1;
  while (taken.has(formatProductCode(prefix, sequence))) sequence++;
  return formatProductCode(prefix, sequence);
}

/** "Dragon Tortoise Amulet" -> "dragon-tortoise-amulet". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The product's slug: its name and code, so it is unique whenever the code is. */
export function productSlug(name: string, code: string): string {
  const base = slugify(name).slice(0, 120).replace(/-+$/, '') || 'product';
  return `${base}-${code.toLowerCase()}`;
}

/** A readable SKU from the product code and the variant's values: AMU001-SMALL-RED. */
export function variantSku(code: string, attributes: Record<string, string>, taken: Set<string>): string {
  const values = Object.values(attributes)
    .map((value) => slugify(value).replace(/-/g, '').toUpperCase().slice(0, 12))
    .filter(Boolean);
  const base = [code, ...values].join('-').slice(0, 55);
  let sku = base;
  for (let suffix = 2; taken.has(sku.toUpperCase()); suffix++) sku = `${base}-${suffix}`;
  taken.add(sku.toUpperCase());
  return sku;
}
