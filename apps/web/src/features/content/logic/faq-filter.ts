import type { Faq } from '@fengshui/shared/cms';
import { FAQ_CATEGORIES, type FaqCategory } from '@fengshui/shared/cms-constants';
import type { BuiltinFaq } from '@fengshui/shared/faq-builtin';

/** One question of the FAQ page, built in or from the server. */
export interface FaqItem {
  key: string;
  category: string;
  question: string;
  /** Rich text. */
  answer: string;
  publishDate: string | null;
  status: string | null;
  /** Question and answer as lower-case plain text, for the search. */
  searchText: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function itemOf(
  key: string,
  faq: { category: string; question: string; answer: string },
  extra: Pick<FaqItem, 'publishDate' | 'status'>,
): FaqItem {
  return {
    key,
    category: faq.category,
    question: faq.question,
    answer: faq.answer,
    ...extra,
    searchText: `${plainText(faq.question)} ${plainText(faq.answer)}`.toLowerCase(),
  };
}

/**
 * docs/content.md#faq: the built-in questions first, then the server's, whose questions lose
 * their paragraph tags (the admin editor may wrap a question in <p>).
 */
export function faqItemsOf(builtins: readonly BuiltinFaq[], server: readonly Faq[]): FaqItem[] {
  return [
    ...builtins.map((faq) => itemOf(`builtin-${faq.id}`, faq, { publishDate: null, status: null })),
    ...server.map((faq) =>
      itemOf(
        `server-${faq.faqID}`,
        { ...faq, question: faq.question.replace(/<\/?p\b[^>]*>/gi, '').trim() },
        { publishDate: faq.publish_date, status: faq.status || null },
      ),
    ),
  ];
}

/** `?category=delivery` and `?category=Delivery` both name Delivery; anything else means All. */
export function readFaqCategory(param: string | null): FaqCategory | null {
  if (!param) return null;
  const wanted = param.trim().toLowerCase();
  return FAQ_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

/** docs/content.md#faq: the search matches question or answer, any case, within the category. */
export function filterFaqs(
  items: readonly FaqItem[],
  category: FaqCategory | null,
  search: string,
): FaqItem[] {
  const term = search.trim().replace(/\s+/g, ' ').toLowerCase();
  return items.filter(
    (item) => (category === null || item.category === category) && (!term || item.searchText.includes(term)),
  );
}
