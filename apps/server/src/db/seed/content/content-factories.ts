import { ZODIAC_SIGNS, type ZodiacSign, zodiacDisplayName } from '@fengshui/shared/cms';
import { excerptOf, plainText, sanitizeRichText } from '../../../modules/cms/index.ts';
import type { DbOrTx } from '../../client.ts';
import { blogs, faqs, productGuides, zodiacs } from '../../schema/index.ts';

// docs/contributing.md#tests: the seed and the tests write content through the same factories.

let sequence = 0;

export interface BlogInput {
  title?: string;
  slug?: string;
  category?: string;
  contentHtml?: string;
  coverImageKey?: string | null;
  publishDate?: Date;
  status?: 'draft' | 'published';
}

export async function createBlogPost(db: DbOrTx, input: BlogInput = {}) {
  const n = ++sequence;
  const title = input.title ?? `Notes from the shop ${n}`;
  const contentHtml = sanitizeRichText(
    input.contentHtml ?? `<p>A short note number ${n} about keeping the home bright and tidy.</p>`,
  );
  const [row] = await db
    .insert(blogs)
    .values({
      slug:
        input.slug ??
        `${title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}-${n}`,
      title,
      category: input.category ?? 'Feng Shui',
      contentHtml,
      excerpt: excerptOf(plainText(contentHtml)),
      coverImageKey: input.coverImageKey ?? null,
      publishDate: input.publishDate ?? new Date(Date.now() - 60_000),
      status: input.status ?? 'published',
    })
    .returning();
  return row!;
}

export interface FaqInput {
  question?: string;
  answerHtml?: string;
  category?: string;
  position?: number;
  publishDate?: Date | null;
  status?: 'draft' | 'published';
}

export async function createFaqEntry(db: DbOrTx, input: FaqInput = {}) {
  const n = ++sequence;
  const [row] = await db
    .insert(faqs)
    .values({
      question: input.question ?? `Question ${n}?`,
      answerHtml: sanitizeRichText(input.answerHtml ?? `<p>Answer ${n}.</p>`),
      category: input.category ?? 'Products',
      position: input.position ?? n,
      publishDate: input.publishDate === undefined ? new Date() : input.publishDate,
      status: input.status ?? 'published',
    })
    .returning();
  return row!;
}

export interface ZodiacInput {
  name?: string;
  overview?: string;
  career?: string;
  health?: string;
  love?: string;
  color?: string;
  number?: string;
  daily?: string;
  weekly?: string;
  monthly?: string;
  status?: 'draft' | 'published';
  contentUpdatedAt?: Date;
}

export async function createZodiacEntry(db: DbOrTx, sign: ZodiacSign, input: ZodiacInput = {}) {
  const name = input.name ?? zodiacDisplayName(sign);
  const [row] = await db
    .insert(zodiacs)
    .values({
      sign,
      name,
      overview: input.overview ?? `The ${name} in brief.`,
      career: input.career ?? `Work for the ${name}.`,
      health: input.health ?? `Health for the ${name}.`,
      love: input.love ?? `Love for the ${name}.`,
      color: input.color ?? 'Red, Gold',
      number: input.number ?? '8, 9',
      daily: input.daily ?? `Today for the ${name}.`,
      weekly: input.weekly ?? `This week for the ${name}.`,
      monthly: input.monthly ?? `This month for the ${name}.`,
      status: input.status ?? 'published',
      ...(input.contentUpdatedAt ? { contentUpdatedAt: input.contentUpdatedAt } : {}),
    })
    .returning();
  return row!;
}

/** All twelve signs with short texts, for tests that need the whole cycle. */
export async function createAllZodiacs(db: DbOrTx) {
  for (const sign of ZODIAC_SIGNS) await createZodiacEntry(db, sign);
}

export interface GuideInput {
  title?: string;
  description?: string;
  category?: string;
  previewImageKey?: string | null;
  pdfKey?: string | null;
  position?: number;
  status?: 'draft' | 'published';
}

export async function createGuideEntry(db: DbOrTx, input: GuideInput = {}) {
  const n = ++sequence;
  const [row] = await db
    .insert(productGuides)
    .values({
      title: input.title ?? `Care guide ${n}`,
      description: input.description ?? `How to place and care for item ${n}.`,
      category: input.category ?? 'Home Decor',
      previewImageKey: input.previewImageKey ?? null,
      pdfKey: input.pdfKey === undefined ? `cms/guides/guide-${n}.pdf` : input.pdfKey,
      position: input.position ?? n,
      status: input.status ?? 'published',
    })
    .returning();
  return row!;
}
