import { Download, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { downloadCsv, toCsv } from '../logic/insights-csv.ts';
import type { InsightsTable } from '../logic/insights-tables.ts';

const moneyText = (value: number) =>
  value.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * One chart with the table of its figures (docs/admin.md#insights): the table is read by screen readers and
 * printed always, shown on screen with "Show data", and downloadable as CSV.
 */
export function ChartSection<Row>({
  title,
  description,
  table,
  rangeLabel,
  chart,
  className = '',
}: {
  title: string;
  description?: string;
  table: InsightsTable<Row>;
  /** Added to the file name, e.g. 2026-11-01_2026-11-30. */
  rangeLabel: string;
  chart: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const first = table.rows[0];
  const numeric = table.columns.map(
    (column) => column.money === true || (first !== undefined && typeof column.value(first) === 'number'),
  );
  const tableId = useId();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`insights-section min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 print:break-inside-avoid print:shadow-none ${className}`}
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-display text-xl font-bold text-brand-700">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
        </div>
        <div className="flex gap-2 print:hidden">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((value) => !value)}
            className="flex min-h-11 items-center gap-1.5 rounded-full border border-stone-300 px-3 text-sm font-semibold text-stone-700 hover:bg-stone-50"
          >
            <Table2 size={16} aria-hidden />
            {open ? 'Hide data' : 'Show data'}
            <span className="sr-only"> of {title}</span>
          </button>
          <button
            type="button"
            onClick={() => downloadCsv(`${table.file}_${rangeLabel}.csv`, toCsv(table.columns, table.rows))}
            className="flex min-h-11 items-center gap-1.5 rounded-full border border-stone-300 px-3 text-sm font-semibold text-stone-700 hover:bg-stone-50"
          >
            <Download size={16} aria-hidden />
            CSV<span className="sr-only"> of {title}</span>
          </button>
        </div>
      </div>
      <figure
        className="insights-chart mt-3 print:[&>div]:h-auto! print:[&_.recharts-wrapper]:h-auto! print:[&_.recharts-wrapper]:max-w-full! print:[&_svg]:h-auto print:[&_svg]:max-w-full"
        aria-label={`${title}, chart (arrow keys move through it)`}
      >
        {chart}
      </figure>
      <div
        id={tableId}
        className={
          open ? 'mt-3 max-h-96 overflow-auto print:max-h-none' : 'sr-only print:not-sr-only print:mt-3'
        }
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              {table.columns.map((column, index) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`py-1.5 pr-3 font-semibold ${numeric[index] ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={table.columns.length} className="py-2 text-stone-600">
                  Nothing in this range.
                </td>
              </tr>
            )}
            {table.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table row's place is its identity here
              <tr key={index} className="border-b border-stone-100">
                {table.columns.map((column) => {
                  const value = column.value(row);
                  return typeof value === 'number' ? (
                    <td key={column.header} className="figures py-1.5 pr-3 text-right">
                      {column.money ? moneyText(value) : value.toLocaleString('en-PH')}
                    </td>
                  ) : (
                    <td key={column.header} className="py-1.5 pr-3">
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
