import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@fengshui/shared/constants';
import { FormField } from '../../../../components/FormField.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { type FieldErrors, type ProductDraft, showsDiscount } from '../logic/product-form.ts';
import { inputClass, sectionTitleClass } from './form-classes.ts';

interface Props {
  draft: ProductDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ProductDraft>) => void;
}

/** Where the product shows in the shop, and its flash deal (discount 1-99, only with an end time). */
export function DealSection({ draft, errors, onChange }: Props) {
  return (
    <fieldset className="space-y-2 rounded-xl border border-stone-200 p-4">
      <legend className={`${sectionTitleClass} px-1`}>In the shop</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <CheckboxField
          label="Best seller"
          hint="A Best seller badge on the product's card and page"
          checked={draft.isBestSeller}
          onChange={(isBestSeller) => onChange({ isBestSeller })}
        />
        <CheckboxField
          label="Featured"
          hint="Listed among the Best Sellers of the shop and in the home page's ticker"
          checked={draft.isFeatured}
          onChange={(isFeatured) => onChange({ isFeatured })}
        />
        <CheckboxField
          label="Preferred"
          checked={draft.isPreferred}
          onChange={(isPreferred) => onChange({ isPreferred })}
        />
        <CheckboxField
          label="Free shipping"
          checked={draft.freeShipping}
          onChange={(freeShipping) => onChange({ freeShipping })}
        />
      </div>
      <CheckboxField
        label="Flash deal"
        hint="A discount until an end time; the deal ends by itself then."
        checked={draft.isFlashDeal}
        onChange={(isFlashDeal) => onChange({ isFlashDeal })}
      />
      {draft.isFlashDeal && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id="product-flash-end"
            label="Deal ends (Philippine time)"
            error={errors.flash_deal_end}
            hint={showsDiscount(draft) ? undefined : 'Set the end time to give the discount.'}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="datetime-local"
                value={draft.flashDealEnd}
                onChange={(event) => onChange({ flashDealEnd: event.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
          {showsDiscount(draft) && (
            <FormField
              id="product-discount"
              label="Discount percentage"
              error={errors.discount_percentage}
              hint={`${DISCOUNT_PERCENT_MIN} to ${DISCOUNT_PERCENT_MAX}`}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={DISCOUNT_PERCENT_MIN}
                  max={DISCOUNT_PERCENT_MAX}
                  step={1}
                  required
                  value={draft.discount}
                  onChange={(event) => onChange({ discount: event.target.value })}
                  className={inputClass}
                />
              )}
            </FormField>
          )}
        </div>
      )}
    </fieldset>
  );
}
