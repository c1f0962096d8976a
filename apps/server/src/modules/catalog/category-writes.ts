import type { CategoryCreateInput, CategoryUpdateInput } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { and, count, eq, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isForeignKeyRefusal, isUniqueRefusal } from '../../db/database-errors.ts';
import { categories, products } from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import { storeUploadedImage, type UploadedFile } from '../media/index.ts';
import { listCategories } from './category-service.ts';
import { nextProductCode, slugify } from './product-code.ts';
import type { CatalogDeps } from './product-writes.ts';

const SLUG_ATTEMPTS = 10;

async function categoryOrNotFound(db: DbOrTx, id: number) {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) throw new NotFound('Category not found', 'CATEGORY_NOT_FOUND');
  return category;
}

/**
 * docs/admin.md#product-form: the code a product added to the category now would get, for the add
 * form to show; the save makes the final one (another product added meanwhile takes this one first).
 */
export async function nextCodeInCategory(db: DbOrTx, id: number): Promise<string> {
  return nextProductCode(db, await categoryOrNotFound(db, id));
}

export async function categoryById(deps: CatalogDeps, id: number): Promise<Category> {
  const category = (await listCategories(deps.db, deps.storage)).find((candidate) => candidate.id === id);
  if (!category) throw new NotFound('Category not found', 'CATEGORY_NOT_FOUND');
  return category;
}

/** The slug from the name, with -2, -3... when another category has it already. */
async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name).slice(0, 70).replace(/-+$/, '') || 'category';
  const taken = new Set(
    (
      await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

async function refuseTakenCode(db: DbOrTx, code: string | null | undefined, exceptId?: number) {
  if (!code) return;
  const [other] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.code, code), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  if (other)
    throw new Conflict(
      `The category ${other.name} already uses the code ${code}`,
      undefined,
      'CATEGORY_CODE_TAKEN',
    );
}

/** The shop shows a parent with its direct sub-categories, so categories nest one level deep. */
async function checkParent(db: DbOrTx, parentId: number | null | undefined, self?: { id: number }) {
  if (parentId == null) return;
  if (self && parentId === self.id)
    throw new BadRequest('A category cannot be its own parent', undefined, 'BAD_PARENT');
  const [parent] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent) throw new BadRequest('Choose an existing parent category', undefined, 'BAD_PARENT');
  if (parent.parentId !== null)
    throw new BadRequest('A sub-category cannot have sub-categories of its own', undefined, 'BAD_PARENT');
  if (self) {
    const [children] = await db
      .select({ value: count() })
      .from(categories)
      .where(eq(categories.parentId, self.id));
    if ((children?.value ?? 0) > 0)
      throw new BadRequest(
        'This category has sub-categories, so it cannot become a sub-category',
        undefined,
        'BAD_PARENT',
      );
  }
}

export async function addCategory(
  deps: CatalogDeps,
  input: CategoryCreateInput,
  image: UploadedFile | undefined,
): Promise<Category> {
  const { db, storage } = deps;
  await refuseTakenCode(db, input.code);
  await checkParent(db, input.parent_id);
  const imageKey = image ? await storeUploadedImage(storage, 'categories', image) : null;
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    try {
      const [row] = await db
        .insert(categories)
        .values({
          name: input.name,
          slug: await freeSlug(db, input.name),
          code: input.code ?? null,
          description: input.description ?? '',
          parentId: input.parent_id ?? null,
          imageKey,
          position: sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories})`,
        })
        .returning({ id: categories.id });
      return categoryById(deps, row!.id);
    } catch (error) {
      if (!isUniqueRefusal(error, 'categories_slug_key')) throw error;
    }
  }
  throw new Conflict(
    'Could not find a free address for this category. Please try again.',
    undefined,
    'SLUG_BUSY',
  );
}

/** Name, code, picture, parent and description; the slug (its address) stays as it was made. */
export async function editCategory(
  deps: CatalogDeps,
  id: number,
  input: CategoryUpdateInput,
  image: UploadedFile | undefined,
): Promise<Category> {
  const { db, storage } = deps;
  const category = await categoryOrNotFound(db, id);
  await refuseTakenCode(db, input.code, id);
  await checkParent(db, input.parent_id, category);
  const imageKey = image
    ? await storeUploadedImage(storage, 'categories', image)
    : input.remove_image
      ? null
      : undefined;
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.code !== undefined && { code: input.code }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.parent_id !== undefined && { parentId: input.parent_id }),
    ...(imageKey !== undefined && { imageKey }),
  };
  // Only the fields sent change, so an edit that sends none is a mistake of the caller's.
  if (Object.keys(changes).length === 0)
    throw new BadRequest(
      'Send at least one field to change (name, code, description, parent_id, an image or remove_image)',
      undefined,
      'NOTHING_TO_CHANGE',
    );
  await db.update(categories).set(changes).where(eq(categories.id, id));
  return categoryById(deps, id);
}

/** Only an empty category goes: no products (archived ones count, their orders name them) and no children. */
export async function removeCategory({ db }: CatalogDeps, id: number): Promise<void> {
  await categoryOrNotFound(db, id);
  const [[children], [productCount]] = await Promise.all([
    db.select({ value: count() }).from(categories).where(eq(categories.parentId, id)),
    db.select({ value: count() }).from(products).where(eq(products.categoryId, id)),
  ]);
  const childCount = children?.value ?? 0;
  if (childCount > 0)
    throw new Conflict(
      `This category has ${childCount} sub-${childCount === 1 ? 'category' : 'categories'}. Move or delete ${childCount === 1 ? 'it' : 'them'} first.`,
      undefined,
      'CATEGORY_HAS_CHILDREN',
    );
  const held = productCount?.value ?? 0;
  if (held > 0) throw notEmpty(held);
  try {
    await db.delete(categories).where(eq(categories.id, id));
  } catch (error) {
    // A product added since the count above.
    if (isForeignKeyRefusal(error)) throw notEmpty(1);
    throw error;
  }
}

function notEmpty(held: number): Conflict {
  return new Conflict(
    `This category still has ${held} ${held === 1 ? 'product' : 'products'} (archived ones included). Move or delete ${held === 1 ? 'it' : 'them'} first.`,
    undefined,
    'CATEGORY_NOT_EMPTY',
  );
}
