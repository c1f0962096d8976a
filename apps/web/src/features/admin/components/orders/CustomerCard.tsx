import type { AdminOrderDetail } from '@fengshui/shared/admin-orders';
import { paymentStatement } from '@fengshui/shared/order-summary';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/Card.tsx';
import { paymentMethodLabel } from '../../logic/order-display.ts';

/** Who ordered, where it goes, and how it is paid. */
export function CustomerCard({ detail }: { detail: AdminOrderDetail }) {
  const { order, customer } = detail;
  return (
    <Card look="admin" title="Customer">
      <Facts>
        <Fact label="Account">
          {customer.name}
          <span className="block break-all text-xs text-stone-500">{customer.email}</span>
        </Fact>
      </Facts>
      <h3 className="mt-4 text-xs font-semibold uppercase tracking-wider text-stone-500">Ship to</h3>
      <address className="mt-1 text-sm not-italic leading-relaxed text-ink">
        <span className="block font-medium">{order.shipping.name}</span>
        <span className="block">{order.shipping.phone}</span>
        <span className="block break-all">{order.shipping.email}</span>
        <span className="block text-stone-600">{order.shipping.address || order.address}</span>
      </address>
      <h3 className="mt-4 text-xs font-semibold uppercase tracking-wider text-stone-500">Payment</h3>
      <Facts>
        <Fact label="Method">{paymentMethodLabel(order.payment.payment_method)}</Fact>
        <Fact label="Status">
          {paymentStatement({
            order_status: order.order_status,
            payment_status: order.payment.payment_status,
            payment_method: order.payment.payment_method,
          })}
        </Fact>
        {order.payment.reference_number && <Fact label="Reference">{order.payment.reference_number}</Fact>}
        {order.payment.transaction_id && <Fact label="Transaction">{order.payment.transaction_id}</Fact>}
      </Facts>
      <h3 className="mt-4 text-xs font-semibold uppercase tracking-wider text-stone-500">Delivery</h3>
      <Facts>
        <Fact label="Courier">{detail.courier}</Fact>
        <Fact label="Tracking">{order.tracking_number ?? 'Not booked yet'}</Fact>
      </Facts>
    </Card>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="mt-1 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}
