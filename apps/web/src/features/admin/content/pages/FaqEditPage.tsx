import {
  type AdminFaq,
  FAQ_ANSWER_MAX_CHARS,
  FAQ_CATEGORIES,
  type FaqCategory,
  faqCreateSchema,
} from '@fengshui/shared/cms';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '../../../../components/Spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/orders/action-classes.ts';
import { ConfirmActionDialog } from '../../components/orders/ConfirmActionDialog.tsx';
import { useDeleteFaq } from '../api/delete-faq.ts';
import { useAdminFaq } from '../api/get-admin-faq.ts';
import { useSaveFaq } from '../api/save-faq.ts';
import { FormField } from '../components/FormField.tsx';
import { inputClass } from '../components/form-classes.ts';
import { RichTextEditor } from '../components/RichTextEditor.tsx';
import { fieldErrors } from '../logic/field-errors.ts';
import { fromManilaInput, manilaNowInput, toManilaInput } from '../logic/manila-date.ts';
import { useUnsavedChangesWarning } from '../logic/use-unsaved-changes-warning.ts';

/** /admin/content/faqs/new and /admin/content/faqs/:faqId. */
export function FaqEditPage() {
  const { faqId } = useParams();
  const id = faqId && /^\d+$/.test(faqId) ? Number(faqId) : null;
  const faq = useAdminFaq(id);
  useDocumentTitle(id === null ? 'New FAQ | Admin' : 'Edit FAQ | Admin');
  if (id !== null && faq.isPending) return <Spinner label="Loading the FAQ…" />;
  if (id !== null && faq.isError)
    return (
      <div role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
        {errorMessage(faq.error)}{' '}
        <Link to="/admin/content/faqs" className="font-semibold underline">
          Back to the FAQs
        </Link>
      </div>
    );
  return <FaqForm key={id ?? 'new'} faq={faq.data ?? null} />;
}

function FaqForm({ faq }: { faq: AdminFaq | null }) {
  const navigate = useNavigate();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [category, setCategory] = useState<FaqCategory>((faq?.category as FaqCategory) ?? 'Products');
  const [position, setPosition] = useState(String(faq?.position ?? 0));
  const [publishDate, setPublishDate] = useState(faq ? toManilaInput(faq.publish_date) : manilaNowInput());
  const [published, setPublished] = useState(faq ? faq.status === 'published' : true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty && !save.isPending);
  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = faqCreateSchema.safeParse({
      question,
      answer,
      category,
      position: position.trim() === '' ? undefined : position,
      publish_date: fromManilaInput(publishDate),
      status: published ? 'published' : 'draft',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      toast.error('Please check the highlighted fields');
      return;
    }
    setErrors({});
    save.mutate(
      { id: faq?.faqID ?? null, body: parsed.data },
      {
        onSuccess: () => {
          setDirty(false);
          toast.success(faq ? 'FAQ saved' : 'FAQ created');
          navigate('/admin/content/faqs');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/admin/content/faqs"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          <ArrowLeft size={16} aria-hidden /> All FAQs
        </Link>
        <h2 className="w-full font-display text-2xl font-bold text-ink sm:w-auto">
          {faq ? 'Edit FAQ' : 'New FAQ'}
        </h2>
      </div>
      <div className="grid gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 lg:grid-cols-3">
        <div className="lg:col-span-3">
          <FormField label="Question" error={errors.question}>
            {(props) => (
              <input
                {...props}
                value={question}
                maxLength={500}
                onChange={(event) => edit(setQuestion)(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField label="Category" error={errors.category}>
          {(props) => (
            <select
              {...props}
              value={category}
              onChange={(event) => edit(setCategory)(event.target.value as FaqCategory)}
              className={inputClass}
            >
              {FAQ_CATEGORIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Position" hint="Lower numbers come first." error={errors.position}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={10000}
              step={1}
              value={position}
              onChange={(event) => edit(setPosition)(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label="Publish date (Philippine time)"
          hint="Shown under the answer; leave empty for none."
          error={errors.publish_date}
        >
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={publishDate}
              onChange={(event) => edit(setPublishDate)(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="lg:col-span-3">
          <FormField label="Answer" error={errors.answer}>
            {(props) => (
              <RichTextEditor
                {...props}
                value={answer}
                onChange={edit(setAnswer)}
                maxLength={FAQ_ANSWER_MAX_CHARS}
                rows={8}
              />
            )}
          </FormField>
        </div>
        <label className="flex items-center gap-3 lg:col-span-3">
          <input
            type="checkbox"
            checked={published}
            onChange={(event) => edit(setPublished)(event.target.checked)}
            className="h-5 w-5 accent-brand-600"
          />
          <span className="text-sm font-semibold text-stone-700">Published (shown on the FAQ page)</span>
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {faq && (
          <button type="button" className={dangerButtonClass} onClick={() => setConfirmDelete(true)}>
            <Trash2 size={16} aria-hidden /> Delete
          </button>
        )}
        <Link to="/admin/content/faqs" className={`${secondaryButtonClass} sm:ml-auto`}>
          Cancel
        </Link>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : faq ? 'Save changes' : 'Create FAQ'}
        </button>
      </div>
      {faq && (
        <ConfirmActionDialog
          open={confirmDelete}
          title="Delete this FAQ?"
          confirmLabel="Delete FAQ"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          danger
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(faq.faqID, {
              onSuccess: () => {
                setDirty(false);
                toast.success('FAQ deleted');
                navigate('/admin/content/faqs');
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <p>“{faq.question}” will be removed from the FAQ page for good.</p>
        </ConfirmActionDialog>
      )}
    </form>
  );
}
