import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { useEffect, useId, useMemo } from 'react';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { toast } from '../../../../lib/toast.ts';
import { primaryButtonClass, secondaryButtonClass } from '../../components/orders/action-classes.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { draftFromProduct, emptyDraft } from '../logic/product-form.ts';
import { ProductForm } from './ProductForm.tsx';

interface Props {
  /** null adds a product; an id edits that one. */
  productId: number | null;
  categories: Category[];
  onClose: () => void;
}

/**
 * The add/edit modal of docs/admin.md#product-form. Mounted while open, so every opening starts from a fresh
 * form; in edit mode it first reads the product as stored.
 */
export function ProductFormDialog({ productId, categories, onClose }: Props) {
  const formId = useId();
  const mode = productId === null ? 'add' : 'edit';
  const product = useAdminProduct(productId);
  const save = useSaveProduct();

  useEffect(() => {
    if (product.isError) toast.error(ADMIN_PRODUCT_MESSAGES.fetchDetailsFailed);
  }, [product.isError]);

  const ready = mode === 'add' || product.data !== undefined;
  // The form copies this once, when it mounts; later reads of the product do not overwrite typing.
  const initial = useMemo(
    () => (product.data ? draftFromProduct(product.data) : emptyDraft()),
    [product.data],
  );
  return (
    <Dialog
      open
      title={mode === 'add' ? 'Add New Product' : 'Edit Product'}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={save.isPending} className={secondaryButtonClass}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={save.isPending || !ready}
            className={primaryButtonClass}
          >
            {save.isPending ? 'Saving…' : mode === 'add' ? 'Add Product' : 'Save Changes'}
          </button>
        </div>
      }
    >
      {mode === 'edit' && product.isPending && <Spinner label="Loading product…" />}
      {mode === 'edit' && product.isError && (
        <div
          role="alert"
          className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-200"
        >
          <p>{ADMIN_PRODUCT_MESSAGES.loadForEditFailed}</p>
          <button
            type="button"
            onClick={() => void product.refetch()}
            className="mt-2 font-semibold text-brand-600 underline"
          >
            Try again
          </button>
        </div>
      )}
      {ready && (
        <ProductForm
          formId={formId}
          mode={mode}
          initial={initial}
          productCode={product.data?.product_code ?? null}
          categories={categories}
          onSave={(form) => save.mutateAsync({ productId, form })}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}
