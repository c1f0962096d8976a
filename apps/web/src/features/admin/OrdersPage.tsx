import type { OrderStatus } from '@fengshui/shared/order-status';
import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { AdminOrderFilters } from './api/admin-keys.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { OrderResults } from './components/orders/OrderResults.tsx';
import { OrderStatusChips } from './components/orders/OrderStatusChips.tsx';
import { Pagination } from './components/orders/Pagination.tsx';
import { useDebouncedValue } from './hooks/use-debounced-value.ts';
import { orderFiltersToParams, readOrderFilters } from './logic/order-filters.ts';

// The same pause as the storefront's search (accounts-content.md 9): one request once typing stops.
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/orders: every order, filtered by status and searched by code, customer or tracking number. */
export function OrdersPage() {
  useDocumentTitle('Orders | Admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrderFilters(searchParams);
  const [search, setSearch] = useState(filters.q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const orders = useAdminOrders(filters);

  const update = (changes: Partial<AdminOrderFilters>, replace = false) =>
    setSearchParams(orderFiltersToParams({ ...filters, page: 1, ...changes }), { replace });

  // A new search starts again at page 1; typing replaces the history entry rather than adding one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed search settles
  useEffect(() => {
    if (debouncedSearch !== filters.q) update({ q: debouncedSearch }, true);
  }, [debouncedSearch]);

  // The address changed by itself (Back, a shared link): the box shows its search. While typing, the
  // address lags the box by the debounce and the two are left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if (filters.q !== debouncedSearch) setSearch(filters.q);
  }, [filters.q]);

  const data = orders.data;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Orders</h1>
        {data && (
          <span className="text-sm text-stone-500">
            {data.total} {data.total === 1 ? 'order' : 'orders'}
          </span>
        )}
        <button
          type="button"
          onClick={() => void orders.refetch()}
          disabled={orders.isFetching}
          className="ml-auto flex items-center gap-1.5 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
        >
          <RefreshCw size={16} aria-hidden className={orders.isFetching ? 'animate-spin' : ''} />
          Refresh
        </button>
      </div>

      <div className="mt-4 space-y-3">
        <label className="relative block max-w-xl">
          <span className="sr-only">Search orders</span>
          <Search
            size={18}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-400"
          />
          <input
            type="search"
            value={search}
            maxLength={80}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Order code, customer or tracking number"
            className="block min-h-11 w-full rounded-full border border-stone-300 bg-white pl-10 pr-4 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 sm:text-sm"
          />
        </label>
        <OrderStatusChips
          active={filters.status}
          counts={data?.status_counts}
          onSelect={(status: OrderStatus | null) => update({ status })}
        />
      </div>

      <div className="mt-5" aria-busy={orders.isFetching}>
        {orders.isPending && <Spinner label="Loading orders…" />}
        {orders.isError && (
          <p role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
            {errorMessage(orders.error)}
          </p>
        )}
        {data && data.orders.length === 0 && (
          <EmptyState
            title={filters.q || filters.status ? 'No orders match these filters.' : 'No orders yet.'}
          />
        )}
        {data && data.orders.length > 0 && (
          <>
            <OrderResults orders={data.orders} />
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
