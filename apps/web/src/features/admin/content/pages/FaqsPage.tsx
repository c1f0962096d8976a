import { FAQ_CATEGORIES, type FaqCategory } from '@fengshui/shared/cms';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatManilaDateTime } from '../../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../../components/ListPage.tsx';
import { primaryButtonClass } from '../../components/orders/action-classes.ts';
import { useAdminFaqs } from '../api/get-admin-faqs.ts';
import { useSaveFaq } from '../api/save-faq.ts';
import { ContentListItem, usePublishToggle } from '../components/ContentListParts.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';

/** /admin/content/faqs: the FAQs the shop adds after the built-in ones, in the order shown. */
export function FaqsPage() {
  useDocumentTitle('FAQs | Admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('category');
  const category = (FAQ_CATEGORIES as readonly string[]).includes(requested ?? '')
    ? (requested as FaqCategory)
    : undefined;
  const faqs = useAdminFaqs({ category });
  const publishing = usePublishToggle(useSaveFaq(), (_question, status) =>
    status === 'published' ? 'FAQ published' : 'FAQ hidden from the FAQ page',
  );

  const chip = (value: FaqCategory | undefined, label: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={category === value}
      onClick={() => setSearchParams(value ? { category: value } : {})}
      className={`min-h-9 rounded-full px-3 text-sm font-semibold ring-1 transition focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${
        category === value
          ? 'bg-brand-600 text-white ring-brand-600'
          : 'bg-white text-stone-700 ring-stone-300 hover:text-brand-700'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div>
      <ListPageHeader
        title="FAQs"
        level={2}
        actions={
          <Link to="/admin/content/faqs/new" className={primaryButtonClass}>
            <Plus size={18} aria-hidden /> New FAQ
          </Link>
        }
        intro="These questions appear on the FAQ page after the shop’s built-in answers, in the order of their position number."
      />
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Category</legend>
        {chip(undefined, 'All')}
        {FAQ_CATEGORIES.map((name) => chip(name, name))}
      </fieldset>

      <PagedResults
        query={faqs}
        loadingLabel="Loading FAQs…"
        isEmpty={(loaded) => loaded.faqs.length === 0}
        emptyTitle={category ? `No FAQs in ${category} yet.` : 'No FAQs yet.'}
      >
        {(loaded) => (
          <ul className="grid gap-3">
            {loaded.faqs.map((faq) => (
              <ContentListItem
                key={faq.faqID}
                editTo={`/admin/content/faqs/${faq.faqID}`}
                name={faq.question}
                media={
                  <span
                    className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-bold text-stone-600 sm:flex"
                    title="Position"
                  >
                    {faq.position}
                  </span>
                }
                badges={
                  <>
                    <StatusBadge status={faq.status} />
                    <span className="text-xs font-semibold uppercase tracking-wide text-gold-700">
                      {faq.category}
                    </span>
                    {faq.publish_date && (
                      <span className="text-xs text-stone-500">{formatManilaDateTime(faq.publish_date)}</span>
                    )}
                  </>
                }
                status={faq.status}
                toggling={publishing.isToggling(faq.faqID)}
                onToggle={(status) => publishing.toggle(faq.faqID, faq.question, status)}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
