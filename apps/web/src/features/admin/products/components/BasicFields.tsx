import { suggestProductCode } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { formatPesoRange } from '@fengshui/shared/money';
import { FormField } from '../../../../components/FormField.tsx';
import { useNextProductCode } from '../api/get-next-product-code.ts';
import type { FieldErrors, ProductDraft } from '../logic/product-form.ts';
import { inputClass } from './form-classes.ts';

interface Props {
  draft: ProductDraft;
  errors: FieldErrors;
  categories: Category[];
  /** The stored code in edit mode; null in add mode, where the server gives it on save. */
  productCode: string | null;
  onChange: (patch: Partial<ProductDraft>) => void;
}

/** Parents first, each followed by its sub-categories, as the shop's menu shows them. */
export function categoryOptions(categories: readonly Category[]): { category: Category; depth: number }[] {
  const ids = new Set(categories.map((category) => category.id));
  const top = categories.filter((category) => category.parent_id === null || !ids.has(category.parent_id));
  return top.flatMap((parent) => [
    { category: parent, depth: 0 },
    ...categories
      .filter((child) => child.parent_id === parent.id)
      .map((category) => ({ category, depth: 1 })),
  ]);
}

function variantTotals(draft: ProductDraft): string {
  const prices = draft.variants
    .map((variant) => (variant.price.trim() === '' ? Number.NaN : Number(variant.price)))
    .filter(Number.isFinite);
  const stock = draft.variants.reduce((sum, variant) => sum + (Number(variant.stock) || 0), 0);
  if (prices.length === 0) return 'Taken from the variants.';
  return `From the variants: ${formatPesoRange(Math.min(...prices), Math.max(...prices))}, ${stock} in stock.`;
}

export function BasicFields({ draft, errors, categories, productCode, onChange }: Props) {
  const category = categories.find((candidate) => String(candidate.id) === draft.categoryId);
  // docs/admin.md#product-form: in add mode the code follows the category, as the server would give it
  // now (the save makes the final one); if that cannot be read, the form counts the category itself.
  const next = useNextProductCode(productCode === null && category ? category.id : null);
  const codeText =
    productCode ??
    (!category
      ? '—'
      : (next.data?.product_code ??
        (next.isError ? suggestProductCode(category, category.product_count) : '…')));
  const priceHint = draft.hasVariants ? variantTotals(draft) : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="product-name" label="Name" error={errors.name} className="sm:col-span-2">
        {(a11y) => (
          <input
            {...a11y}
            value={draft.name}
            required
            maxLength={200}
            onChange={(event) => onChange({ name: event.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="product-category" label="Category" error={errors.category_id}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.categoryId}
            required
            onChange={(event) => onChange({ categoryId: event.target.value })}
            className={inputClass}
          >
            <option value="">Choose a category</option>
            {categoryOptions(categories).map(({ category: option, depth }) => (
              <option key={option.id} value={option.id}>
                {depth > 0 ? `↳ ${option.name}` : option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <span className="mb-1.5 block text-sm font-medium text-stone-700">Product code</span>
        <output
          aria-label="Product code"
          className="flex min-h-11 items-center rounded-lg bg-stone-100 px-3 font-mono text-sm text-stone-700"
        >
          {codeText}
        </output>
        {productCode === null && (
          <p className="mt-1.5 text-xs text-stone-500">Made from the category when you save.</p>
        )}
      </div>
      <FormField
        id="product-description"
        label="Description"
        className="sm:col-span-2"
        hint="Plain text, or basic markup (paragraphs, bold, lists, links, pictures)."
      >
        {(a11y) => (
          <textarea
            {...a11y}
            value={draft.description}
            rows={4}
            maxLength={20_000}
            onChange={(event) => onChange({ description: event.target.value })}
            className={`${inputClass} py-2`}
          />
        )}
      </FormField>
      <FormField id="product-price" label="Price (₱)" error={errors.price} hint={priceHint}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required={!draft.hasVariants}
            disabled={draft.hasVariants}
            value={draft.hasVariants ? '' : draft.price}
            placeholder={draft.hasVariants ? 'From variants' : '0.00'}
            onChange={(event) => onChange({ price: event.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="product-stock" label="Stock" error={errors.stock}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            disabled={draft.hasVariants}
            value={draft.hasVariants ? '' : draft.stock}
            placeholder={draft.hasVariants ? 'From variants' : '0'}
            onChange={(event) => onChange({ stock: event.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="product-weight" label="Shipping weight (grams)" error={errors.weight_grams}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.weightGrams}
            onChange={(event) => onChange({ weightGrams: event.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
    </div>
  );
}
