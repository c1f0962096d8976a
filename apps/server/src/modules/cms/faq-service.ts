import {
  type AdminFaq,
  CMS_MESSAGES,
  type ContentStatus,
  type Faq,
  type FaqCategory,
  type FaqCreateInput,
  type FaqUpdateInput,
} from '@fengshui/shared/cms';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../domain/errors.ts';
import { plainText, sanitizeRichText } from './rich-text.ts';

type FaqRow = typeof faqs.$inferSelect;

function faqOf(row: FaqRow): Faq {
  return {
    faqID: row.id,
    // docs/content.md#faq: server FAQs have paragraph tags stripped from the question.
    question: plainText(row.question),
    answer: row.answerHtml,
    category: row.category,
    publish_date: row.publishDate?.toISOString() ?? null,
    status: row.status,
  };
}

function adminFaqOf(row: FaqRow): AdminFaq {
  return {
    ...faqOf(row),
    status: row.status,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ordered = [asc(faqs.position), asc(faqs.id)];

/** GET /cms/faqs: the published FAQs in the owner's order, appended after the built-in ones. */
export async function listPublishedFaqs(db: DbOrTx): Promise<Faq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(eq(faqs.status, 'published'))
    .orderBy(...ordered);
  return rows.map(faqOf);
}

export async function listFaqsForAdmin(
  db: DbOrTx,
  filters: { category?: FaqCategory; status?: ContentStatus },
): Promise<AdminFaq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(
      and(
        filters.category ? eq(faqs.category, filters.category) : undefined,
        filters.status ? eq(faqs.status, filters.status) : undefined,
      ),
    )
    .orderBy(...ordered);
  return rows.map(adminFaqOf);
}

async function findFaq(db: DbOrTx, id: number): Promise<FaqRow> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw new NotFound(CMS_MESSAGES.faqNotFound, 'FAQ_NOT_FOUND');
  return row;
}

export async function getFaqForAdmin(db: DbOrTx, id: number): Promise<AdminFaq> {
  return adminFaqOf(await findFaq(db, id));
}

/** The question is plain text; the answer keeps the allow-listed rich text. */
function textColumns(input: { question?: string; answer?: string }) {
  const columns: { question?: string; answerHtml?: string } = {};
  if (input.question !== undefined) {
    columns.question = plainText(input.question);
    if (!columns.question) throw new BadRequest('The question has no text left once cleaned');
  }
  if (input.answer !== undefined) {
    columns.answerHtml = sanitizeRichText(input.answer);
    if (!plainText(columns.answerHtml)) throw new BadRequest('The answer has no text left once cleaned');
  }
  return columns;
}

const dateOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createFaq(db: DbOrTx, input: FaqCreateInput): Promise<AdminFaq> {
  const [row] = await db
    .insert(faqs)
    .values({
      question: '',
      answerHtml: '',
      ...textColumns(input),
      category: input.category,
      position: input.position ?? 0,
      publishDate: input.publish_date === undefined ? new Date() : dateOrNull(input.publish_date),
      status: input.status ?? 'published',
    })
    .returning();
  return adminFaqOf(row!);
}

export async function updateFaq(db: DbOrTx, id: number, input: FaqUpdateInput): Promise<AdminFaq> {
  await findFaq(db, id);
  const [row] = await db
    .update(faqs)
    .set({
      ...textColumns(input),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      ...(input.publish_date !== undefined ? { publishDate: dateOrNull(input.publish_date) } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(faqs.id, id))
    .returning();
  return adminFaqOf(row!);
}

export async function deleteFaq(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw new NotFound(CMS_MESSAGES.faqNotFound, 'FAQ_NOT_FOUND');
}
