import type { AdminOrderRow } from '@fengshui/shared/admin-orders';
import { formatPeso } from '@fengshui/shared/money';
import { Link } from 'react-router';
import { formatManilaDateTime } from '../../logic/format-date.ts';
import { tableCell, tableHead, WideTable } from '../WideTable.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges.tsx';

const orderPath = (row: AdminOrderRow) => `/admin/orders/${row.order_id}`;
const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export interface Selection {
  selected: ReadonlySet<number>;
  onToggle: (orderId: number) => void;
  onToggleAll: (orderIds: number[], on: boolean) => void;
}

interface Props extends Selection {
  orders: AdminOrderRow[];
}

const checkboxClass = 'h-5 w-5 accent-brand-600';

/**
 * A long e-mail cut to the column with an ellipsis, never broken mid-word; the whole address shows on
 * hover (title) and when the link is focused, where it wraps in place.
 */
function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      title={email}
      className="block max-w-[13rem] truncate rounded text-xs text-stone-500 hover:text-brand-700 focus:overflow-visible focus:whitespace-normal focus:break-all focus:bg-white focus:outline-none focus:ring-2 focus:ring-gold-300 xl:max-w-[16rem]"
    >
      {email}
    </a>
  );
}

/** The orders of one page: a table from tablet width up, cards on phones; each can be chosen. */
export function OrderResults(props: Props) {
  return (
    <>
      <OrdersTable {...props} />
      <OrderCards {...props} />
    </>
  );
}

function OrdersTable({ orders, selected, onToggle, onToggleAll }: Props) {
  const ids = orders.map((row) => row.order_id);
  const allChosen = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <WideTable
      columns={
        <>
          <th className={`${tableHead} w-10`}>
            <input
              type="checkbox"
              aria-label="Choose every order on this page"
              checked={allChosen}
              onChange={(event) => onToggleAll(ids, event.target.checked)}
              className={checkboxClass}
            />
          </th>
          <th className={tableHead}>Order</th>
          <th className={tableHead}>Customer</th>
          <th className={`${tableHead} text-right`}>Items</th>
          <th className={`${tableHead} text-right`}>Total</th>
          <th className={tableHead}>Payment</th>
          <th className={tableHead}>Status and tracking</th>
        </>
      }
    >
      {orders.map((row) => (
        <tr
          key={row.order_id}
          data-testid="order-row"
          className={selected.has(row.order_id) ? 'bg-gold-100/60' : 'hover:bg-cream'}
        >
          <td className={tableCell}>
            <input
              type="checkbox"
              aria-label={`Choose ${row.order_code}`}
              checked={selected.has(row.order_id)}
              onChange={() => onToggle(row.order_id)}
              className={checkboxClass}
            />
          </td>
          <td className={`${tableCell} whitespace-nowrap`}>
            <Link to={orderPath(row)} className="font-semibold figures text-brand-600 hover:underline">
              {row.order_code}
            </Link>
            <time dateTime={row.created_at} className="block text-xs text-stone-500">
              {formatManilaDateTime(row.created_at)}
            </time>
          </td>
          <td className={`${tableCell} max-w-[16rem]`}>
            <span className="block truncate font-medium text-ink" title={row.customer_name}>
              {row.customer_name}
            </span>
            <EmailLink email={row.customer_email} />
          </td>
          <td className={`${tableCell} text-right figures`}>{row.item_count}</td>
          <td className={`${tableCell} whitespace-nowrap text-right font-semibold figures`}>
            {formatPeso(row.total_price)}
          </td>
          <td className={`${tableCell} max-w-[11rem]`}>
            <PaymentStatusBadge order={row} />
            <span className="mt-1 block text-xs text-stone-500">
              {row.payment_method === 'cod' ? 'COD' : 'Online'}
            </span>
          </td>
          <td className={`${tableCell} whitespace-nowrap`}>
            <OrderStatusBadge status={row.order_status} />
            <span className="mt-1 block font-mono text-xs text-stone-600">
              {row.tracking_number ?? <span className="font-sans text-stone-400">Not booked</span>}
            </span>
          </td>
        </tr>
      ))}
    </WideTable>
  );
}

function OrderCards({ orders, selected, onToggle }: Props) {
  return (
    <ul className="space-y-3 md:hidden">
      {orders.map((row) => (
        <li
          key={row.order_id}
          data-testid="order-card"
          className={`flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 transition ${selected.has(row.order_id) ? 'ring-gold-400' : 'ring-stone-200'}`}
        >
          <input
            type="checkbox"
            aria-label={`Choose ${row.order_code}`}
            checked={selected.has(row.order_id)}
            onChange={() => onToggle(row.order_id)}
            className={`${checkboxClass} mt-0.5 shrink-0`}
          />
          <Link to={orderPath(row)} className="block min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="whitespace-nowrap font-semibold figures text-brand-600">{row.order_code}</p>
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
                <span className="font-semibold figures text-ink">{formatPeso(row.total_price)}</span>
              </span>
              <PaymentStatusBadge order={row} />
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
