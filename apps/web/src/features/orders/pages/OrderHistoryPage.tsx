import type { OrderTab } from '@fengshui/shared/order-status';
import { ShoppingBag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrders } from '../api/get-orders.ts';
import { LoadError } from '../components/LoadError.tsx';
import { OrderCard } from '../components/OrderCard.tsx';
import { OrderTabs } from '../components/OrderTabs.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../components/ui-classes.ts';
import { listErrorMessage, readTab } from '../logic/order-display.ts';

/** /account/purchases (docs/orders-and-delivery.md#order-history). */
export function OrderHistoryPage() {
  useDocumentTitle('My Purchases');
  const [search] = useSearchParams();
  const tab = readTab(search.get('tab'));

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">My Account</p>
          <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">My Purchases</h1>
        </div>
        <Link to="/account" className="pb-1 text-sm font-medium text-brand-600 hover:text-brand-700">
          Back to My Account
        </Link>
      </header>
      <OrderTabs active={tab} />
      {/* Keyed by tab: each tab is its own list with its own pages. */}
      <OrderList key={tab} tab={tab} />
    </div>
  );
}

function OrderList({ tab }: { tab: OrderTab }) {
  const orders = useOrders(tab);

  if (orders.isPending) return <Spinner label="Loading your orders…" />;
  if (orders.isError && !orders.data) {
    return (
      <div className="mt-6">
        <LoadError message={listErrorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      </div>
    );
  }

  const list = orders.data.pages.flatMap((page) => page.orders);
  if (list.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState title={tab === 'all' ? 'You have no orders yet.' : 'No orders in this tab yet.'}>
          <Link to="/shop" className={primaryButtonClass}>
            <ShoppingBag size={17} aria-hidden />
            Shop Now
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <section aria-label="Orders" className="mt-5">
      <ul className="flex flex-col gap-4">
        {list.map((order) => (
          <li key={order.order_id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-2" aria-live="polite">
        {orders.isFetchNextPageError && (
          <p role="alert" className="text-sm text-brand-700">
            {listErrorMessage(orders.error)}
          </p>
        )}
        {orders.hasNextPage && (
          <button
            type="button"
            onClick={() => void orders.fetchNextPage()}
            disabled={orders.isFetchingNextPage}
            className={secondaryButtonClass}
          >
            {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </section>
  );
}
