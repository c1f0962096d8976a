import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { dateTimeField } from './date-time-field.ts';

// The content module (docs/content.md#navigation-and-footer: blog, horoscope, zodiac guide, product guides, FAQ):
// the public read calls and the owner's writes (docs/admin.md#content).

export * from './cms-constants.ts';

import {
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX_CHARS,
  BLOG_PAGE_SIZE,
  CONTENT_STATUSES,
  FAQ_ANSWER_MAX_CHARS,
  FAQ_CATEGORIES,
  ZODIAC_SIGNS,
  ZODIAC_TEXT_MAX_CHARS,
} from './cms-constants.ts';
import { fromNumberText } from './number-text.ts';

// ---- shared field rules -----------------------------------------------------------------------

const wholeNumber = (label: string) =>
  z.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` });

const idParam = (label: string) =>
  fromNumberText(
    wholeNumber(label)
      .positive({ error: `${label} must be a positive whole number` })
      .max(ROW_ID_MAX, { error: `${label} is too large` }),
  );

const pageParam = fromNumberText(
  wholeNumber('page')
    .min(1, { error: 'page must be at least 1' })
    .max(10_000, { error: 'page is too large' }),
).prefault(1);

const limitParam = (fallback: number, max: number) =>
  fromNumberText(
    wholeNumber('limit')
      .min(1, { error: 'limit must be at least 1' })
      .max(max, { error: `limit must be at most ${max}` }),
  ).prefault(fallback);

const statusField = z.enum(CONTENT_STATUSES, { error: 'Status must be draft or published' });

const isoDate = (label: string) =>
  dateTimeField(`${label} must be a date and time, e.g. 2025-01-31T09:00:00+08:00`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const positionField = fromNumberText(
  wholeNumber('Position')
    .min(0, { error: 'Position must be 0 or more' })
    .max(10_000, { error: 'Position must be at most 10,000' }),
);

// ---- public requests --------------------------------------------------------------------------

/** The longest number or slug a post can be addressed by: its slug column holds 160 characters. */
export const BLOG_KEY_MAX_LENGTH = 160;

/** A blog is addressed by its number or its slug. */
export const blogIdParamsSchema = z.object({
  blogID: z
    .string()
    .trim()
    .min(1, { error: 'blogID is required' })
    .max(BLOG_KEY_MAX_LENGTH, { error: 'blogID is too long' }),
});

export const blogListQuerySchema = z.object({
  category: z.string().trim().max(60, { error: 'category must be at most 60 characters' }).optional(),
  limit: limitParam(BLOG_PAGE_SIZE, 50),
  page: pageParam,
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** The navbar search's calls (docs/content.md#search); as long as the product search allows. */
export const contentSearchQuerySchema = z.object({
  query: z
    .string({ error: 'query is required' })
    .max(1000, { error: 'query must be at most 1000 characters' }),
  limit: limitParam(10, 50),
});

export const zodiacListQuerySchema = z.object({
  search: z.string().max(1000, { error: 'search must be at most 1000 characters' }).optional(),
});

/** Any text: an unknown sign is answered with the spec's own message, not a schema error. */
export const zodiacSignParamsSchema = z.object({ sign: z.string() });

// ---- public responses -------------------------------------------------------------------------

export const blogSummarySchema = z.object({
  blogID: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** Plain text from the start of the post, for cards. */
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  /** The cover in several widths (`url 480w, ...`), for `srcset`; null for covers stored in one width. */
  cover_image_srcset: z.string().nullable(),
  publish_date: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogSchema = blogSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListResponseSchema = z.object({
  blogs: z.array(blogSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogSearchResponseSchema = z.object({ blogs: z.array(blogSummarySchema) });

export const faqSchema = z.object({
  faqID: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  category: z.string(),
  publish_date: z.string().nullable(),
  status: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListResponseSchema = z.object({ faqs: z.array(faqSchema) });

export const zodiacSummarySchema = z.object({
  /** The sign's display name ("Rat"); the guide's address uses it lowercased. */
  zodiacID: z.string(),
  sign: z.enum(ZODIAC_SIGNS),
  name: z.string(),
  overview: z.string(),
  color: z.string(),
  number: z.string(),
  /** Signed-in customers only: the texts changed since they last read them (always false for guests). */
  is_updated: z.boolean(),
  /** Signed-in customers only: they have read the current texts. */
  is_read: z.boolean(),
});
export type ZodiacSummary = z.infer<typeof zodiacSummarySchema>;

export const zodiacSchema = zodiacSummarySchema.extend({
  career: z.string(),
  health: z.string(),
  love: z.string(),
  daily: z.string(),
  weekly: z.string(),
  monthly: z.string(),
  updated_at: z.string(),
});
export type Zodiac = z.infer<typeof zodiacSchema>;

export const zodiacListResponseSchema = z.object({ zodiacs: z.array(zodiacSummarySchema) });

export const zodiacReadResponseSchema = z.object({
  success: z.literal(true),
  sign: z.enum(ZODIAC_SIGNS),
  is_read: z.literal(true),
  is_updated: z.literal(false),
});

export const productGuideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  previewImage: z.string().nullable(),
  /** The preview in several widths, for `srcset`; null for previews stored in one width. */
  previewImageSrcset: z.string().nullable(),
  pdf: z.string().nullable(),
});
export type ProductGuide = z.infer<typeof productGuideSchema>;

export const productGuideListResponseSchema = z.object({ guides: z.array(productGuideSchema) });

// ---- admin ------------------------------------------------------------------------------------

export const contentIdParamsSchema = z.object({ id: idParam('id') });

export const adminBlogListQuerySchema = z.object({
  status: statusField.optional(),
  category: z.enum(BLOG_CATEGORIES, { error: 'Unknown blog category' }).optional(),
  q: z.string().trim().max(80, { error: 'q must be at most 80 characters' }).optional(),
  page: pageParam,
  limit: limitParam(20, 100),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

const blogFields = {
  title: requiredText('Title', 200),
  category: z.enum(BLOG_CATEGORIES, {
    error: `Topic must be one of: ${BLOG_CATEGORIES.join(', ')}`,
  }),
  content: requiredText('Text', BLOG_CONTENT_MAX_CHARS),
  publish_date: isoDate('Publish date'),
  status: statusField,
};

/** POST /admin/cms/blogs, as JSON or as multipart fields (with the file part `cover_image`). */
export const blogCreateSchema = z.object({
  ...blogFields,
  publish_date: blogFields.publish_date.optional(),
  status: blogFields.status.optional(),
});
export type BlogCreateInput = z.infer<typeof blogCreateSchema>;

/** PUT /admin/cms/blogs/:id: only the fields sent change. */
export const blogUpdateSchema = z.object(blogFields).partial();
export type BlogUpdateInput = z.infer<typeof blogUpdateSchema>;

export const adminBlogSchema = blogSchema.extend({
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

export const adminBlogListResponseSchema = z.object({
  blogs: z.array(adminBlogSchema.omit({ content: true })),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminBlogListResponse = z.infer<typeof adminBlogListResponseSchema>;

export const adminFaqListQuerySchema = z.object({
  category: z.enum(FAQ_CATEGORIES, { error: 'Unknown FAQ category' }).optional(),
  status: statusField.optional(),
});

const faqFields = {
  question: requiredText('Question', 500),
  answer: requiredText('Answer', FAQ_ANSWER_MAX_CHARS),
  category: z.enum(FAQ_CATEGORIES, { error: `Category must be one of: ${FAQ_CATEGORIES.join(', ')}` }),
  position: positionField,
  publish_date: isoDate('Publish date').nullable(),
  status: statusField,
};

export const faqCreateSchema = z.object({
  ...faqFields,
  position: faqFields.position.optional(),
  publish_date: faqFields.publish_date.optional(),
  status: faqFields.status.optional(),
});
export type FaqCreateInput = z.infer<typeof faqCreateSchema>;

export const faqUpdateSchema = z.object(faqFields).partial();
export type FaqUpdateInput = z.infer<typeof faqUpdateSchema>;

export const adminFaqSchema = faqSchema.extend({
  status: z.enum(CONTENT_STATUSES),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminFaqListResponseSchema = z.object({ faqs: z.array(adminFaqSchema) });

/** The texts of a sign the owner edits; plain text, paragraphs separated by blank lines. */
export const ZODIAC_TEXT_FIELDS = [
  'overview',
  'career',
  'health',
  'love',
  'daily',
  'weekly',
  'monthly',
] as const;
export type ZodiacTextField = (typeof ZODIAC_TEXT_FIELDS)[number];

export const zodiacUpdateSchema = z
  .object({
    name: requiredText('Name', 40),
    overview: optionalText('Overview', ZODIAC_TEXT_MAX_CHARS),
    career: optionalText('Career and finance', ZODIAC_TEXT_MAX_CHARS),
    health: optionalText('Health and wellbeing', ZODIAC_TEXT_MAX_CHARS),
    love: optionalText('Love and relationships', ZODIAC_TEXT_MAX_CHARS),
    color: optionalText('Lucky colours', 200),
    number: optionalText('Lucky numbers', 100),
    daily: optionalText('Today’s horoscope', ZODIAC_TEXT_MAX_CHARS),
    weekly: optionalText('Weekly forecast', ZODIAC_TEXT_MAX_CHARS),
    monthly: optionalText('Monthly outlook', ZODIAC_TEXT_MAX_CHARS),
    status: statusField,
  })
  .partial();
export type ZodiacUpdateInput = z.infer<typeof zodiacUpdateSchema>;

export const adminZodiacSchema = zodiacSchema.omit({ is_read: true, is_updated: true }).extend({
  status: z.enum(CONTENT_STATUSES),
  content_updated_at: z.string(),
});
export type AdminZodiac = z.infer<typeof adminZodiacSchema>;

export const adminZodiacListResponseSchema = z.object({ zodiacs: z.array(adminZodiacSchema) });

const guideFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 2000),
  category: requiredText('Category', 80),
  position: positionField,
  status: statusField,
};

/** POST /admin/cms/product-guides, JSON or multipart (file parts `preview_image` and `pdf`). */
export const guideCreateSchema = z.object({
  ...guideFields,
  description: guideFields.description.optional(),
  position: guideFields.position.optional(),
  status: guideFields.status.optional(),
});
export type GuideCreateInput = z.infer<typeof guideCreateSchema>;

export const guideUpdateSchema = z.object(guideFields).partial();
export type GuideUpdateInput = z.infer<typeof guideUpdateSchema>;

export const adminGuideSchema = productGuideSchema.extend({
  position: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminGuide = z.infer<typeof adminGuideSchema>;

export const adminGuideListResponseSchema = z.object({ guides: z.array(adminGuideSchema) });

/** The rich-text editor's preview: the HTML as it would be saved. */
export const richTextPreviewSchema = z.object({
  html: z.string({ error: 'html is required' }).max(BLOG_CONTENT_MAX_CHARS, {
    error: `html must be at most ${BLOG_CONTENT_MAX_CHARS} characters`,
  }),
});
export const richTextPreviewResponseSchema = z.object({ html: z.string() });

export const contentImageResponseSchema = z.object({ url: z.string() });

export const contentDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
