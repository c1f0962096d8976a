import {
  type AdminZodiac,
  ZODIAC_TEXT_MAX_CHARS,
  type ZodiacTextField,
  type ZodiacUpdateInput,
  zodiacUpdateSchema,
} from '@fengshui/shared/cms';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { formatManilaDateTime } from '../../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useAdminZodiac } from '../api/get-admin-zodiac.ts';
import { useSaveZodiac } from '../api/save-zodiac.ts';
import { PublishedCheckbox } from '../components/ContentFields.tsx';
import { EditActions, EditHeader, LoadedItem } from '../components/EditPageParts.tsx';
import { FormField } from '../components/FormField.tsx';
import { inputClass, textareaClass } from '../components/form-classes.ts';
import { useContentForm } from '../logic/use-content-form.ts';

const BACK = { to: '/admin/content/zodiacs', label: 'All signs' };

const GUIDE_FIELDS: { field: ZodiacTextField; label: string; rows: number }[] = [
  { field: 'overview', label: 'Overview', rows: 6 },
  { field: 'career', label: 'Career and finance', rows: 4 },
  { field: 'health', label: 'Health and wellbeing', rows: 4 },
  { field: 'love', label: 'Love and relationships', rows: 4 },
];

const HOROSCOPE_FIELDS: { field: ZodiacTextField; label: string; rows: number }[] = [
  { field: 'daily', label: 'Today’s horoscope', rows: 4 },
  { field: 'weekly', label: 'Weekly forecast', rows: 5 },
  { field: 'monthly', label: 'Monthly outlook', rows: 6 },
];

type Texts = Required<Omit<ZodiacUpdateInput, 'status'>>;

/** /admin/content/zodiacs/:sign: every text of one sign. */
export function ZodiacEditPage() {
  const { sign = '' } = useParams();
  const zodiac = useAdminZodiac(sign);
  useDocumentTitle(zodiac.data ? `${zodiac.data.name} | Admin` : 'Zodiac sign | Admin');
  return (
    <LoadedItem loading={zodiac.isPending} error={zodiac.error} loadingLabel="Loading the sign…" back={BACK}>
      {zodiac.data && <ZodiacForm key={zodiac.data.sign} zodiac={zodiac.data} />}
    </LoadedItem>
  );
}

function ZodiacForm({ zodiac }: { zodiac: AdminZodiac }) {
  const save = useSaveZodiac();
  const [texts, setTexts] = useState<Texts>({
    name: zodiac.name,
    overview: zodiac.overview,
    career: zodiac.career,
    health: zodiac.health,
    love: zodiac.love,
    color: zodiac.color,
    number: zodiac.number,
    daily: zodiac.daily,
    weekly: zodiac.weekly,
    monthly: zodiac.monthly,
  });
  const [published, setPublished] = useState(zodiac.status === 'published');
  const form = useContentForm(BACK, save.isPending);
  const { edit, errors } = form;
  const set = (field: keyof Texts) =>
    edit((value: string) => setTexts((current) => ({ ...current, [field]: value })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = form.check(
      zodiacUpdateSchema.safeParse({ ...texts, status: published ? 'published' : 'draft' }),
    );
    if (!fields) return;
    save.mutate(
      { sign: zodiac.sign, body: fields },
      {
        onSuccess: (saved) =>
          form.done(
            saved.content_updated_at !== zodiac.content_updated_at
              ? `${saved.name} saved: customers will see the new texts marked as new`
              : `${saved.name} saved`,
            true,
          ),
        onError: form.failed,
      },
    );
  };

  const textarea = ({ field, label, rows }: { field: ZodiacTextField; label: string; rows: number }) => (
    <FormField key={field} label={label} error={errors[field]}>
      {(props) => (
        <textarea
          {...props}
          value={texts[field]}
          rows={rows}
          maxLength={ZODIAC_TEXT_MAX_CHARS}
          onChange={(event) => set(field)(event.target.value)}
          className={textareaClass}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EditHeader back={BACK} title={zodiac.name}>
        <span className="text-xs text-stone-500">
          Texts changed {formatManilaDateTime(zodiac.content_updated_at)}
        </span>
        <a
          href={`/prosper-guide/${zodiac.sign}`}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm text-brand-700 underline sm:ml-auto"
        >
          View the guide
        </a>
      </EditHeader>
      <p className="text-sm text-stone-600">Plain text; leave an empty line between paragraphs.</p>

      <section
        aria-labelledby="zodiac-guide"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <h3 id="zodiac-guide" className="font-display text-lg font-bold text-brand-700">
          Zodiac guide
        </h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Name" error={errors.name}>
            {(props) => (
              <input
                {...props}
                value={texts.name}
                maxLength={40}
                onChange={(event) => set('name')(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label="Lucky colours" hint="For example: Red, Gold" error={errors.color}>
            {(props) => (
              <input
                {...props}
                value={texts.color}
                maxLength={200}
                onChange={(event) => set('color')(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label="Lucky numbers" hint="For example: 2, 8" error={errors.number}>
            {(props) => (
              <input
                {...props}
                value={texts.number}
                maxLength={100}
                onChange={(event) => set('number')(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        {GUIDE_FIELDS.map(textarea)}
      </section>

      <section
        aria-labelledby="zodiac-horoscope"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <h3 id="zodiac-horoscope" className="font-display text-lg font-bold text-brand-700">
          Horoscope
        </h3>
        {HOROSCOPE_FIELDS.map(textarea)}
      </section>

      <PublishedCheckbox
        checked={published}
        onChange={edit(setPublished)}
        label="Published (the guide and horoscope are shown)"
      />

      <EditActions back={BACK} saving={save.isPending} submitLabel="Save changes" cancelLabel="Back" />
    </form>
  );
}
