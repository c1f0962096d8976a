// The content module's constants and pure helpers, apart from its zod schemas (cms.ts), so that a
// page showing a topic or a sign does not load zod (docs/decisions/006-server-rendering.md).

/** docs/content.md#navigation-and-footer: the four blog topics the menu links to. */
export const BLOG_CATEGORIES = ['Dream Meaning', 'Face Reading', 'Feng Shui', 'Palmistry'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** docs/content.md#faq. */
export const FAQ_CATEGORIES = ['Delivery', 'Returns', 'Orders', 'Payment', 'Products', 'Services'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** docs/content.md#zodiac-guides, in the order of the cycle. */
export const ZODIAC_SIGNS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** The sign's animal written in Chinese, shown as its emblem on the home page and the zodiac pages. */
export const SIGN_CHARACTERS: Readonly<Record<ZodiacSign, string>> = {
  rat: '鼠',
  ox: '牛',
  tiger: '虎',
  rabbit: '兔',
  dragon: '龍',
  snake: '蛇',
  horse: '馬',
  goat: '羊',
  monkey: '猴',
  rooster: '雞',
  dog: '狗',
  pig: '豬',
};

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CMS_MESSAGES = {
  invalidSign: 'Invalid zodiac sign provided.',
  zodiacNotPublished: 'This zodiac guide is not published at the moment.',
  /** The title of a sign's page while its guide is not published. */
  zodiacGuideNotFound: 'Zodiac guide not found',
  blogNotFound: 'Blog not found',
  faqNotFound: 'FAQ not found',
  guideNotFound: 'Product guide not found',
} as const;

export const BLOG_PAGE_SIZE = 9;
export const CMS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const GUIDE_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const BLOG_CONTENT_MAX_CHARS = 100_000;
export const FAQ_ANSWER_MAX_CHARS = 20_000;
export const ZODIAC_TEXT_MAX_CHARS = 5_000;

/** The first year of the twelve-year cycle used for the birth years of a sign (1924 was a Rat year). */
const CYCLE_START_YEAR = 1924;

/** Birth years of a sign from 1924 on, in 12-year steps (docs/content.md#horoscope). */
export function zodiacBirthYears(sign: ZodiacSign, until: number): number[] {
  const years: number[] = [];
  for (let year = CYCLE_START_YEAR + ZODIAC_SIGNS.indexOf(sign); year <= until; year += 12) years.push(year);
  return years;
}

/** The sign of a (Gregorian) year, ignoring that the lunar year starts in January or February. */
export function zodiacSignOfYear(year: number): ZodiacSign {
  return ZODIAC_SIGNS[(((year - CYCLE_START_YEAR) % 12) + 12) % 12]!;
}

export function zodiacDisplayName(sign: ZodiacSign): string {
  return sign.charAt(0).toUpperCase() + sign.slice(1);
}
