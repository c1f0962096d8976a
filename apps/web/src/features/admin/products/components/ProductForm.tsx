import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client.ts';
import { PICTURE_REFUSAL_CODES } from '../logic/picture-check.ts';
import {
  draftFormData,
  emptyDraft,
  type FieldErrors,
  type ProductDraft,
  validateDraft,
} from '../logic/product-form.ts';
import { BasicFields } from './BasicFields.tsx';
import { DealSection } from './DealSection.tsx';
import { ImagesSection, releasePreview } from './ImagesSection.tsx';
import { SpecsSection } from './SpecsSection.tsx';
import { VariantsSection } from './VariantsSection.tsx';

interface Props {
  formId: string;
  mode: 'add' | 'edit';
  initial: ProductDraft;
  productCode: string | null;
  categories: Category[];
  /** Sends the form; resolves when saved, rejects with the server's refusal. */
  onSave: (form: FormData) => Promise<unknown>;
  onSaved: () => void;
}

/** The product modal's form (docs/admin.md#product-form): checked here first, then by the server. */
export function ProductForm({ formId, mode, initial, productCode, categories, onSave, onSaved }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pictureRefusal, setPictureRefusal] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const picturesRef = useRef<HTMLDivElement>(null);
  const imagesRef = useRef(draft.images);
  imagesRef.current = draft.images;

  // Picked files' previews are released when the form goes away.
  useEffect(() => () => imagesRef.current.forEach(releasePreview), []);

  const update = (patch: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft, mode);
    setErrors(found);
    setSaveError(null);
    setPictureRefusal(null);
    if (Object.keys(found).length > 0) {
      summaryRef.current?.focus();
      return;
    }
    try {
      await onSave(draftFormData(draft, mode));
    } catch (error) {
      // A picture the server would not take is the pictures' problem: said once, where they are.
      if (isPictureRefusal(error)) {
        setPictureRefusal(error.message);
        picturesRef.current?.focus();
        return;
      }
      setSaveError(errorMessage(error));
      summaryRef.current?.focus();
      return;
    }
    // docs/admin.md#product-form: on a successful save the form resets and closes.
    setDraft(emptyDraft());
    setErrors({});
    onSaved();
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
        {saveError && (
          <div
            role="alert"
            className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-200"
          >
            <p className="font-semibold">{ADMIN_PRODUCT_MESSAGES.saveFailed}</p>
            {saveError !== ADMIN_PRODUCT_MESSAGES.saveFailed && <p className="mt-1">{saveError}</p>}
          </div>
        )}
        {errorCount > 0 && (
          <p
            role="alert"
            className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-200"
          >
            Please correct the {errorCount === 1 ? 'field' : 'fields'} marked below.
          </p>
        )}
      </div>
      <BasicFields
        draft={draft}
        errors={errors}
        categories={categories}
        productCode={productCode}
        onChange={update}
      />
      <VariantsSection draft={draft} errors={errors} onChange={update} />
      <div ref={picturesRef} tabIndex={-1} className="focus:outline-none">
        <ImagesSection
          images={draft.images}
          error={pictureRefusal ?? errors.image_order}
          onChange={(images, removedImageId) => {
            setPictureRefusal(null);
            setDraft((current) => ({
              ...current,
              images,
              removedImageIds:
                removedImageId === undefined
                  ? current.removedImageIds
                  : [...current.removedImageIds, removedImageId],
            }));
          }}
        />
      </div>
      <DealSection draft={draft} errors={errors} onChange={update} />
      <SpecsSection specs={draft.specs} error={errors.specs} onChange={(specs) => update({ specs })} />
    </form>
  );
}

function isPictureRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && PICTURE_REFUSAL_CODES.includes(error.code ?? '');
}
