import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { ListPageHeader, PagedResults } from './components/ListPage.tsx';
import { BulkOrderBar } from './components/orders/BulkOrderBar.tsx';
import { OrderFilterTabs } from './components/orders/OrderFilterTabs.tsx';
import { OrderResults } from './components/orders/OrderResults.tsx';
import { SearchField } from './components/SearchField.tsx';
import { useAddressFilters } from './hooks/use-address-filters.ts';
import { orderFiltersToParams, readOrderFilters } from './logic/order-filters.ts';

/**
 * /admin/orders: every order, by saved view or status tab, searched by code, customer or tracking
 * number; chosen orders are packed, handed to the courier or have their waybills printed together.
 */
export function OrdersPage() {
  useDocumentTitle('Orders | Admin');
  const [filters, update] = useAddressFilters(readOrderFilters, orderFiltersToParams);
  const orders = useAdminOrders(filters);
  const data = orders.data;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const choose = (change: (next: Set<number>) => void) =>
    setChosen((current) => {
      const next = new Set(current);
      change(next);
      return next;
    });
  // A new filter shows other orders: what was chosen is let go rather than acted on unseen.
  const refilter = (changes: Parameters<typeof update>[0], replace?: boolean) => {
    setChosen(new Set());
    update(changes, replace);
  };

  return (
    <div>
      <ListPageHeader
        title="Orders"
        count={data && { value: data.total, one: 'order', many: 'orders' }}
        actions={
          <button
            type="button"
            onClick={() => void orders.refetch()}
            disabled={orders.isFetching}
            className="flex items-center gap-1.5 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
          >
            <RefreshCw size={16} aria-hidden className={orders.isFetching ? 'animate-spin' : ''} />
            Refresh
          </button>
        }
      />

      <div className="mt-4 space-y-3">
        <SearchField
          label="Search orders"
          placeholder="Order code, customer or tracking number"
          value={filters.q}
          onSearch={(q) => refilter({ q }, true)}
        />
        <OrderFilterTabs
          filters={filters}
          statusCounts={data?.status_counts}
          viewCounts={data?.view_counts}
          onChoose={(choice) => refilter(choice)}
        />
        {chosen.size > 0 && <BulkOrderBar orderIds={[...chosen]} onClear={() => setChosen(new Set())} />}
      </div>

      <PagedResults
        query={orders}
        loadingLabel="Loading orders…"
        isEmpty={(loaded) => loaded.orders.length === 0}
        emptyTitle={
          filters.q || filters.status || filters.group || filters.view
            ? 'No orders match these filters.'
            : 'No orders yet.'
        }
        pageOf={(loaded) => ({ page: loaded.page, totalPages: loaded.total_pages })}
        onPage={(page) => refilter({ page })}
      >
        {(loaded) => (
          <OrderResults
            orders={loaded.orders}
            selected={chosen}
            onToggle={(orderId) =>
              choose((next) => (next.has(orderId) ? next.delete(orderId) : next.add(orderId)))
            }
            onToggleAll={(orderIds, on) =>
              choose((next) => {
                for (const orderId of orderIds) on ? next.add(orderId) : next.delete(orderId);
              })
            }
          />
        )}
      </PagedResults>
    </div>
  );
}
