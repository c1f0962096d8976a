import { formatPeso } from '@fengshui/shared/money';
import type { OrderRead } from '@fengshui/shared/order-read';
import { Card } from '../../../../components/Card.tsx';
import { ImageWithFallback } from '../../../../components/ImageWithFallback.tsx';
import { variantText } from '../../logic/order-display.ts';

/** The items with their prices, then the totals as the customer was charged. */
export function OrderSummaryCard({ order }: { order: OrderRead }) {
  return (
    <Card look="admin" title={`Items (${order.item_count})`}>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => {
          const variant = variantText(item.variant_attributes);
          return (
            <li key={`${item.product_id}-${item.variant_id ?? 0}`} className="flex gap-3 py-3 first:pt-0">
              <ImageWithFallback
                src={item.image_url}
                alt=""
                className="h-14 w-14 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{item.product_name}</p>
                <p className="text-xs text-stone-500">
                  {item.product_code}
                  {variant && ` · ${variant}`}
                </p>
                <p className="mt-1 text-sm text-stone-600">
                  {formatPeso(item.price)} × {item.quantity}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold tabular-nums text-ink">
                {formatPeso(item.price * item.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 space-y-1.5 border-t border-stone-100 pt-3 text-sm">
        <TotalRow label="Merchandise subtotal" value={formatPeso(order.subtotal)} />
        <TotalRow label="Shipping fee" value={formatPeso(order.total_shipping_fee)} />
        {order.product_discount > 0 && (
          <TotalRow label="Product discount" value={`-${formatPeso(order.product_discount)}`} />
        )}
        {order.shipping_discount > 0 && (
          <TotalRow label="Shipping discount" value={`-${formatPeso(order.shipping_discount)}`} />
        )}
        {order.voucher_code && <TotalRow label="Voucher" value={order.voucher_code} />}
        <div className="flex justify-between gap-3 border-t border-stone-100 pt-2 text-base font-bold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums text-brand-700">{formatPeso(order.total_price)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 text-stone-600">
      <dt>{label}</dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
}
