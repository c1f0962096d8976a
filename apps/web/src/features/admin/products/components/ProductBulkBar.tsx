import {
  PRODUCT_BULK_ACTIONS,
  PRODUCT_BULK_LABELS,
  type ProductBulkAction,
  type ProductBulkRequest,
} from '@fengshui/shared/admin-product-bulk';
import type { Category } from '@fengshui/shared/catalog';
import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@fengshui/shared/constants';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useBulkProducts } from '../api/bulk-products.ts';
import { manilaInputToIso } from '../logic/product-form.ts';
import { categoryOptions } from './BasicFields.tsx';
import { inputClass, smallButtonClass } from './form-classes.ts';

interface Props {
  productIds: number[];
  categories: Category[];
  onClear: () => void;
}

/** What the form still needs before it can be sent, as a sentence; null when it is complete. */
function requestOf(
  action: ProductBulkAction,
  productIds: number[],
  fields: { categoryId: string; discount: string; ends: string },
): ProductBulkRequest | string {
  switch (action) {
    case 'archive':
    case 'flash_deal_off':
      return { action, product_ids: productIds };
    case 'set_category':
      return fields.categoryId
        ? { action, product_ids: productIds, category_id: Number(fields.categoryId) }
        : 'Category is required';
    case 'flash_deal_on': {
      const discount = Number(fields.discount);
      if (!Number.isInteger(discount) || discount < DISCOUNT_PERCENT_MIN || discount > DISCOUNT_PERCENT_MAX)
        return `Discount percentage must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}`;
      const end = manilaInputToIso(fields.ends);
      if (!end) return 'Deal end is required';
      return { action, product_ids: productIds, discount_percentage: discount, flash_deal_end: end };
    }
  }
}

/**
 * The chosen rows' actions: archive, set category, or switch the flash deal on (with its discount and
 * end) or off. Each product goes through its own edit's rules; refusals are listed by name.
 */
export function ProductBulkBar({ productIds, categories, onClear }: Props) {
  const id = useId();
  const bulk = useBulkProducts();
  const [action, setAction] = useState<ProductBulkAction>('archive');
  const [categoryId, setCategoryId] = useState('');
  const [discount, setDiscount] = useState('');
  const [ends, setEnds] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refused = bulk.data?.results.filter((result) => !result.ok) ?? [];
  const count = productIds.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(action, productIds, { categoryId, discount, ends });
    if (typeof request === 'string') {
      setProblem(request);
      return;
    }
    setProblem(null);
    bulk.mutate(request, { onSuccess: (response) => response.failed === 0 && onClear() });
  };

  return (
    <form
      aria-label="Chosen products"
      onSubmit={submit}
      noValidate
      className="sticky top-16 z-20 mt-3 rounded-xl bg-white p-3 shadow-md ring-1 ring-gold-300"
    >
      <div className="flex flex-wrap items-end gap-2">
        <p className="mr-1 self-center text-sm font-semibold text-ink" aria-live="polite">
          {count} {count === 1 ? 'product' : 'products'} chosen
        </p>
        <label className="block" htmlFor={`${id}-action`}>
          <span className="mb-0.5 block text-xs font-semibold text-stone-600">Action</span>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(event) => {
              setAction(event.target.value as ProductBulkAction);
              setProblem(null);
            }}
            className={`${inputClass} min-h-10 w-auto`}
          >
            {PRODUCT_BULK_ACTIONS.map((choice) => (
              <option key={choice} value={choice}>
                {PRODUCT_BULK_LABELS[choice]}
              </option>
            ))}
          </select>
        </label>
        {action === 'set_category' && (
          <label className="block" htmlFor={`${id}-category`}>
            <span className="mb-0.5 block text-xs font-semibold text-stone-600">Category</span>
            <select
              id={`${id}-category`}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              className={`${inputClass} min-h-10 w-auto`}
            >
              <option value="">Choose a category</option>
              {categoryOptions(categories).map(({ category, depth }) => (
                <option key={category.id} value={category.id}>
                  {depth > 0 ? `↳ ${category.name}` : category.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {action === 'flash_deal_on' && (
          <>
            <label className="block" htmlFor={`${id}-discount`}>
              <span className="mb-0.5 block text-xs font-semibold text-stone-600">Discount %</span>
              <input
                id={`${id}-discount`}
                type="number"
                inputMode="numeric"
                min={DISCOUNT_PERCENT_MIN}
                max={DISCOUNT_PERCENT_MAX}
                value={discount}
                onChange={(event) => setDiscount(event.target.value)}
                className={`${inputClass} min-h-10 w-24`}
              />
            </label>
            <label className="block" htmlFor={`${id}-ends`}>
              <span className="mb-0.5 block text-xs font-semibold text-stone-600">
                Ends (Philippine time)
              </span>
              <input
                id={`${id}-ends`}
                type="datetime-local"
                value={ends}
                onChange={(event) => setEnds(event.target.value)}
                className={`${inputClass} min-h-10 w-auto`}
              />
            </label>
          </>
        )}
        <button
          type="submit"
          disabled={bulk.isPending}
          className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {bulk.isPending ? 'Applying…' : 'Apply'}
        </button>
        <button type="button" onClick={onClear} className={`${smallButtonClass} ml-auto min-h-10`}>
          <X size={14} aria-hidden /> Clear
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-brand-700">
          {problem}
        </p>
      )}
      {refused.length > 0 && (
        <div role="status" className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <p className="font-semibold">Not changed:</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((result) => (
              <li key={result.product_id}>{result.message}</li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
