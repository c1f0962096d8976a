import { formatPeso } from '@fengshui/shared/money';
import type { OrderRead } from '@fengshui/shared/order-read';
import { paymentStatement } from '@fengshui/shared/order-summary';
import type { ReactNode } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { OrderSums } from '../../../components/OrderSums.tsx';
import { paymentMethodLabel, variantText } from '../logic/order-display.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-stone-500">{label}</dt>
      {/* A long e-mail or address wraps anywhere rather than running out of the card. */}
      <dd className="min-w-0 wrap-anywhere font-medium text-ink sm:text-right">{children}</dd>
    </div>
  );
}

export function ShippingPanel({ order }: { order: OrderRead }) {
  const { name, phone, email, address } = order.shipping;
  return (
    <Card title="Shipping">
      <dl className="space-y-3 text-sm">
        <Row label="Name">{name}</Row>
        <Row label="Phone">{phone}</Row>
        <Row label="Email">{email}</Row>
        <Row label="Address">{address || order.address}</Row>
      </dl>
    </Card>
  );
}

export function PaymentPanel({ order }: { order: OrderRead }) {
  return (
    <Card title="Payment">
      <dl className="space-y-3 text-sm">
        <Row label="Method">{paymentMethodLabel(order.payment.payment_method)}</Row>
        <Row label="Status">
          {paymentStatement({
            order_status: order.order_status,
            payment_status: order.payment.payment_status || order.payment_status,
            payment_method: order.payment.payment_method,
          })}
        </Row>
        <Row label="Reference number">{order.payment.reference_number ?? '—'}</Row>
      </dl>
    </Card>
  );
}

export function ItemsPanel({ order }: { order: OrderRead }) {
  return (
    <Card title="Items">
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => {
          const variant = variantText(item.variant_attributes);
          return (
            <li
              key={`${item.product_id}-${item.variant_id ?? 'none'}`}
              className="flex gap-3 py-3 first:pt-0 last:pb-0"
            >
              <ImageWithFallback
                src={item.image_url}
                alt=""
                loading="lazy"
                className="h-16 w-16 shrink-0 rounded-lg border border-stone-100 object-cover sm:h-20 sm:w-20"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm sm:flex-row sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{item.product_name}</p>
                  {variant && <p className="text-stone-500">{variant}</p>}
                  <p className="text-stone-500 figures">
                    {formatPeso(item.price)} × {item.quantity}
                  </p>
                </div>
                <p className="font-semibold text-ink figures sm:text-right">
                  <span className="sr-only">Line total: </span>
                  {formatPeso(item.price * item.quantity)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function SummaryPanel({ order }: { order: OrderRead }) {
  return (
    <Card title="Order Summary">
      <OrderSums order={order} totalTestId="order-total" />
    </Card>
  );
}
