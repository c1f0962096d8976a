import type { OrderRead } from '@fengshui/shared/order-read';
import { ChevronLeft, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/Card.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatManilaDateTime } from '../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { LoadError } from '../components/LoadError.tsx';
import { OrderActions } from '../components/OrderActions.tsx';
import { ItemsPanel, PaymentPanel, ShippingPanel, SummaryPanel } from '../components/OrderInfoPanels.tsx';
import { OrderProgress } from '../components/OrderProgress.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { textLinkClass } from '../components/ui-classes.ts';
import { detailErrorMessage, readOrderId } from '../logic/order-display.ts';
import { ORDER_PAGE_MESSAGES } from '../logic/order-messages.ts';

/** /account/orders/:orderId (docs/orders-and-delivery.md#order-detail). */
export function OrderDetailPage() {
  const orderId = readOrderId(useParams().orderId);
  const order = useOrder(orderId);
  useDocumentTitle(order.data ? `Order ${order.data.order.order_code}` : 'Order Details');

  let content: ReactNode;
  if (orderId === null) content = <LoadError message={ORDER_PAGE_MESSAGES.notFound} />;
  else if (order.isPending) content = <Spinner label="Loading your order…" />;
  else if (order.isError) {
    const message = detailErrorMessage(order.error);
    content = (
      <LoadError
        message={message}
        onRetry={message === ORDER_PAGE_MESSAGES.notFound ? undefined : () => void order.refetch()}
      />
    );
  } else content = <OrderDetail order={order.data.order} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link to="/account/purchases" className={`${textLinkClass} mb-2 -ml-1`}>
        <ChevronLeft size={16} aria-hidden />
        My Purchases
      </Link>
      {content}
    </div>
  );
}

function OrderDetail({ order }: { order: OrderRead }) {
  return (
    <>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Order Details</p>
          <h1 className="figures break-all font-display text-3xl font-bold text-brand-700 sm:text-4xl">
            {order.order_code}
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            Placed on <time dateTime={order.created_at}>{formatManilaDateTime(order.created_at)}</time>
          </p>
        </div>
        <StatusBadge status={order.order_status} />
      </header>

      <div className="flex flex-col gap-5">
        <Card title="Order Progress">
          <OrderProgress status={order.order_status} />
        </Card>
        <OrderActions order={order} />

        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-5">
            <ItemsPanel order={order} />
            <SummaryPanel order={order} />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <Card title="Delivery">
              <TrackingNumber order={order} />
            </Card>
            <ShippingPanel order={order} />
            <PaymentPanel order={order} />
          </div>
        </div>
      </div>
    </>
  );
}

function TrackingNumber({ order }: { order: OrderRead }) {
  if (!order.tracking_number) {
    return (
      <p className="text-sm text-stone-600">A tracking number will appear here once your parcel ships.</p>
    );
  }
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-stone-500">
        Tracking number
        <span className="block break-all font-semibold text-ink">{order.tracking_number}</span>
      </p>
      <Link to={`/account/tracking/${order.order_id}`} className={`${textLinkClass} self-start`}>
        <Truck size={16} aria-hidden />
        Track Order
      </Link>
    </div>
  );
}
