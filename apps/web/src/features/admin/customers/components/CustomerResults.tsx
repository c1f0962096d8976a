import type { AdminCustomerRow } from '@fengshui/shared/admin-customers';
import { formatPeso } from '@fengshui/shared/money';
import { Link } from 'react-router';
import { tableCell, tableHead, WideTable } from '../../components/WideTable.tsx';
import { formatManilaDateTime } from '../../logic/format-date.ts';
import { CustomerBadges } from './CustomerBadges.tsx';

const customerPath = (customer: AdminCustomerRow) => `/admin/customers/${customer.id}`;
const lastOrder = (customer: AdminCustomerRow) =>
  customer.last_order_at ? formatManilaDateTime(customer.last_order_at) : 'No orders yet';

/** One page of customers: a table from tablet width up, cards on phones. */
export function CustomerResults({ customers }: { customers: AdminCustomerRow[] }) {
  return (
    <>
      <WideTable
        columns={
          <>
            <th className={tableHead}>Customer</th>
            <th className={tableHead}>Phone</th>
            <th className={tableHead}>Joined</th>
            <th className={`${tableHead} text-right`}>Orders</th>
            <th className={`${tableHead} text-right`}>Spent</th>
            <th className={tableHead}>Last order</th>
          </>
        }
      >
        {customers.map((customer) => (
          <tr key={customer.id} data-testid="customer-row" className="hover:bg-cream">
            <td className={tableCell}>
              <span className="flex flex-wrap items-center gap-2">
                <Link to={customerPath(customer)} className="font-semibold text-brand-600 hover:underline">
                  {customer.name}
                </Link>
                <CustomerBadges customer={customer} />
              </span>
              <span className="block break-all text-xs text-stone-500">{customer.email}</span>
            </td>
            <td className={`${tableCell} whitespace-nowrap text-stone-600`}>{customer.phone ?? '—'}</td>
            <td className={`${tableCell} whitespace-nowrap text-stone-600`}>
              {formatManilaDateTime(customer.created_at)}
            </td>
            <td className={`${tableCell} text-right figures`}>{customer.order_count}</td>
            <td className={`${tableCell} whitespace-nowrap text-right font-semibold figures`}>
              {formatPeso(customer.total_spent)}
            </td>
            <td className={`${tableCell} whitespace-nowrap text-stone-600`}>{lastOrder(customer)}</td>
          </tr>
        ))}
      </WideTable>
      <ul className="space-y-3 md:hidden">
        {customers.map((customer) => (
          <li key={customer.id} data-testid="customer-card">
            <Link
              to={customerPath(customer)}
              className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-gold-400"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 truncate font-semibold text-brand-600">{customer.name}</p>
                <CustomerBadges customer={customer} />
              </div>
              <p className="truncate text-xs text-stone-500">{customer.email}</p>
              {customer.phone && <p className="text-xs text-stone-500">{customer.phone}</p>}
              <p className="mt-2 text-sm text-stone-700">
                {customer.order_count} {customer.order_count === 1 ? 'order' : 'orders'} ·{' '}
                <span className="font-semibold text-ink">{formatPeso(customer.total_spent)}</span>
              </p>
              <p className="text-xs text-stone-500">Last order: {lastOrder(customer)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
