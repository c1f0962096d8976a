import { categoryCreateSchema, IMAGE_ACCEPT } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../../../components/Dialog.tsx';
import { FormField } from '../../../../components/FormField.tsx';
import { ImageWithFallback } from '../../../../components/ImageWithFallback.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/orders/action-classes.ts';
import { inputClass } from '../../products/components/form-classes.ts';
import { previewUrl } from '../../products/components/ImagesSection.tsx';
import { checkChosenPicture } from '../../products/logic/picture-check.ts';
import { useSaveCategory } from '../api/save-category.ts';

interface Props {
  /** null adds a category. */
  category: Category | null;
  categories: Category[];
  onClose: () => void;
}

/** Add or edit a category: name, code, parent, description and picture. Mounted while open. */
export function CategoryFormDialog({ category, categories, onClose }: Props) {
  const formId = useId();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [code, setCode] = useState(category?.code ?? '');
  const [parentId, setParentId] = useState(category?.parent_id ? String(category.parent_id) : '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (image?.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.url);
    },
    [image],
  );

  const hasChildren = category !== null && categories.some((other) => other.parent_id === category.id);
  // The shop nests categories one level deep: a parent is a top-level category other than this one.
  const parents = categories.filter((other) => other.parent_id === null && other.id !== category?.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    const fields = { name, code, description, parent_id: parentId === '' ? null : Number(parentId) };
    const parsed = categoryCreateSchema.safeParse(fields);
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('name', name);
    form.append('code', code);
    form.append('description', description);
    form.append('parent_id', parentId);
    if (image) form.append('image', image.file, image.file.name);
    else if (removeImage) form.append('remove_image', 'true');
    try {
      await save.mutateAsync({ categoryId: category?.id ?? null, form });
      onClose();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };

  const currentImage = image?.url ?? (removeImage ? null : (category?.category_image ?? null));
  return (
    <Dialog
      open
      title={category ? 'Edit Category' : 'Add Category'}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={save.isPending} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={save.isPending} className={primaryButtonClass}>
            {save.isPending ? 'Saving…' : category ? 'Save Changes' : 'Add Category'}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {saveError && (
          <p
            role="alert"
            className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-200"
          >
            {saveError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="category-name" label="Name" error={errors.name}>
            {(a11y) => (
              <input
                {...a11y}
                value={name}
                required
                maxLength={120}
                onChange={(event) => setName(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            id="category-code"
            label="Code (optional)"
            error={errors.code}
            hint="Letters or digits; product codes start with it (e.g. AMU001)."
          >
            {(a11y) => (
              <input
                {...a11y}
                value={code}
                maxLength={10}
                onChange={(event) => setCode(event.target.value.toUpperCase())}
                className={`${inputClass} font-mono uppercase`}
              />
            )}
          </FormField>
          <FormField
            id="category-parent"
            label="Parent category"
            error={errors.parent_id}
            hint={hasChildren ? 'This category has sub-categories, so it stays at the top level.' : undefined}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <select
                {...a11y}
                value={parentId}
                disabled={hasChildren}
                onChange={(event) => setParentId(event.target.value)}
                className={inputClass}
              >
                <option value="">None (top level)</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="category-description"
            label="Description"
            error={errors.description}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <textarea
                {...a11y}
                value={description}
                rows={3}
                maxLength={2000}
                onChange={(event) => setDescription(event.target.value)}
                className={`${inputClass} py-2`}
              />
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <ImageWithFallback
            src={currentImage}
            alt=""
            className="h-20 w-20 rounded-lg object-cover ring-1 ring-stone-200"
          />
          <div className="space-y-1">
            <FormField id="category-image" label="Picture" error={errors.image}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  onChange={async (event) => {
                    const input = event.target;
                    const file = input.files?.[0];
                    if (!file) return;
                    const problem = await checkChosenPicture(file);
                    setErrors((current) => ({ ...current, image: problem ?? '' }));
                    if (problem) input.value = '';
                    else setImage({ file, url: previewUrl(file) });
                  }}
                  className="block text-sm"
                />
              )}
            </FormField>
            {category?.category_image && !image && (
              <CheckboxField
                label="Remove the current picture"
                checked={removeImage}
                onChange={setRemoveImage}
              />
            )}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
