import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { fieldClass } from '../../components/orders/action-classes.ts';
import {
  type ScopeProduct,
  useScopeCategories,
  useScopeProductSearch,
  useScopeProducts,
} from '../api/scope-lookups.ts';

interface Props {
  productIds: number[];
  categoryIds: number[];
  onProductsChange: (productIds: number[]) => void;
  onCategoriesChange: (categoryIds: number[]) => void;
  productError?: string | undefined;
  categoryError?: string | undefined;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * docs/checkout-and-payment.md#promotions "optional product or category scope": with nothing chosen the code applies to the whole
 * order; otherwise only the chosen products and the products of the chosen categories count.
 */
export function ScopePicker(props: Props) {
  const empty = props.productIds.length === 0 && props.categoryIds.length === 0;
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-stone-700">Applies to</legend>
      <p className="text-xs text-stone-500">
        {empty
          ? 'The whole order. Choose categories or products to limit the code to them.'
          : 'Only the chosen products and the products of the chosen categories count towards the discount.'}
      </p>
      <CategoryChoice {...props} />
      <ProductChoice {...props} />
    </fieldset>
  );
}

function CategoryChoice({ categoryIds, onCategoriesChange, categoryError }: Props) {
  const categories = useScopeCategories();
  const errorId = useId();
  const toggle = (id: number, checked: boolean) =>
    onCategoriesChange(checked ? [...categoryIds, id] : categoryIds.filter((chosen) => chosen !== id));
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-stone-700">Categories</p>
      {categories.isPending && <p className="text-sm text-stone-500">Loading categories…</p>}
      {categories.isError && (
        <p role="alert" className="text-sm text-brand-700">
          {errorMessage(categories.error)}
        </p>
      )}
      {categories.data && (
        <ul
          aria-label="Categories"
          aria-describedby={categoryError ? errorId : undefined}
          className="grid max-h-44 gap-1 overflow-y-auto rounded-lg border border-stone-200 bg-white p-2 sm:grid-cols-2"
        >
          {categories.data.map((category) => (
            <li key={category.id}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-stone-50">
                <input
                  type="checkbox"
                  checked={categoryIds.includes(category.id)}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                  className="h-4 w-4 accent-brand-600"
                />
                <span className="truncate">{category.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {categoryError && (
        <p id={errorId} className="mt-1 text-sm text-brand-600">
          {categoryError}
        </p>
      )}
    </div>
  );
}

function ProductChoice({ productIds, onProductsChange, productError }: Props) {
  const searchId = useId();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useScopeProductSearch(query);
  // Names of products picked from the results, so a fresh pick shows its name at once.
  const [picked, setPicked] = useState<Record<number, ScopeProduct>>({});
  const lookups = useScopeProducts(productIds.filter((id) => !picked[id]));
  const known = new Map<number, ScopeProduct>(Object.values(picked).map((product) => [product.id, product]));
  for (const lookup of lookups) if (lookup.data) known.set(lookup.data.id, lookup.data);

  const add = (product: ScopeProduct) => {
    setPicked((current) => ({ ...current, [product.id]: product }));
    if (!productIds.includes(product.id)) onProductsChange([...productIds, product.id]);
  };

  return (
    <div>
      <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-700">
        Products
      </label>
      {productIds.length > 0 && (
        <ul aria-label="Chosen products" className="mb-2 flex flex-wrap gap-2">
          {productIds.map((id) => {
            const product = known.get(id);
            const label = product ? product.name : `Product #${id}`;
            return (
              <li
                key={id}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
              >
                <span className="truncate">{label}</span>
                <button
                  type="button"
                  onClick={() => onProductsChange(productIds.filter((chosen) => chosen !== id))}
                  aria-label={`Remove ${label}`}
                  className="rounded-full p-1 hover:bg-brand-100"
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="relative">
        <Search
          size={16}
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-400"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search products to add"
          aria-describedby={productError ? errorId : undefined}
          className={`${fieldClass} pl-9`}
        />
      </div>
      {query && results.data && (
        <ul
          aria-label="Product results"
          className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white"
        >
          {results.data.length === 0 && (
            <li className="px-3 py-2 text-sm text-stone-500">No products found</li>
          )}
          {results.data.map((product) => {
            const chosen = productIds.includes(product.id);
            return (
              <li key={product.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                <span className="min-w-0 flex-1 truncate">
                  {product.name} <span className="text-xs text-stone-500">{product.productCode}</span>
                </span>
                <button
                  type="button"
                  disabled={chosen}
                  onClick={() => add(product)}
                  className="rounded-full border border-brand-600 px-3 py-1 text-xs font-semibold text-brand-600 hover:bg-brand-50 disabled:border-stone-300 disabled:text-stone-400"
                >
                  {chosen ? 'Added' : 'Add'} <span className="sr-only">{product.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {productError && (
        <p id={errorId} className="mt-1 text-sm text-brand-600">
          {productError}
        </p>
      )}
    </div>
  );
}
