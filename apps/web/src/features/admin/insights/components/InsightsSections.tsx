import type { AdminInsights } from '@fengshui/shared/admin-insights';
import {
  averageOrderValueTable,
  conversionTable,
  customersTable,
  ordersByStatusTable,
  paymentMixTable,
  provincesTable,
  regionsTable,
  salesByDayTable,
  topCategoriesTable,
  topProductsTable,
} from '../logic/insights-tables.ts';
import { ChartSection } from './ChartSection.tsx';
import { DailyLineChart, DailySalesChart, HorizontalBars, ShareChart } from './lazy-charts.tsx';

const percent = (rate: number) => `${(rate * 100).toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`;

/** Sales and orders per day, paid and COD collected apart from outstanding (also the dashboard's top). */
export function SalesByDaySection({ insights, rangeLabel }: { insights: AdminInsights; rangeLabel: string }) {
  return (
    <ChartSection
      title="Sales and orders per day"
      description="Paid online and cash on delivery collected, apart from what is still outstanding."
      table={salesByDayTable(insights)}
      rangeLabel={rangeLabel}
      chart={<DailySalesChart days={insights.daily} />}
    />
  );
}

/** Every chart of the insights page over one range. */
export function InsightsSections({ insights, rangeLabel }: { insights: AdminInsights; rangeLabel: string }) {
  const average = averageOrderValueTable(insights);
  const statuses = ordersByStatusTable(insights);
  const mix = paymentMixTable(insights);
  const products = topProductsTable(insights);
  const categories = topCategoriesTable(insights);
  const conversion = conversionTable(insights);
  const customers = customersTable(insights);
  const regions = regionsTable(insights);
  const provinces = provincesTable(insights);
  return (
    <div className="grid gap-6 lg:grid-cols-2 print:block print:space-y-4">
      <SalesByDaySection insights={insights} rangeLabel={rangeLabel} />
      <ChartSection
        title="Average order value"
        description="Each day's sales divided by its orders."
        table={average}
        rangeLabel={rangeLabel}
        chart={
          <DailyLineChart
            name="Average order value"
            days={average.rows.map((row) => ({ day: row.day, value: row.average }))}
          />
        }
      />
      <ChartSection
        title="Orders by status"
        description="Every order placed in the range, cancelled ones too, by where it stands now."
        table={statuses}
        rangeLabel={rangeLabel}
        chart={
          <HorizontalBars
            name="Orders"
            rows={statuses.rows.map((row) => ({ label: row.label, value: row.orders }))}
          />
        }
      />
      <ChartSection
        title="Payment mix"
        description="Sales by how customers paid."
        table={mix}
        rangeLabel={rangeLabel}
        chart={<ShareChart money rows={mix.rows.map((row) => ({ label: row.label, value: row.sales }))} />}
      />
      <ChartSection
        title="Top products"
        description="By revenue of the items sold (before promotion codes and shipping), with units."
        table={products}
        rangeLabel={rangeLabel}
        chart={
          <HorizontalBars
            money
            name="Revenue"
            rows={products.rows.map((row) => ({ label: row.name, value: row.revenue }))}
          />
        }
      />
      <ChartSection
        title="Top categories"
        description="By revenue of the items sold, with units."
        table={categories}
        rangeLabel={rangeLabel}
        chart={
          <HorizontalBars
            money
            name="Revenue"
            rows={categories.rows.map((row) => ({ label: row.name, value: row.revenue }))}
          />
        }
      />
      <ChartSection
        title="Cart to order"
        description={`${percent(insights.conversion.rate)} of the carts started became orders. Carts started are the orders placed plus the signed-in carts still open that began in the range.`}
        table={conversion}
        rangeLabel={rangeLabel}
        chart={
          <HorizontalBars
            name="Count"
            rows={conversion.rows.map((row) => ({ label: row.label, value: row.count }))}
          />
        }
      />
      <ChartSection
        title="New and returning customers"
        description="Returning customers bought before the range."
        table={customers}
        rangeLabel={rangeLabel}
        chart={
          <ShareChart rows={customers.rows.map((row) => ({ label: row.label, value: row.customers }))} />
        }
      />
      <ChartSection
        title="Sales by region"
        table={regions}
        rangeLabel={rangeLabel}
        chart={
          <HorizontalBars
            money
            name="Sales"
            rows={regions.rows.map((row) => ({ label: row.region, value: row.sales }))}
          />
        }
      />
      <ChartSection
        title="Sales by province"
        description="The ten provinces with the most sales; the data table lists them all."
        table={provinces}
        rangeLabel={rangeLabel}
        chart={
          <HorizontalBars
            money
            name="Sales"
            rows={provinces.rows.slice(0, 10).map((row) => ({ label: row.province, value: row.sales }))}
          />
        }
      />
    </div>
  );
}
