import type { DashboardOrder } from '@fengshui/shared/admin-dashboard';
import { formatPeso } from '@fengshui/shared/money';
import { Link } from 'react-router';
import { Card } from '../../../../components/Card.tsx';
import { formatManilaDateTime } from '../../../../lib/format-date.ts';
import { OrderStatusBadge } from '../../components/orders/OrderBadges.tsx';

/** The newest orders, whatever their status, each opening on the order desk. */
export function LatestOrders({ orders }: { orders: DashboardOrder[] }) {
  return (
    <Card
      look="admin"
      title="Latest orders"
      action={
        <Link to="/admin/orders" className="text-sm font-semibold text-brand-600 hover:underline">
          All orders
        </Link>
      }
    >
      {orders.length === 0 ? (
        <p className="text-sm text-stone-500">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {orders.map((order) => (
            <li key={order.order_id} data-testid="latest-order" className="flex items-start gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/orders/${order.order_id}`}
                  className="font-semibold text-brand-600 hover:underline"
                >
                  {order.order_code}
                </Link>
                <span className="block truncate text-sm text-ink">{order.customer_name}</span>
                <time dateTime={order.created_at} className="block text-xs text-stone-500">
                  {formatManilaDateTime(order.created_at)}
                </time>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold figures text-ink">{formatPeso(order.total_price)}</span>
                <OrderStatusBadge status={order.order_status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
