import { idFromText } from '@fengshui/shared/web-routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminOrder } from './api/get-admin-order.ts';
import { CustomerCard } from './components/orders/CustomerCard.tsx';
import { OrderActions } from './components/orders/OrderActions.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './components/orders/OrderBadges.tsx';
import { PaymentsCard, StatusHistoryCard, TrackingEventsCard } from './components/orders/OrderRecords.tsx';
import { OrderSummaryCard } from './components/orders/OrderSummaryCard.tsx';
import { formatManilaDateTime } from './logic/format-date.ts';
import { paymentMethodLabel } from './logic/order-display.ts';

/** /admin/orders/:orderId: the whole order, its history, and what the owner may do with it next. */
export function AdminOrderDetailPage() {
  const orderId = idFromText(useParams().orderId);
  const query = useAdminOrder(orderId);
  const detail = query.data;
  useDocumentTitle(detail ? `Order ${detail.order.order_code} | Admin` : 'Order | Admin');

  const notFound = orderId === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return (
    <div>
      <Link
        to="/admin/orders"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden /> All orders
      </Link>

      {orderId !== null && query.isPending && <Spinner label="Loading the order…" />}
      {(notFound || query.isError) && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
        >
          {notFound ? 'Order not found.' : errorMessage(query.error)}
        </p>
      )}
      {detail && (
        <>
          <header className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="figures font-display text-3xl font-bold text-brand-700 sm:text-4xl">
              {detail.order.order_code}
            </h1>
            <OrderStatusBadge status={detail.order.order_status} />
            <PaymentStatusBadge order={detail.order} />
            <p className="w-full text-sm text-stone-600">
              Placed{' '}
              <time dateTime={detail.order.created_at}>{formatManilaDateTime(detail.order.created_at)}</time>{' '}
              · {paymentMethodLabel(detail.order.payment_method)}
            </p>
          </header>
          <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="space-y-5 lg:order-2">
              <OrderActions detail={detail} />
              <CustomerCard detail={detail} />
            </div>
            <div className="min-w-0 space-y-5 lg:order-1">
              <OrderSummaryCard order={detail.order} />
              <StatusHistoryCard history={detail.history} />
              <TrackingEventsCard events={detail.tracking_events} />
              <PaymentsCard payments={detail.payments} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
