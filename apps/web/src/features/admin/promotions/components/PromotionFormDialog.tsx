import type { AdminPromotion } from '@fengshui/shared/admin-promotions';
import { useMemo } from 'react';
import { Dialog } from '../../../../components/Dialog.tsx';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client.ts';
import { useSavePromotion } from '../api/save-promotion.ts';
import { isUsed } from '../logic/promotion-display.ts';
import { EMPTY_PROMOTION_FORM, type PromotionFormField, promotionToForm } from '../logic/promotion-form.ts';
import { PromotionForm } from './PromotionForm.tsx';

// The server's refusals that concern one field, by their code.
const FIELD_OF_ERROR: Record<string, PromotionFormField> = {
  PROMOTION_CODE_TAKEN: 'code',
  PROMOTION_USED: 'code',
  PROMOTION_LIMIT_BELOW_USE: 'totalLimit',
  UNKNOWN_PRODUCT: 'productIds',
  UNKNOWN_CATEGORY: 'categoryIds',
};

interface Props {
  open: boolean;
  /** The promotion being edited, or null to add one. */
  promotion: AdminPromotion | null;
  onClose: () => void;
}

/** Add or edit a promotion in a dialog; it closes when the save succeeds. */
export function PromotionFormDialog({ open, promotion, onClose }: Props) {
  const save = useSavePromotion();
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  const error = save.error;
  // One object per refusal, so the form can tell a new refusal from one it has already set aside.
  const serverError = useMemo(
    () =>
      error
        ? {
            message: errorMessage(error),
            field: error instanceof ApiRequestError && error.code ? FIELD_OF_ERROR[error.code] : undefined,
          }
        : null,
    [error],
  );
  return (
    <Dialog open={open} title={promotion ? `Edit ${promotion.code}` : 'New promotion'} onClose={close}>
      {open && (
        <PromotionForm
          // A fresh form for each promotion opened.
          key={promotion?.id ?? 'new'}
          initial={promotion ? promotionToForm(promotion) : EMPTY_PROMOTION_FORM}
          codeLocked={promotion ? isUsed(promotion) : false}
          submitLabel={promotion ? 'Save changes' : 'Create promotion'}
          pending={save.isPending}
          serverError={serverError}
          onCancel={close}
          onSubmit={(body) =>
            save.mutate(
              { id: promotion?.id ?? null, body },
              {
                onSuccess: () => {
                  save.reset();
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}
