import {
  type AdminBlog,
  type AdminBlogListQuery,
  BLOG_CATEGORIES,
  type Blog,
  type BlogCreateInput,
  type BlogListQuery,
  type BlogSummary,
  type BlogUpdateInput,
  CMS_MESSAGES,
} from '@fengshui/shared/cms';
import { ROW_ID_MAX } from '@fengshui/shared/constants';
import { and, count, desc, eq, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueRefusal } from '../../db/database-errors.ts';
import { blogs } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { contentImageSrcset } from './content-media.ts';
import { contentSearch } from './content-search.ts';
import { excerptOf, plainText, sanitizeRichText } from './rich-text.ts';

type BlogRow = typeof blogs.$inferSelect;

export interface CmsDeps {
  db: DbOrTx;
  storage: MediaStorage;
}

function summaryOf(storage: MediaStorage, row: BlogRow): BlogSummary {
  return {
    blogID: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    cover_image: row.coverImageKey ? storage.publicUrl(row.coverImageKey) : null,
    cover_image_srcset: contentImageSrcset(storage, row.coverImageKey),
    publish_date: row.publishDate.toISOString(),
  };
}

const blogOf = (storage: MediaStorage, row: BlogRow): Blog => ({
  ...summaryOf(storage, row),
  content: row.contentHtml,
});

export function adminBlogOf(storage: MediaStorage, row: BlogRow): AdminBlog {
  return {
    ...blogOf(storage, row),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the public sees: published, and not dated in the future (a date ahead schedules the post). */
const isPublic = () => and(eq(blogs.status, 'published'), lte(blogs.publishDate, sql`now()`));

/** "feng shui", "Feng-Shui" and "FENG SHUI" all name the topic "Feng Shui". */
function blogCategoryOf(text: string): string {
  const wanted = text.toLowerCase().replace(/[^a-z]+/g, '');
  const category = BLOG_CATEGORIES.find((name) => name.toLowerCase().replace(/[^a-z]+/g, '') === wanted);
  if (!category) throw new BadRequest(`Unknown blog category. Choose one of: ${BLOG_CATEGORIES.join(', ')}`);
  return category;
}

async function pageOf(deps: CmsDeps, where: SQL | undefined, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publishDate), desc(blogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ value: count() }).from(blogs).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return { rows, page, limit, total: totalCount, total_pages: Math.max(1, Math.ceil(totalCount / limit)) };
}

/** GET /cms/blogs: published posts, newest first, optionally of one topic. */
export async function listPublishedBlogs(deps: CmsDeps, query: BlogListQuery) {
  const category = query.category ? blogCategoryOf(query.category) : null;
  const { rows, ...paging } = await pageOf(
    deps,
    and(isPublic(), category ? eq(blogs.category, category) : undefined),
    query.page,
    query.limit,
  );
  return { blogs: rows.map((row) => summaryOf(deps.storage, row)), ...paging };
}

/** GET /cms/blogs/search: typo-tolerant, best match first. */
export async function searchBlogs(deps: CmsDeps, text: string, limit: number): Promise<BlogSummary[]> {
  const search = contentSearch(blogs.searchVector, [blogs.title, blogs.category, blogs.excerpt], text);
  if (!search) return [];
  const rows = await deps.db
    .select()
    .from(blogs)
    .where(and(isPublic(), search.where))
    .orderBy(desc(search.rank), desc(blogs.publishDate), desc(blogs.id))
    .limit(limit);
  return rows.map((row) => summaryOf(deps.storage, row));
}

/** A number is the blog's id; anything else its slug. */
function blogKey(blogId: string): SQL {
  return /^\d{1,10}$/.test(blogId) && Number(blogId) <= ROW_ID_MAX
    ? eq(blogs.id, Number(blogId))
    : eq(blogs.slug, blogId.toLowerCase());
}

/** GET /cms/blogs/:blogID: a draft or a post scheduled later is "not found" to the public. */
export async function getPublishedBlog(deps: CmsDeps, blogId: string): Promise<Blog> {
  const [row] = await deps.db
    .select()
    .from(blogs)
    .where(and(blogKey(blogId), isPublic()));
  if (!row) throw new NotFound(CMS_MESSAGES.blogNotFound, 'BLOG_NOT_FOUND');
  return blogOf(deps.storage, row);
}

// ---- the owner's side ---------------------------------------------------------------------------

export async function listBlogsForAdmin(deps: CmsDeps, query: AdminBlogListQuery) {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = and(
    query.status ? eq(blogs.status, query.status) : undefined,
    query.category ? eq(blogs.category, query.category) : undefined,
    term ? or(ilike(blogs.title, term), ilike(blogs.slug, term)) : undefined,
  );
  const { rows, ...paging } = await pageOf(deps, where, query.page, query.limit);
  return {
    blogs: rows.map((row) => {
      const { content: _content, ...rest } = adminBlogOf(deps.storage, row);
      return rest;
    }),
    ...paging,
  };
}

async function findBlog(db: DbOrTx, id: number): Promise<BlogRow> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row) throw new NotFound(CMS_MESSAGES.blogNotFound, 'BLOG_NOT_FOUND');
  return row;
}

export async function getBlogForAdmin(deps: CmsDeps, id: number): Promise<AdminBlog> {
  return adminBlogOf(deps.storage, await findBlog(deps.db, id));
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120)
      .replace(/-+$/, '') || 'post'
  );
}

/** A slug no other post uses: the title's, or the title's with the next free number. */
async function freeSlug(db: DbOrTx, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(
      and(
        or(eq(blogs.slug, base), sql`${blogs.slug} ~ ${`^${base}-[0-9]+$`}`),
        exceptId === undefined ? undefined : ne(blogs.id, exceptId),
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The stored form of the post's text: sanitised HTML, and the plain excerpt cards and search read. */
function contentColumns(content: string) {
  const contentHtml = sanitizeRichText(content);
  const text = plainText(contentHtml);
  if (!text && !/<img\b/.test(contentHtml)) throw new BadRequest('The post has no content left once cleaned');
  return { contentHtml, excerpt: excerptOf(text) };
}

/** Retries once with a fresh slug when a concurrent save took the same one. */
async function withFreshSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueRefusal(error)) throw error;
    return work();
  }
}

export async function createBlog(
  deps: CmsDeps,
  input: BlogCreateInput,
  coverImageKey: string | null,
): Promise<AdminBlog> {
  const columns = contentColumns(input.content);
  const row = await withFreshSlug(async () => {
    const [created] = await deps.db
      .insert(blogs)
      .values({
        slug: await freeSlug(deps.db, input.title),
        title: input.title,
        category: input.category,
        ...columns,
        coverImageKey,
        publishDate: input.publish_date ? new Date(input.publish_date) : new Date(),
        status: input.status ?? 'draft',
      })
      .returning();
    return created!;
  });
  return adminBlogOf(deps.storage, row);
}

/** Only the fields sent change; a new title gives the post a new slug (its number stays its address). */
export async function updateBlog(
  deps: CmsDeps,
  id: number,
  input: BlogUpdateInput,
  coverImageKey: string | null,
): Promise<AdminBlog> {
  const current = await findBlog(deps.db, id);
  const row = await withFreshSlug(async () => {
    const [updated] = await deps.db
      .update(blogs)
      .set({
        ...(input.title !== undefined && input.title !== current.title
          ? { title: input.title, slug: await freeSlug(deps.db, input.title, id) }
          : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.content !== undefined ? contentColumns(input.content) : {}),
        ...(input.publish_date !== undefined ? { publishDate: new Date(input.publish_date) } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(coverImageKey ? { coverImageKey } : {}),
        updatedAt: new Date(),
      })
      .where(eq(blogs.id, id))
      .returning();
    return updated!;
  });
  return adminBlogOf(deps.storage, row);
}

export async function deleteBlog(deps: CmsDeps, id: number): Promise<void> {
  const deleted = await deps.db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
  if (deleted.length === 0) throw new NotFound(CMS_MESSAGES.blogNotFound, 'BLOG_NOT_FOUND');
}
