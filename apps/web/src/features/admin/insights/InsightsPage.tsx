import type { AdminInsights, InsightsQuery } from '@fengshui/shared/admin-insights';
import { formatPeso } from '@fengshui/shared/money';
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { formatCalendarDay } from '../dashboard/logic/calendar-day.ts';
import { useInsights } from './api/get-insights.ts';
import { InsightsSections } from './components/InsightsSections.tsx';
import { RangePicker } from './components/RangePicker.tsx';
import { rangeFromSearch, searchFromRange } from './logic/insights-range.ts';

function Totals({ insights }: { insights: AdminInsights }) {
  const { totals, conversion } = insights;
  const figures: [string, string][] = [
    ['Sales', formatPeso(totals.sales)],
    ['Orders', totals.orders.toLocaleString('en-PH')],
    ['Average order value', formatPeso(totals.average_order_value)],
    ['Units sold', totals.units.toLocaleString('en-PH')],
    ['Paid online', formatPeso(totals.paid)],
    ['COD collected', formatPeso(totals.cod_collected)],
    ['Outstanding', formatPeso(totals.outstanding)],
    ['Cart to order', `${(conversion.rate * 100).toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
          <dd className="figures mt-1 font-display text-xl font-bold text-ink sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/insights: the owner's charts over a chosen range of Manila days (docs/admin.md#insights). */
export function InsightsPage() {
  useDocumentTitle('Insights | Admin');
  const [search, setSearch] = useSearchParams();
  const query = rangeFromSearch(search);
  const insights = useInsights(query);
  const data = insights.data;
  const change = (next: InsightsQuery) => setSearch(searchFromRange(next));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Insights</h1>
          {data && (
            <p className="mt-1 text-stone-600">
              {formatCalendarDay(data.range.from)} to {formatCalendarDay(data.range.to)}, Philippine time
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className="flex min-h-11 items-center gap-1.5 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 hover:bg-brand-50 print:hidden"
        >
          <Printer size={16} aria-hidden />
          Print
        </button>
      </div>
      <RangePicker key={`${query.range}-${query.from}-${query.to}`} value={query} onChange={change} />
      <div aria-busy={insights.isFetching} className="space-y-6">
        {insights.isPending && <Spinner label="Loading the insights…" />}
        {insights.isError && (
          <p role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
            {errorMessage(insights.error)}
          </p>
        )}
        {data && !insights.isError && (
          <>
            <Totals insights={data} />
            <p className="text-xs text-stone-600">
              Sales are orders placed in the range, Philippine time; cancelled and returned orders and online
              orders not yet paid are left out.
            </p>
            <InsightsSections insights={data} rangeLabel={`${data.range.from}_${data.range.to}`} />
          </>
        )}
      </div>
    </div>
  );
}
