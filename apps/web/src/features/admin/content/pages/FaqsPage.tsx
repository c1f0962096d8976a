import { type ContentStatus, FAQ_CATEGORIES, type FaqCategory } from '@fengshui/shared/cms';
import { Pencil, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatManilaDateTime } from '../../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListResults } from '../../components/ListResults.tsx';
import { primaryButtonClass } from '../../components/orders/action-classes.ts';
import { useAdminFaqs } from '../api/get-admin-faqs.ts';
import { useSaveFaq } from '../api/save-faq.ts';
import { smallButtonClass } from '../components/form-classes.ts';
import { PublishToggle } from '../components/PublishToggle.tsx';
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
  const save = useSaveFaq();

  const toggle = (id: number, status: ContentStatus) =>
    save.mutate(
      { id, body: { status } },
      {
        onSuccess: () =>
          toast.success(status === 'published' ? 'FAQ published' : 'FAQ hidden from the FAQ page'),
        onError: (error) => toast.error(errorMessage(error)),
      },
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
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-bold text-ink">FAQs</h2>
        <Link to="/admin/content/faqs/new" className={`${primaryButtonClass} ml-auto`}>
          <Plus size={18} aria-hidden /> New FAQ
        </Link>
      </div>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">
        These questions appear on the FAQ page after the shop’s built-in answers, in the order of their
        position number.
      </p>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Category</legend>
        {chip(undefined, 'All')}
        {FAQ_CATEGORIES.map((name) => chip(name, name))}
      </fieldset>

      <ListResults
        query={faqs}
        loadingLabel="Loading FAQs…"
        isEmpty={(loaded) => loaded.faqs.length === 0}
        emptyTitle={category ? `No FAQs in ${category} yet.` : 'No FAQs yet.'}
      >
        {(loaded) => (
          <ul className="grid gap-3">
            {loaded.faqs.map((faq) => (
              <li
                key={faq.faqID}
                className="grid grid-cols-[auto_1fr] items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex sm:items-center"
              >
                <span
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-bold text-stone-600"
                  title="Position"
                >
                  {faq.position}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={faq.status} />
                    <span className="text-xs font-semibold uppercase tracking-wide text-gold-700">
                      {faq.category}
                    </span>
                    {faq.publish_date && (
                      <span className="text-xs text-stone-500">{formatManilaDateTime(faq.publish_date)}</span>
                    )}
                  </div>
                  <h3 className="mt-1 font-semibold text-ink">{faq.question}</h3>
                </div>
                <div className="col-span-2 flex flex-wrap gap-2">
                  <Link
                    to={`/admin/content/faqs/${faq.faqID}`}
                    className={smallButtonClass}
                    aria-label={`Edit ${faq.question}`}
                  >
                    <Pencil size={14} aria-hidden /> Edit
                  </Link>
                  <PublishToggle
                    status={faq.status}
                    name={faq.question}
                    pending={save.isPending && save.variables?.id === faq.faqID}
                    onToggle={(status) => toggle(faq.faqID, status)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
