import {
  type AdminGuide,
  CMS_MESSAGES,
  type ContentStatus,
  type GuideCreateInput,
  type GuideUpdateInput,
  type ProductGuide,
} from '@fengshui/shared/cms';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productGuides } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import type { CmsDeps } from './blog-service.ts';
import { contentImageSrcset } from './content-media.ts';
import { contentSearch } from './content-search.ts';

type GuideRow = typeof productGuides.$inferSelect;

function guideOf(storage: MediaStorage, row: GuideRow): ProductGuide {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    previewImage: row.previewImageKey ? storage.publicUrl(row.previewImageKey) : null,
    previewImageSrcset: contentImageSrcset(storage, row.previewImageKey),
    pdf: row.pdfKey ? storage.publicUrl(row.pdfKey) : null,
  };
}

function adminGuideOf(storage: MediaStorage, row: GuideRow): AdminGuide {
  return {
    ...guideOf(storage, row),
    position: row.position,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ordered = [asc(productGuides.position), asc(productGuides.id)];
const isPublic = () => eq(productGuides.status, 'published');

/** GET /cms/product-guides: the published guides in the owner's order (docs/content.md#product-guides). */
export async function listPublishedGuides(deps: CmsDeps): Promise<ProductGuide[]> {
  const rows = await deps.db
    .select()
    .from(productGuides)
    .where(isPublic())
    .orderBy(...ordered);
  return rows.map((row) => guideOf(deps.storage, row));
}

/** GET /cms/product-guides/search: typo-tolerant, best match first. */
export async function searchGuides(deps: CmsDeps, text: string, limit: number): Promise<ProductGuide[]> {
  const search = contentSearch(
    productGuides.searchVector,
    [productGuides.title, productGuides.category, productGuides.description],
    text,
  );
  if (!search) return [];
  const rows = await deps.db
    .select()
    .from(productGuides)
    .where(and(isPublic(), search.where))
    .orderBy(desc(search.rank), ...ordered)
    .limit(limit);
  return rows.map((row) => guideOf(deps.storage, row));
}

export async function listGuidesForAdmin(deps: CmsDeps): Promise<AdminGuide[]> {
  const rows = await deps.db
    .select()
    .from(productGuides)
    .orderBy(...ordered);
  return rows.map((row) => adminGuideOf(deps.storage, row));
}

async function findGuide(db: DbOrTx, id: number): Promise<GuideRow> {
  const [row] = await db.select().from(productGuides).where(eq(productGuides.id, id));
  if (!row) throw new NotFound(CMS_MESSAGES.guideNotFound, 'GUIDE_NOT_FOUND');
  return row;
}

export async function getGuideForAdmin(deps: CmsDeps, id: number): Promise<AdminGuide> {
  return adminGuideOf(deps.storage, await findGuide(deps.db, id));
}

export interface GuideFiles {
  previewImageKey: string | null;
  pdfKey: string | null;
}

// A published guide without its PDF would open nothing when the shopper clicks it.
function publishableStatus(status: ContentStatus, pdfKey: string | null): ContentStatus {
  if (status === 'published' && !pdfKey) throw new BadRequest("Upload the guide's PDF before publishing it");
  return status;
}

export async function createGuide(
  deps: CmsDeps,
  input: GuideCreateInput,
  files: GuideFiles,
): Promise<AdminGuide> {
  const [row] = await deps.db
    .insert(productGuides)
    .values({
      title: input.title,
      description: input.description ?? '',
      category: input.category,
      position: input.position ?? 0,
      status: publishableStatus(input.status ?? (files.pdfKey ? 'published' : 'draft'), files.pdfKey),
      previewImageKey: files.previewImageKey,
      pdfKey: files.pdfKey,
    })
    .returning();
  return adminGuideOf(deps.storage, row!);
}

export async function updateGuide(
  deps: CmsDeps,
  id: number,
  input: GuideUpdateInput,
  files: GuideFiles,
): Promise<AdminGuide> {
  const current = await findGuide(deps.db, id);
  const [row] = await deps.db
    .update(productGuides)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      ...(input.status !== undefined
        ? { status: publishableStatus(input.status, files.pdfKey ?? current.pdfKey) }
        : {}),
      ...(files.previewImageKey ? { previewImageKey: files.previewImageKey } : {}),
      ...(files.pdfKey ? { pdfKey: files.pdfKey } : {}),
      updatedAt: new Date(),
    })
    .where(eq(productGuides.id, id))
    .returning();
  return adminGuideOf(deps.storage, row!);
}

export async function deleteGuide(deps: CmsDeps, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(productGuides)
    .where(eq(productGuides.id, id))
    .returning({ id: productGuides.id });
  if (deleted.length === 0) throw new NotFound(CMS_MESSAGES.guideNotFound, 'GUIDE_NOT_FOUND');
}
