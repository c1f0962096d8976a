import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { useInsights } from '../api/get-insights.ts';
import { SalesByDaySection } from './InsightsSections.tsx';

/**
 * The dashboard's top (docs/admin.md#dashboard): the last 7 days' sales and orders per day, with the way to
 * every chart. When it cannot load, the dashboard below it still stands; the insights page says why.
 */
export function InsightsGlance() {
  const insights = useInsights({ range: '7d' });
  if (!insights.data) return null;
  const { data } = insights;
  return (
    <div className="space-y-2">
      <SalesByDaySection insights={data} rangeLabel={`${data.range.from}_${data.range.to}`} />
      <Link
        to="/admin/insights"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline"
      >
        <ChartColumn size={16} aria-hidden />
        All insights: products, customers, places and more
      </Link>
    </div>
  );
}
