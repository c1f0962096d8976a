import type { AdminDashboard, SalesFigure } from '@fengshui/shared/admin-dashboard';
import { formatPeso } from '@fengshui/shared/money';
import { formatCalendarDay } from '../logic/calendar-day.ts';

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** Today's, this week's and this month's sales: a row each on a phone, three cards side by side above. */
export function SalesSummary({ sales }: { sales: AdminDashboard['sales'] }) {
  const figures: { label: string; figure: SalesFigure; since: boolean }[] = [
    { label: 'Today', figure: sales.today, since: false },
    { label: 'This week', figure: sales.week, since: true },
    { label: 'This month', figure: sales.month, since: true },
  ];
  return (
    <section aria-labelledby="dashboard-sales">
      <h2 id="dashboard-sales" className="font-display text-xl font-bold text-brand-700">
        Sales
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map(({ label, figure, since }) => (
          // Label and order count left, total right on a phone; stacked in a card from tablet width up.
          <div
            key={label}
            data-testid="sales-figure"
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-1 sm:p-5"
          >
            <dt className="text-sm font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
            <dd className="row-span-2 whitespace-nowrap font-display text-2xl font-bold figures text-ink sm:row-span-1 sm:mt-1 sm:text-3xl">
              {formatPeso(figure.total)}
            </dd>
            <dd className="text-sm text-stone-600">
              {ordersText(figure.order_count)}
              {since && <span className="text-stone-500"> since {formatCalendarDay(figure.since)}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-500">
        Orders placed, Philippine time. Cancelled and returned orders and online orders not yet paid are left
        out.
      </p>
    </section>
  );
}
