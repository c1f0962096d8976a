import type { OrderRead } from '@fengshui/shared/order-read';
import { ChevronLeft, Info, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/Card.tsx';
import { OrderSums } from '../../../components/OrderSums.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { useTracking } from '../api/get-tracking.ts';
import { DeliveryTimeline } from '../components/DeliveryTimeline.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { outlineButtonClass, textLinkClass } from '../components/ui-classes.ts';
import {
  deliveryTimeline,
  itemCountLabel,
  readOrderId,
  trackingErrorMessage,
} from '../logic/order-display.ts';
import { ORDER_PAGE_MESSAGES } from '../logic/order-messages.ts';

const NAV_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/account/purchases', label: 'My Purchases' },
  { to: '/cart', label: 'Cart' },
] as const;

/** /account/tracking/:orderId (docs/orders-and-delivery.md#tracking). */
export function TrackingPage() {
  useDocumentTitle('Track Order');
  const orderId = readOrderId(useParams().orderId);
  const order = useOrder(orderId);

  let content: ReactNode;
  if (orderId === null) content = <LoadError message={ORDER_PAGE_MESSAGES.notFound} />;
  else if (order.isPending) content = <Spinner label="Loading tracking information…" />;
  else if (order.isError) {
    const message = trackingErrorMessage(order.error);
    content = (
      <LoadError
        message={message}
        onRetry={message === ORDER_PAGE_MESSAGES.notFound ? undefined : () => void order.refetch()}
      />
    );
  } else content = <Tracking order={order.data.order} />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <nav aria-label="Account" className="mb-3">
        <ul className="flex flex-wrap gap-x-4 text-sm">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center text-stone-600 hover:text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </div>
  );
}

function Tracking({ order }: { order: OrderRead }) {
  const tracking = useTracking(order.tracking_number);
  const { events, synthesised } = deliveryTimeline(order, tracking.data);
  const status = tracking.data?.status ?? order.order_status;

  let timeline: ReactNode;
  if (order.tracking_number && tracking.isPending)
    timeline = <Spinner label="Loading the delivery timeline…" />;
  else if (order.tracking_number && tracking.isError) {
    timeline = (
      <LoadError message={trackingErrorMessage(tracking.error)} onRetry={() => void tracking.refetch()} />
    );
  } else timeline = <DeliveryTimeline events={events} />;

  return (
    <>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">My Purchases</p>
          <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Track Order</h1>
          <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-stone-500">Tracking number</dt>
            <dd className="break-all font-semibold text-ink figures" data-testid="tracking-number">
              {order.tracking_number ?? 'Not yet assigned'}
            </dd>
            <dt className="text-stone-500">Order</dt>
            <dd className="figures text-ink">
              {order.order_code} <span className="text-stone-500">(#{order.order_id})</span>
            </dd>
          </dl>
        </div>
        <StatusBadge status={status} />
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card title="Delivery Timeline">
          {!order.tracking_number && (
            <p
              data-testid="not-booked-note"
              className="mb-4 flex items-start gap-2 rounded-xl bg-gold-100/60 px-4 py-3 text-sm text-stone-700"
            >
              <Info size={18} className="mt-0.5 shrink-0 text-gold-700" aria-hidden />
              Your parcel has not been booked with the courier yet. The timeline below follows your order's
              status; courier updates will appear once it ships.
            </p>
          )}
          {synthesised && order.tracking_number && tracking.isSuccess && (
            <p className="mb-4 text-sm text-stone-600">
              The courier has no updates yet; this timeline follows your order's status.
            </p>
          )}
          {timeline}
        </Card>

        <div className="flex flex-col gap-5">
          <TrackingSummary order={order} />
          <div className="flex flex-col gap-2">
            <Link to={`/account/orders/${order.order_id}`} className={outlineButtonClass}>
              <ChevronLeft size={16} aria-hidden />
              Back to Order Details
            </Link>
            <Link to="/account/purchases" className={`${textLinkClass} justify-center`}>
              <List size={16} aria-hidden />
              All Orders
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}

function TrackingSummary({ order }: { order: OrderRead }) {
  return (
    <Card title="Order Summary">
      <p className="mb-2 flex justify-between gap-4 text-sm">
        <span className="text-stone-600">Items</span>
        <span className="figures text-ink">{itemCountLabel(order.item_count)}</span>
      </p>
      {/* docs/orders-and-delivery.md#order-summary: the order's real shipping fee and discounts. */}
      <OrderSums order={order} />
    </Card>
  );
}
