import type { AdminOrderRow } from '@fengshui/shared/admin-orders';
import { formatPeso } from '@fengshui/shared/money';
import { Link } from 'react-router';
import { formatManilaDateTime } from '../../logic/format-date.ts';
import { tableCell, tableHead, WideTable } from '../WideTable.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges.tsx';

const orderPath = (row: AdminOrderRow) => `/admin/orders/${row.order_id}`;
const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The orders of one page: a table from tablet width up, cards on phones. */
export function OrderResults({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <>
      <OrdersTable orders={orders} />
      <OrderCards orders={orders} />
    </>
  );
}

function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <WideTable
      columns={
        <>
          <th className={tableHead}>Order</th>
          <th className={tableHead}>Date</th>
          <th className={tableHead}>Customer</th>
          <th className={`${tableHead} text-right`}>Items</th>
          <th className={`${tableHead} text-right`}>Total</th>
          <th className={tableHead}>Payment</th>
          <th className={tableHead}>Status</th>
          <th className={tableHead}>Tracking</th>
        </>
      }
    >
      {orders.map((row) => (
        <tr key={row.order_id} data-testid="order-row" className="hover:bg-cream">
          <td className={tableCell}>
            <Link to={orderPath(row)} className="font-semibold text-brand-600 hover:underline">
              {row.order_code}
            </Link>
          </td>
          <td className={`${tableCell} whitespace-nowrap text-stone-600`}>
            <time dateTime={row.created_at}>{formatManilaDateTime(row.created_at)}</time>
          </td>
          <td className={tableCell}>
            <span className="block font-medium text-ink">{row.customer_name}</span>
            <span className="block break-all text-xs text-stone-500">{row.customer_email}</span>
          </td>
          <td className={`${tableCell} text-right tabular-nums`}>{row.item_count}</td>
          <td className={`${tableCell} whitespace-nowrap text-right font-semibold tabular-nums`}>
            {formatPeso(row.total_price)}
          </td>
          <td className={tableCell}>
            <PaymentStatusBadge status={row.payment_status} />
            <span className="mt-1 block text-xs text-stone-500">
              {row.payment_method === 'cod' ? 'COD' : 'Online'}
            </span>
          </td>
          <td className={tableCell}>
            <OrderStatusBadge status={row.order_status} />
          </td>
          <td className={`${tableCell} font-mono text-xs text-stone-600`}>{row.tracking_number ?? '—'}</td>
        </tr>
      ))}
    </WideTable>
  );
}

function OrderCards({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {orders.map((row) => (
        <li key={row.order_id} data-testid="order-card">
          <Link
            to={orderPath(row)}
            className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-gold-400"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-brand-600">{row.order_code}</p>
                <time dateTime={row.created_at} className="text-xs text-stone-500">
                  {formatManilaDateTime(row.created_at)}
                </time>
              </div>
              <OrderStatusBadge status={row.order_status} />
            </div>
            <p className="mt-2 truncate text-sm font-medium text-ink">{row.customer_name}</p>
            <p className="truncate text-xs text-stone-500">{row.customer_email}</p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-stone-600">
                {itemsText(row.item_count)} ·{' '}
                <span className="font-semibold text-ink">{formatPeso(row.total_price)}</span>
              </span>
              <PaymentStatusBadge status={row.payment_status} />
            </div>
            {row.tracking_number && (
              <p className="mt-2 text-xs text-stone-500">
                Tracking <span className="font-mono text-stone-700">{row.tracking_number}</span>
              </p>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
