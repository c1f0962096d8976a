import { formatPeso } from '@fengshui/shared/money';
import { idFromText } from '@fengshui/shared/web-routes';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/Card.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/orders/OrderBadges.tsx';
import { formatManilaDateTime } from '../logic/format-date.ts';
import { useCustomer } from './api/get-customer.ts';
import { CustomerBadges } from './components/CustomerBadges.tsx';

/** /admin/customers/:customerId: one customer, their addresses and every order (read-only). */
export function CustomerDetailPage() {
  const customerId = idFromText(useParams().customerId);
  const detail = useCustomer(customerId);
  const customer = detail.data?.customer;
  useDocumentTitle(customer ? `${customer.name} | Customers | Admin` : 'Customer | Admin');

  return (
    <div>
      <Link
        to="/admin/customers"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden /> All customers
      </Link>
      {customerId !== null && detail.isPending && <Spinner label="Loading customer…" />}
      {(customerId === null || detail.isError) && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
        >
          {/* An address that names no customer gets the API's words for a missing one. */}
          {customerId === null ? 'Customer not found' : errorMessage(detail.error)}
        </p>
      )}
      {detail.data && customer && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">{customer.name}</h1>
            <CustomerBadges customer={customer} />
          </div>
          <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,22rem)_1fr]">
            <div className="space-y-5">
              <Card look="admin" title="Profile">
                <dl className="space-y-2 text-sm">
                  <Fact label="Username">{customer.username}</Fact>
                  <Fact label="E-mail">
                    {customer.deleted ? (
                      customer.email
                    ) : (
                      <a
                        href={`mailto:${customer.email}`}
                        className="inline-flex items-center gap-1 break-all text-brand-600 hover:underline"
                      >
                        <Mail size={14} aria-hidden /> {customer.email}
                      </a>
                    )}
                  </Fact>
                  <Fact label="Phone">
                    {customer.phone ? (
                      <a
                        href={`tel:${customer.phone}`}
                        className="inline-flex items-center gap-1 text-brand-600 hover:underline"
                      >
                        <Phone size={14} aria-hidden /> {customer.phone}
                      </a>
                    ) : (
                      '—'
                    )}
                  </Fact>
                  <Fact label="Joined">{formatManilaDateTime(customer.created_at)}</Fact>
                  <Fact label="Signs in with">{customer.signs_in_with_google ? 'Google' : 'Password'}</Fact>
                  <Fact label="Orders">{customer.order_count}</Fact>
                  <Fact label="Spent">{formatPeso(customer.total_spent)}</Fact>
                </dl>
              </Card>
              <Card look="admin" title="Addresses">
                {detail.data.addresses.length === 0 ? (
                  <p className="text-sm text-stone-500">No saved addresses.</p>
                ) : (
                  <ul className="space-y-3 text-sm">
                    {detail.data.addresses.map((address) => (
                      <li key={address.id}>
                        {address.is_default && (
                          <span className="mb-1 inline-block rounded-full bg-gold-100 px-2 py-0.5 text-[11px] font-semibold text-gold-700">
                            Default
                          </span>
                        )}
                        {(address.recipient_name || address.phone) && (
                          <p className="font-medium text-ink">
                            {[address.recipient_name, address.phone].filter(Boolean).join(' · ')}
                          </p>
                        )}
                        <p className="text-stone-600">{address.address}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </div>
            <Card look="admin" title="Orders">
              {detail.data.orders.length === 0 ? (
                <EmptyState title="No orders yet." />
              ) : (
                <ul className="divide-y divide-stone-100">
                  {detail.data.orders.map((order) => (
                    <li key={order.order_id} data-testid="customer-order">
                      <Link
                        to={`/admin/orders/${order.order_id}`}
                        className="block rounded-lg px-2 py-3 hover:bg-cream"
                      >
                        <span className="flex items-baseline justify-between gap-3">
                          <span className="figures whitespace-nowrap font-semibold text-brand-600">
                            {order.order_code}
                          </span>
                          <span className="font-semibold figures text-ink">
                            {formatPeso(order.total_price)}
                          </span>
                        </span>
                        <span className="block text-xs text-stone-500">
                          {formatManilaDateTime(order.created_at)} · {order.item_count}{' '}
                          {order.item_count === 1 ? 'item' : 'items'}
                          {order.voucher_code && ` · code ${order.voucher_code}`}
                        </span>
                        <span className="mt-1.5 flex flex-wrap items-center gap-2">
                          <OrderStatusBadge status={order.order_status} />
                          <PaymentStatusBadge order={order} />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-28 shrink-0 text-stone-500">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}
