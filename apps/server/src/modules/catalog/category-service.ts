import type { Category } from '@fengshui/shared/catalog';
import { eq, or, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from '../media/index.ts';

/**
 * Every category with the count of active products in it and in its sub-categories, because a
 * parent's page (amulets) lists its children's products (keychains, medallions...) too.
 */
export async function listCategories(db: DbOrTx, storage: MediaStorage): Promise<Category[]> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    name: string;
    code: string | null;
    description: string;
    image_key: string | null;
    parent_id: number | null;
    product_count: number;
  }>(
    db,
    sql`
    select c.id, c.slug, c.name, c.code, c.description, c.image_key, c.parent_id,
      (select count(*)::int from products p
        where p.status = 'active'
          and p.category_id in (select c2.id from categories c2 where c2.id = c.id or c2.parent_id = c.id)
      ) as product_count
    from categories c
    order by c.position, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    category_id: row.id,
    slug: row.slug,
    name: row.name,
    code: row.code,
    description: row.description,
    category_image: row.image_key ? imageUrls(storage, row.image_key).url : null,
    category_image_srcset: row.image_key ? imageUrls(storage, row.image_key).srcset : null,
    parent_id: row.parent_id,
    product_count: Number(row.product_count),
  }));
}

/** A category by slug or numeric id, with the ids of it and its direct sub-categories. */
export async function resolveCategoryScope(db: DbOrTx, slugOrId: string): Promise<number[]> {
  const numericId = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : undefined;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(numericId === undefined ? eq(categories.slug, slugOrId) : eq(categories.id, numericId))
    .limit(1);
  if (!category) throw new NotFound('Category not found', 'CATEGORY_NOT_FOUND');
  const scope = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, category.id), eq(categories.parentId, category.id)));
  return scope.map((row) => row.id);
}
