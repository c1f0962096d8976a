import { formatPeso } from '@fengshui/shared/money';
import type { OrderRead } from '@fengshui/shared/order-read';
import { paymentStatement } from '@fengshui/shared/order-summary';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { formatManilaDateTime } from '../../../lib/format-date.ts';
import { itemCountLabel, moreItemsText } from '../logic/order-display.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One order in the purchase history: what was bought, where it stands, and the way to its details. */
export function OrderCard({ order }: { order: OrderRead }) {
  const [first] = order.items;
  const more = moreItemsText(order.items);
  return (
    <article
      aria-label={`Order ${order.order_code}`}
      className="rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:border-gold-300"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <p className="figures truncate font-semibold text-ink">{order.order_code}</p>
          <p className="text-xs text-stone-500">
            <time dateTime={order.created_at}>{formatManilaDateTime(order.created_at)}</time>
          </p>
        </div>
        <StatusBadge status={order.order_status} />
      </header>

      <div className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5">
        <ImageWithFallback
          src={first?.image_url}
          alt=""
          className="h-16 w-16 shrink-0 rounded-lg border border-stone-100 object-cover sm:h-20 sm:w-20"
          loading="lazy"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="line-clamp-2 font-medium text-ink">
            {first?.product_name ?? 'Order items'}
            {more && <span className="font-normal text-stone-500"> {more}</span>}
          </p>
          <p className="mt-1 text-stone-500">{itemCountLabel(order.item_count)}</p>
          <p className="mt-1 text-stone-600">
            Payment: <span className="font-medium text-ink">{paymentStatement(order)}</span>
          </p>
        </div>
      </div>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 px-4 py-3 sm:px-5">
        <p className="text-sm text-stone-600">
          Order Total:{' '}
          <span className="text-base font-semibold text-brand-600 figures">
            {formatPeso(order.total_price)}
          </span>
        </p>
        <Link
          to={`/account/orders/${order.order_id}`}
          aria-label={`View details of order ${order.order_code}`}
          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 hover:bg-brand-50"
        >
          View Details
          <ChevronRight size={16} aria-hidden />
        </Link>
      </footer>
    </article>
  );
}
