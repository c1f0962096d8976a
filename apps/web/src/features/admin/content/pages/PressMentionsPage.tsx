import {
  PRESS_MENTION_MESSAGES,
  type PressMention,
  pressMentionInputSchema,
} from '@fengshui/shared/press-mentions';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ListPageHeader } from '../../components/ListPage.tsx';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/orders/action-classes.ts';
import { useAdminPressMentions, useDeletePressMention, useSavePressMention } from '../api/press-mentions.ts';
import { FormField } from '../components/FormField.tsx';
import { inputClass } from '../components/form-classes.ts';
import { fieldErrors } from '../logic/field-errors.ts';

interface Draft {
  name: string;
  url: string;
  logo_url: string;
  position: string;
}

const EMPTY: Draft = { name: '', url: '', logo_url: '', position: '0' };

const draftOf = (mention: PressMention): Draft => ({
  name: mention.name,
  url: mention.url,
  logo_url: mention.logo_url ?? '',
  position: String(mention.position),
});

/**
 * /admin/content/press: the publications that really wrote about the shop (docs/content.md#press-mentions).
 * The home page's "As featured in" strip shows exactly these, and is hidden while there are none.
 */
export function PressMentionsPage() {
  useDocumentTitle('Press mentions | Admin');
  const mentions = useAdminPressMentions();
  const save = useSavePressMention();
  const remove = useDeletePressMention();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const reset = () => {
    setEditing(null);
    setDraft(EMPTY);
    setErrors({});
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // A blank position is not given, as on the FAQ and guide editors: a new mention takes position 0,
    // an edited one keeps its own.
    const body = { ...draft, position: draft.position.trim() === '' ? undefined : draft.position };
    const parsed = pressMentionInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: editing, body });
      toast.success(PRESS_MENTION_MESSAGES.saved);
      reset();
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  const erase = async (mention: PressMention) => {
    try {
      await remove.mutateAsync(mention.id);
      toast.success(PRESS_MENTION_MESSAGES.deleted);
      if (editing === mention.id) reset();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const list = mentions.data?.mentions ?? [];
  return (
    <div>
      <ListPageHeader
        title="Press mentions"
        level={2}
        intro="Publications that have really written about the shop. The home page shows them as “As featured in”, in the order of their position number; with none, the strip is hidden."
      />

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={editing === null ? 'Add a press mention' : 'Edit the press mention'}
        className="mt-4 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2"
      >
        <FormField label="Publication name" error={errors.name}>
          {(a11y) => <input {...a11y} {...field('name')} className={inputClass} maxLength={120} />}
        </FormField>
        <FormField label="Link to the article" hint="https://…" error={errors.url}>
          {(a11y) => <input {...a11y} {...field('url')} type="url" inputMode="url" className={inputClass} />}
        </FormField>
        <FormField
          label="Logo address (optional)"
          hint="A picture from the media library (/media/…) or an https:// address; without one the name is shown."
          error={errors.logo_url}
        >
          {(a11y) => <input {...a11y} {...field('logo_url')} className={inputClass} />}
        </FormField>
        <FormField label="Position" error={errors.position}>
          {(a11y) => <input {...a11y} {...field('position')} inputMode="numeric" className={inputClass} />}
        </FormField>
        {errors.form && (
          <p role="alert" className="text-sm text-brand-700 sm:col-span-2">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : editing === null ? 'Add mention' : 'Save changes'}
          </button>
          {editing !== null && (
            <button type="button" className={secondaryButtonClass} onClick={reset}>
              Cancel
            </button>
          )}
        </div>
      </form>

      {mentions.isError ? (
        <p role="alert" className="mt-4 text-sm text-brand-700">
          {errorMessage(mentions.error)}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-600">
          {mentions.isPending
            ? 'Loading…'
            : 'No press mentions yet: the home page shows no “As featured in” strip.'}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-xs uppercase tracking-wider text-stone-500">
              <tr>
                <th className="px-3 py-2">Position</th>
                <th className="px-3 py-2">Publication</th>
                <th className="px-3 py-2">Article</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.map((mention) => (
                <tr key={mention.id}>
                  <td className="figures px-3 py-2">{mention.position}</td>
                  <td className="px-3 py-2 font-semibold text-ink">
                    {mention.logo_url && (
                      <img
                        src={mention.logo_url}
                        alt=""
                        className="mr-2 inline h-6 w-auto max-w-24 align-middle"
                      />
                    )}
                    {mention.name}
                  </td>
                  <td className="max-w-xs truncate px-3 py-2">
                    <a
                      href={mention.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={mention.url}
                      className="text-brand-700 underline"
                    >
                      {mention.url}
                    </a>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <div className="inline-flex gap-2">
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        aria-label={`Edit ${mention.name}`}
                        onClick={() => {
                          setEditing(mention.id);
                          setDraft(draftOf(mention));
                          setErrors({});
                        }}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={dangerButtonClass}
                        aria-label={`Delete ${mention.name}`}
                        disabled={remove.isPending}
                        onClick={() => void erase(mention)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
