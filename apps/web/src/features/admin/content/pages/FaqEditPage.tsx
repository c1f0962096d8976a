import {
  type AdminFaq,
  FAQ_ANSWER_MAX_CHARS,
  FAQ_CATEGORIES,
  type FaqCategory,
  faqCreateSchema,
} from '@fengshui/shared/cms';
import { type FormEvent, useState } from 'react';
import { useDeleteFaq } from '../api/delete-faq.ts';
import { useAdminFaq } from '../api/get-admin-faq.ts';
import { useSaveFaq } from '../api/save-faq.ts';
import { PositionField, PublishedCheckbox } from '../components/ContentFields.tsx';
import { EditActions, EditHeader, ItemEditPage } from '../components/EditPageParts.tsx';
import { FormField } from '../components/FormField.tsx';
import { inputClass } from '../components/form-classes.ts';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor.tsx';
import { fromManilaInput, manilaNowInput, toManilaInput } from '../logic/manila-date.ts';
import { useContentForm } from '../logic/use-content-form.ts';

const BACK = { to: '/admin/content/faqs', label: 'All FAQs' };

/** /admin/content/faqs/new and /admin/content/faqs/:faqId. */
export function FaqEditPage() {
  return (
    <ItemEditPage
      param="faqId"
      useItem={useAdminFaq}
      tabTitles={['New FAQ | Admin', 'Edit FAQ | Admin']}
      loadingLabel="Loading the FAQ…"
      back={BACK}
    >
      {(faq) => <FaqForm faq={faq} />}
    </ItemEditPage>
  );
}

function FaqForm({ faq }: { faq: AdminFaq | null }) {
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [category, setCategory] = useState<FaqCategory>((faq?.category as FaqCategory) ?? 'Products');
  const [position, setPosition] = useState(String(faq?.position ?? 0));
  const [publishDate, setPublishDate] = useState(faq ? toManilaInput(faq.publish_date) : manilaNowInput());
  const [published, setPublished] = useState(faq ? faq.status === 'published' : true);
  const form = useContentForm(BACK, save.isPending);
  const { edit, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = form.check(
      faqCreateSchema.safeParse({
        question,
        answer,
        category,
        position: position.trim() === '' ? undefined : position,
        publish_date: fromManilaInput(publishDate),
        status: published ? 'published' : 'draft',
      }),
    );
    if (!fields) return;
    save.mutate(
      { id: faq?.faqID ?? null, body: fields },
      { onSuccess: () => form.done(faq ? 'FAQ saved' : 'FAQ created'), onError: form.failed },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EditHeader back={BACK} title={faq ? 'Edit FAQ' : 'New FAQ'} />
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
        <PositionField value={position} onChange={edit(setPosition)} error={errors.position} />
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
              <LazyRichTextEditor
                {...props}
                value={answer}
                onChange={edit(setAnswer)}
                maxLength={FAQ_ANSWER_MAX_CHARS}
                rows={8}
              />
            )}
          </FormField>
        </div>
        <PublishedCheckbox
          checked={published}
          onChange={edit(setPublished)}
          label="Published (shown on the FAQ page)"
          className="lg:col-span-3"
        />
      </div>
      <EditActions
        back={BACK}
        saving={save.isPending}
        submitLabel={faq ? 'Save changes' : 'Create FAQ'}
        removal={
          faq && {
            noun: 'FAQ',
            pending: remove.isPending,
            onConfirm: () =>
              remove.mutate(faq.faqID, { onSuccess: () => form.done('FAQ deleted'), onError: form.failed }),
            explanation: <p>“{faq.question}” will be removed from the FAQ page for good.</p>,
          }
        }
      />
    </form>
  );
}
