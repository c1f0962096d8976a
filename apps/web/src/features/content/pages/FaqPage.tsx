import { FAQ_CATEGORIES } from '@fengshui/shared/cms-constants';
import { BUILTIN_FAQS } from '@fengshui/shared/faq-builtin';
import { MessageCircleQuestion, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/PageHero.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { faqsQuery, useFaqs } from '../api/get-faqs.ts';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { FilterChips } from '../components/FilterChips.tsx';
import { faqItemsOf, filterFaqs, readFaqCategory } from '../logic/faq-filter.ts';

/** The owner's FAQs, shown after the built-in ones. */
export const faqPageData: PageData = (queryClient) => [queryClient.prefetchQuery(faqsQuery())];

/** /faqs and /faqs?category={category} (docs/content.md#faq). */
export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  const [params] = useSearchParams();
  const category = readFaqCategory(params.get('category'));
  const [search, setSearch] = useState('');
  const [openKey, setOpenKey] = useState<string | null>(null);
  const hydrated = useHydrated();
  const serverFaqs = useFaqs();

  // docs/content.md#messages: a failed fetch is only logged; the built-in questions stay on the page.
  useEffect(() => {
    if (serverFaqs.isError) console.warn('Could not load the FAQs from the server', serverFaqs.error);
  }, [serverFaqs.isError, serverFaqs.error]);

  const items = useMemo(() => faqItemsOf(BUILTIN_FAQS, serverFaqs.data ?? []), [serverFaqs.data]);
  const shown = useMemo(() => filterFaqs(items, category, search), [items, category, search]);

  const chips = [
    { label: 'All', to: '/faqs', active: category === null },
    ...FAQ_CATEGORIES.map((name) => ({
      label: name,
      to: `/faqs?category=${encodeURIComponent(name)}`,
      active: category === name,
    })),
  ];

  return (
    <>
      <PageHero eyebrow="Help Centre" title="Frequently Asked Questions">
        <p>Answers about delivery, returns, orders, payment, our products and consultation services.</p>
        <div className="relative mt-5">
          <label htmlFor="faq-search" className="sr-only">
            Search the FAQs
          </label>
          <Search
            size={18}
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-stone-400"
          />
          <input
            id="faq-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // The questions are filtered by the page's code: what is typed before it runs would be
            // lost (hydrating keeps the state's empty text), so the field waits, disabled.
            disabled={!hydrated}
            placeholder="Search questions…"
            className="min-h-12 w-full rounded-full border-0 bg-white py-3 pr-4 pl-11 text-ink shadow-sm placeholder:text-stone-400 focus:ring-2 focus:ring-gold-400 focus:outline-none"
          />
        </div>
      </PageHero>

      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
        <FilterChips label="FAQ categories" chips={chips} />

        <div className="mt-6">
          {shown.length > 0 ? (
            <FaqAccordion
              items={shown}
              openKey={openKey}
              onToggle={(key) => setOpenKey((current) => (current === key ? null : key))}
            />
          ) : (
            !serverFaqs.isPending && (
              <p className="rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center text-stone-600">
                No FAQs available for this category. Please check another category or come back later.
              </p>
            )
          )}
          {serverFaqs.isPending && <Spinner label="Loading more questions…" />}
        </div>

        <section
          aria-labelledby="still-have-questions"
          className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-gold-300 bg-gold-100/60 p-5 sm:flex-row sm:items-center sm:p-6"
        >
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
            <MessageCircleQuestion size={22} aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="still-have-questions" className="font-display text-2xl font-bold text-ink">
              Still have questions?
            </h2>
            <p className="mt-1 text-sm text-stone-700">Our team is happy to help. Send us a message.</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Contact Us
          </Link>
        </section>
      </div>
    </>
  );
}
