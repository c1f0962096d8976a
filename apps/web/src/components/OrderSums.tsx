import { formatPeso } from '@fengshui/shared/money';
import { type OrderSums as OrderSumsInput, orderSumLines } from '@fengshui/shared/order-summary';

/**
 * The sums of a placed order, the same on every page that shows them (docs/orders-and-delivery.md#order-summary):
 * subtotal, the real shipping fee, each discount, and the total they add up to.
 */
export function OrderSums({ order, totalTestId }: { order: OrderSumsInput; totalTestId?: string }) {
  return (
    <dl className="figures space-y-2 text-sm">
      {orderSumLines(order).map((line) => (
        <div key={line.id} className="flex justify-between gap-4">
          <dt className="text-stone-600">{line.label}</dt>
          <dd className={line.deducted ? 'text-green-700' : 'text-ink'} data-testid={`sum-${line.id}`}>
            {line.deducted ? `−${formatPeso(line.amount)}` : formatPeso(line.amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="font-bold text-brand-600" data-testid={totalTestId}>
          {formatPeso(order.total_price)}
        </dd>
      </div>
    </dl>
  );
}
