import { formatPeso } from '@fengshui/shared/money';
import type { OrderRead } from '@fengshui/shared/order-read';
import { Card } from '../../../../components/Card.tsx';
import { ImageWithFallback } from '../../../../components/ImageWithFallback.tsx';
import { OrderSums } from '../../../../components/OrderSums.tsx';
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
              <p className="shrink-0 text-sm font-semibold figures text-ink">
                {formatPeso(item.price * item.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 border-t border-stone-100 pt-3">
        <OrderSums order={order} />
        {order.voucher_code && (
          <p className="mt-2 flex justify-between gap-3 text-sm text-stone-600">
            <span>Voucher</span>
            <span className="text-ink">{order.voucher_code}</span>
          </p>
        )}
      </div>
    </Card>
  );
}
