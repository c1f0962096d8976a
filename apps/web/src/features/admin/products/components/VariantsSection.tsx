import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import { Plus, Trash2 } from 'lucide-react';
import { FormField } from '../../../../components/FormField.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import {
  definedAttributes,
  type FieldErrors,
  newVariant,
  nextKey,
  type ProductDraft,
  type VariantDraft,
} from '../logic/product-form.ts';
import { iconButtonClass, inputClass, sectionTitleClass, smallButtonClass } from './form-classes.ts';

interface Props {
  draft: ProductDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ProductDraft>) => void;
}

/**
 * docs/admin.md#product-form: the variants toggle, the attribute names (trimmed, duplicates and blanks
 * ignored), and the variants, offered only once an attribute is defined.
 */
export function VariantsSection({ draft, errors, onChange }: Props) {
  const { defined, ignoredDuplicates } = definedAttributes(draft.attributes);
  const setVariant = (key: string, patch: Partial<VariantDraft>) =>
    onChange({
      variants: draft.variants.map((variant) => (variant.key === key ? { ...variant, ...patch } : variant)),
    });

  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className={`${sectionTitleClass} px-1`}>Variants</legend>
      <CheckboxField
        label="This product has variants"
        hint="Sizes, colours and the like. The product's price and stock then come from its variants."
        checked={draft.hasVariants}
        onChange={(hasVariants) =>
          onChange({
            hasVariants,
            // A first attribute row to type into, rather than an empty section.
            ...(hasVariants && draft.attributes.length === 0
              ? { attributes: [{ key: nextKey('attribute'), name: '' }] }
              : {}),
          })
        }
      />

      {draft.hasVariants && (
        <>
          <div className="space-y-2">
            <h4 className="text-sm font-semibold text-stone-700">Attributes</h4>
            {draft.attributes.map((attribute, index) => (
              <div key={attribute.key} className="flex items-end gap-2">
                <FormField
                  id={`attribute-${attribute.key}`}
                  label={`Attribute ${index + 1} name`}
                  className="flex-1"
                >
                  {(a11y) => (
                    <input
                      {...a11y}
                      value={attribute.name}
                      maxLength={40}
                      placeholder="e.g. size or color"
                      onChange={(event) =>
                        onChange({
                          attributes: draft.attributes.map((entry) =>
                            entry.key === attribute.key ? { ...entry, name: event.target.value } : entry,
                          ),
                        })
                      }
                      className={inputClass}
                    />
                  )}
                </FormField>
                <button
                  type="button"
                  className={`${iconButtonClass} mb-1`}
                  aria-label={`Remove attribute ${attribute.name.trim() || index + 1}`}
                  onClick={() =>
                    onChange({ attributes: draft.attributes.filter((entry) => entry.key !== attribute.key) })
                  }
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              </div>
            ))}
            <button
              type="button"
              className={smallButtonClass}
              onClick={() =>
                onChange({ attributes: [...draft.attributes, { key: nextKey('attribute'), name: '' }] })
              }
            >
              <Plus size={14} aria-hidden /> Add attribute
            </button>
            {ignoredDuplicates.length > 0 && (
              <p role="status" className="text-xs text-gold-700">
                {ignoredDuplicates.map((name) => `“${name}”`).join(', ')}{' '}
                {ignoredDuplicates.length === 1 ? 'is' : 'are'} already defined; duplicate names are ignored.
              </p>
            )}
          </div>

          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-stone-700">Variants</h4>
            {defined.length === 0 ? (
              <p
                role="alert"
                className="rounded-lg bg-gold-100 px-3 py-2 text-sm text-gold-700 ring-1 ring-gold-300"
              >
                {ADMIN_PRODUCT_MESSAGES.defineAttributeFirst}
              </p>
            ) : (
              <>
                {draft.variants.map((variant, index) => (
                  <VariantRow
                    key={variant.key}
                    index={index}
                    variant={variant}
                    attributes={defined}
                    errors={errors}
                    onChange={(patch) => setVariant(variant.key, patch)}
                    onRemove={() =>
                      onChange({ variants: draft.variants.filter((entry) => entry.key !== variant.key) })
                    }
                  />
                ))}
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => onChange({ variants: [...draft.variants, newVariant()] })}
                >
                  <Plus size={14} aria-hidden /> Add Variant
                </button>
              </>
            )}
            {(errors.attributes || errors.variants) && (
              <p className="text-sm text-brand-600">{errors.attributes ?? errors.variants}</p>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}

function VariantRow({
  index,
  variant,
  attributes,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  variant: VariantDraft;
  attributes: { key: string; name: string }[];
  errors: FieldErrors;
  onChange: (patch: Partial<VariantDraft>) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `variant-${variant.key}-${field}`;
  return (
    <fieldset className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <legend className="sr-only">Variant {index + 1}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {attributes.map((attribute) => (
          <FormField key={attribute.key} id={id(attribute.key)} label={attribute.name}>
            {(a11y) => (
              <input
                {...a11y}
                value={variant.values[attribute.key] ?? ''}
                maxLength={80}
                onChange={(event) =>
                  onChange({ values: { ...variant.values, [attribute.key]: event.target.value } })
                }
                className={inputClass}
              />
            )}
          </FormField>
        ))}
        <FormField id={id('price')} label="Price (₱)" error={errors[`variants.${index}.price`]}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              value={variant.price}
              onChange={(event) => onChange({ price: event.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id={id('stock')} label="Stock" error={errors[`variants.${index}.stock`]}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={variant.stock}
              onChange={(event) => onChange({ stock: event.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          id={id('sku')}
          label="SKU (optional)"
          hint={variant.variantId === null ? 'Made from the code when blank' : undefined}
        >
          {(a11y) => (
            <input
              {...a11y}
              value={variant.sku}
              maxLength={60}
              onChange={(event) => onChange({ sku: event.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      {errors[`variants.${index}.attributes`] && (
        <p className="mt-2 text-sm text-brand-600">{errors[`variants.${index}.attributes`]}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {variant.inOrders ? (
          <p className="text-xs text-stone-500">In orders: set its stock to 0 rather than removing it.</p>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={smallButtonClass}
          disabled={variant.inOrders}
          onClick={onRemove}
          aria-label={`Remove variant ${index + 1}`}
        >
          <Trash2 size={14} aria-hidden /> Remove
        </button>
      </div>
    </fieldset>
  );
}
