import type { OrderStatus } from '@fengshui/shared/order-status';
import { RefreshCw } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { ListResults } from './components/ListResults.tsx';
import { OrderResults } from './components/orders/OrderResults.tsx';
import { OrderStatusChips } from './components/orders/OrderStatusChips.tsx';
import { Pagination } from './components/orders/Pagination.tsx';
import { SearchField } from './components/SearchField.tsx';
import { useAddressFilters } from './hooks/use-address-filters.ts';
import { orderFiltersToParams, readOrderFilters } from './logic/order-filters.ts';

/** /admin/orders: every order, filtered by status and searched by code, customer or tracking number. */
export function OrdersPage() {
  useDocumentTitle('Orders | Admin');
  const [filters, update] = useAddressFilters(readOrderFilters, orderFiltersToParams);
  const orders = useAdminOrders(filters);
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
        <SearchField
          label="Search orders"
          placeholder="Order code, customer or tracking number"
          value={filters.q}
          onSearch={(q) => update({ q }, true)}
        />
        <OrderStatusChips
          active={filters.status}
          counts={data?.status_counts}
          onSelect={(status: OrderStatus | null) => update({ status })}
        />
      </div>

      <ListResults
        query={orders}
        loadingLabel="Loading orders…"
        isEmpty={(loaded) => loaded.orders.length === 0}
        emptyTitle={filters.q || filters.status ? 'No orders match these filters.' : 'No orders yet.'}
      >
        {(loaded) => (
          <>
            <OrderResults orders={loaded.orders} />
            <Pagination
              page={loaded.page}
              totalPages={loaded.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </ListResults>
    </div>
  );
}
