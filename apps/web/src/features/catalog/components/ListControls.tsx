import {
  listOptionsFromParams,
  PRICE_FILTER_MAX,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  type ProductListOptions,
  type ProductSort,
} from '@fengshui/shared/product-list-options';
import { useId, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { withListOptions } from '../logic/list-options.ts';

/** The list options the address asks for (docs/catalogue.md#sorting-and-filters). */
export function useListOptions(): ProductListOptions {
  const [params] = useSearchParams();
  return listOptionsFromParams(params);
}

const field =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Sort, price range and in stock, kept in the address so a link, Back and the server's first render
 * all show the same list (docs/catalogue.md#sorting-and-filters).
 */
export function ListControls() {
  const [shownParams, setParams] = useSearchParams();
  // While the list of a change loads, the router holds the new address: the controls show it, and
  // a second change builds on it rather than on the address before the first.
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const params = pending?.pathname === pathname ? new URLSearchParams(pending.search) : shownParams;
  const options = listOptionsFromParams(params);
  const ids = { sort: useId(), min: useId(), max: useId(), stock: useId() };
  const [min, setMin] = useState(options.minPrice?.toString() ?? '');
  const [max, setMax] = useState(options.maxPrice?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const hydrated = useHydrated();

  // Each change builds on the last one asked for, even before the router has shown it: a second
  // change made before the first one's navigation rendered (a quick sort, then In stock) would
  // otherwise build on the older address and drop the first. A new address on screen (Back, a
  // link) is adopted as it renders.
  const shownSearch = params.toString();
  const intended = useRef({ shown: shownSearch, search: shownSearch });
  if (intended.current.shown !== shownSearch) intended.current = { shown: shownSearch, search: shownSearch };

  const apply = (
    change: ProductListOptions | ((current: ProductListOptions) => ProductListOptions),
    replace = false,
  ) => {
    const latest = new URLSearchParams(intended.current.search);
    const current = listOptionsFromParams(latest);
    const asked = typeof change === 'function' ? change(current) : change;
    const next = withListOptions(latest, replace ? asked : { ...current, ...asked });
    intended.current.search = next.toString();
    setParams(next, { preventScrollReset: true });
  };

  const applyPrices = () => {
    const low = min.trim() === '' ? undefined : Number(min);
    const high = max.trim() === '' ? undefined : Number(max);
    const bad = [low, high].some(
      (value) => value !== undefined && (!Number.isFinite(value) || value < 0 || value > PRICE_FILTER_MAX),
    );
    if (bad) return setProblem(`Prices run from ₱0 to ₱${PRICE_FILTER_MAX.toLocaleString('en-PH')}`);
    if (low !== undefined && high !== undefined && low > high)
      return setProblem('The lowest price must not be above the highest');
    setProblem(null);
    apply({ minPrice: low, maxPrice: high });
  };

  const filtered = options.minPrice !== undefined || options.maxPrice !== undefined || options.inStock;
  return (
    <form
      aria-label="Sort and filter"
      className="flex flex-wrap items-end gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        applyPrices();
      }}
    >
      {/* A sort or filter changes the list through the page's code: until it runs, a choice would be
          lost, so the controls wait, disabled. As contents, the fieldset leaves the form's row as it was. */}
      <fieldset disabled={!hydrated} className="contents">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={ids.sort} className="text-xs font-medium text-stone-600">
            Sort by
          </label>
          <select
            id={ids.sort}
            className={field}
            value={options.sort ?? 'newest'}
            onChange={(event) => apply({ sort: event.target.value as ProductSort })}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {PRODUCT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex min-w-0 items-end gap-1.5">
          <legend className="mb-1 text-xs font-medium text-stone-600">Price (₱)</legend>
          <label htmlFor={ids.min} className="sr-only">
            Lowest price
          </label>
          <input
            id={ids.min}
            inputMode="decimal"
            placeholder="Min"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            className={`${field} w-20`}
          />
          <span aria-hidden className="pb-3 text-stone-400">
            –
          </span>
          <label htmlFor={ids.max} className="sr-only">
            Highest price
          </label>
          <input
            id={ids.max}
            inputMode="decimal"
            placeholder="Max"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            className={`${field} w-20`}
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-600 hover:bg-brand-50"
          >
            Apply
          </button>
        </fieldset>
        <label htmlFor={ids.stock} className="flex min-h-11 items-center gap-2 text-sm text-stone-700">
          <input
            id={ids.stock}
            type="checkbox"
            checked={options.inStock ?? false}
            onChange={(event) => apply({ inStock: event.target.checked || undefined })}
            className="h-4 w-4 accent-brand-600"
          />
          In stock only
        </label>
        {filtered && (
          <button
            type="button"
            onClick={() => {
              setMin('');
              setMax('');
              setProblem(null);
              apply((current) => ({ sort: current.sort }), true);
            }}
            className="min-h-11 text-sm font-medium text-brand-600 underline-offset-2 hover:underline"
          >
            Clear filters
          </button>
        )}
      </fieldset>
      {problem && (
        <p role="alert" className="w-full text-sm text-brand-700">
          {problem}
        </p>
      )}
    </form>
  );
}
