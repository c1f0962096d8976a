import {
  type AdminGuide,
  CMS_IMAGE_MAX_BYTES,
  GUIDE_PDF_MAX_BYTES,
  guideCreateSchema,
} from '@fengshui/shared/cms';
import { type FormEvent, useState } from 'react';
import { useDeleteGuide } from '../api/delete-guide.ts';
import { formDataOf } from '../api/form-data.ts';
import { useAdminGuide } from '../api/get-admin-guide.ts';
import { useSaveGuide } from '../api/save-guide.ts';
import { PositionField, PublishedCheckbox } from '../components/ContentFields.tsx';
import { EditActions, EditHeader, ItemEditPage } from '../components/EditPageParts.tsx';
import { FilePicker } from '../components/FilePicker.tsx';
import { FormField } from '../components/FormField.tsx';
import { inputClass, textareaClass } from '../components/form-classes.ts';
import { useContentForm } from '../logic/use-content-form.ts';

const BACK = { to: '/admin/content/guides', label: 'All guides' };

/** /admin/content/guides/new and /admin/content/guides/:guideId. */
export function GuideEditPage() {
  return (
    <ItemEditPage
      param="guideId"
      useItem={useAdminGuide}
      tabTitles={['New guide | Admin', 'Edit guide | Admin']}
      loadingLabel="Loading the guide…"
      back={BACK}
    >
      {(guide) => <GuideForm guide={guide} />}
    </ItemEditPage>
  );
}

function GuideForm({ guide }: { guide: AdminGuide | null }) {
  const save = useSaveGuide();
  const remove = useDeleteGuide();
  const [title, setTitle] = useState(guide?.title ?? '');
  const [description, setDescription] = useState(guide?.description ?? '');
  const [category, setCategory] = useState(guide?.category ?? '');
  const [position, setPosition] = useState(String(guide?.position ?? 0));
  const [published, setPublished] = useState(guide ? guide.status === 'published' : true);
  const [preview, setPreview] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const form = useContentForm(BACK, save.isPending);
  const { edit, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = form.check(
      guideCreateSchema.safeParse({
        title,
        description,
        category,
        position: position.trim() === '' ? undefined : position,
        status: published ? 'published' : 'draft',
      }),
      // A published guide opens its PDF; the server refuses one without it, so say so here first.
      published && !pdf && !guide?.pdf ? { pdf: 'Choose the guide’s PDF, or untick Published.' } : {},
    );
    if (!fields) return;
    save.mutate(
      { id: guide?.id ?? null, body: formDataOf(fields, { preview_image: preview, pdf }) },
      {
        onSuccess: () => form.done(guide ? 'Product guide saved' : 'Product guide created'),
        onError: form.failed,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EditHeader back={BACK} title={guide ? 'Edit guide' : 'New guide'} />
      <div className="grid gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 lg:grid-cols-2">
        <FormField label="Title" error={errors.title}>
          {(props) => (
            <input
              {...props}
              value={title}
              maxLength={200}
              onChange={(event) => edit(setTitle)(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Category" hint="As the shop names it, e.g. Windchimes." error={errors.category}>
          {(props) => (
            <input
              {...props}
              value={category}
              maxLength={80}
              onChange={(event) => edit(setCategory)(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="lg:col-span-2">
          <FormField
            label="Description"
            hint="One or two sentences for the guide’s card."
            error={errors.description}
          >
            {(props) => (
              <textarea
                {...props}
                value={description}
                maxLength={2000}
                rows={3}
                onChange={(event) => edit(setDescription)(event.target.value)}
                className={textareaClass}
              />
            )}
          </FormField>
        </div>
        <PositionField value={position} onChange={edit(setPosition)} error={errors.position} />
        <div className="hidden lg:block" />
        <FilePicker
          label="Preview picture"
          kind="image"
          currentUrl={guide?.previewImage ?? null}
          file={preview}
          onFile={edit(setPreview)}
          maxBytes={CMS_IMAGE_MAX_BYTES}
          hint="A portrait picture (4:5) of the guide’s cover; at most 10 MB."
        />
        <FilePicker
          label="PDF"
          kind="pdf"
          currentUrl={guide?.pdf ?? null}
          file={pdf}
          onFile={edit(setPdf)}
          maxBytes={GUIDE_PDF_MAX_BYTES}
          hint="A PDF of at most 20 MB; it opens in a new tab from the product guides page."
          error={errors.pdf}
        />
        <PublishedCheckbox
          checked={published}
          onChange={edit(setPublished)}
          label="Published (shown on the product guides page)"
          className="lg:col-span-2"
        />
      </div>
      <EditActions
        back={BACK}
        saving={save.isPending}
        submitLabel={guide ? 'Save changes' : 'Create guide'}
        removal={
          guide && {
            noun: 'guide',
            pending: remove.isPending,
            onConfirm: () =>
              remove.mutate(guide.id, {
                onSuccess: () => form.done('Product guide deleted'),
                onError: form.failed,
              }),
            explanation: <p>“{guide.title}” will be removed from the product guides page for good.</p>,
          }
        }
      />
    </form>
  );
}
