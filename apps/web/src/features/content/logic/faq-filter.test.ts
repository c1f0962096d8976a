import type { Faq } from '@fengshui/shared/cms';
import { BUILTIN_FAQS } from '@fengshui/shared/faq-builtin';
import { describe, expect, it } from 'vitest';
import { faqItemsOf, filterFaqs, readFaqCategory } from './faq-filter.ts';

const serverFaq = (overrides: Partial<Faq> = {}): Faq => ({
  faqID: 1,
  question: '<p>Do you deliver to the Visayas and Mindanao?</p>',
  answer: '<p>Yes, to every province our <strong>courier</strong> serves.</p>',
  category: 'Delivery',
  publish_date: '2025-02-01T01:00:00.000Z',
  status: 'published',
  ...overrides,
});

describe('the FAQ list', () => {
  it('puts the built-in questions first and appends the server ones without their paragraph tags', () => {
    const items = faqItemsOf(BUILTIN_FAQS, [serverFaq()]);
    expect(items).toHaveLength(BUILTIN_FAQS.length + 1);
    expect(items[0]!.question).toBe(BUILTIN_FAQS[0]!.question);
    expect(items.at(-1)).toMatchObject({
      question: 'Do you deliver to the Visayas and Mindanao?',
      publishDate: '2025-02-01T01:00:00.000Z',
      status: 'published',
    });
  });

  it('has about 14 built-in questions covering every category', () => {
    expect(BUILTIN_FAQS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BUILTIN_FAQS.map((faq) => faq.category))).toEqual(
      new Set(['Delivery', 'Returns', 'Orders', 'Payment', 'Products', 'Services']),
    );
  });
});

describe('filterFaqs', () => {
  const items = faqItemsOf(BUILTIN_FAQS, [serverFaq()]);

  it('keeps only the chosen category, or everything for All', () => {
    expect(filterFaqs(items, 'Payment', '').every((item) => item.category === 'Payment')).toBe(true);
    expect(filterFaqs(items, null, '')).toHaveLength(items.length);
  });

  it('matches the question or the answer text, whatever the case, but not the markup', () => {
    expect(filterFaqs(items, null, 'VISAYAS').map((item) => item.key)).toEqual(['server-1']);
    expect(filterFaqs(items, null, 'Courier Serves').map((item) => item.key)).toContain('server-1');
    expect(filterFaqs(items, null, 'strong')).toHaveLength(0);
  });

  it('combines the search with the category', () => {
    expect(filterFaqs(items, 'Returns', 'visayas')).toHaveLength(0);
    expect(filterFaqs(items, 'Delivery', 'visayas')).toHaveLength(1);
  });

  it('ignores surrounding and repeated spaces in the search', () => {
    expect(filterFaqs(items, null, '  split   payments ')).toHaveLength(1);
  });
});

describe('readFaqCategory', () => {
  it('reads the category of the address in any case, and anything else as All', () => {
    expect(readFaqCategory('Delivery')).toBe('Delivery');
    expect(readFaqCategory('returns')).toBe('Returns');
    expect(readFaqCategory('Shipping')).toBeNull();
    expect(readFaqCategory(null)).toBeNull();
  });
});
