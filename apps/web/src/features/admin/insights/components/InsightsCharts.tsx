import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The chart library lives in this module alone, which the admin loads lazily (docs/admin.md#insights):
// no public page carries it.

const COLOURS = {
  paid: '#8a1414',
  cod: '#d4a72c',
  outstanding: '#a8a29e',
  line: '#1f1a17',
  bar: '#a61b1b',
  slices: ['#8a1414', '#d4a72c', '#57534e', '#c62828', '#84650f', '#a8a29e'],
};

const peso = (value: number) =>
  `₱${value.toLocaleString('en-PH', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
const shortPeso = (value: number) =>
  value >= 1_000_000
    ? `₱${(value / 1_000_000).toFixed(1)}M`
    : value >= 1_000
      ? `₱${Math.round(value / 1_000)}k`
      : `₱${value}`;
const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
};

/** Draws its chart at the width it is given, once it has one (a phone gets a phone-wide chart). */
function Sized({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} style={{ height }} className="w-full">
      {width > 0 && children(width)}
    </div>
  );
}

export interface DailyPoint {
  day: string;
  orders: number;
  paid: number;
  cod_collected: number;
  outstanding: number;
}

/** Sales per day, stacked as paid online, COD collected and outstanding, with the orders as a line. */
export function DailySalesChart({ days, height = 280 }: { days: DailyPoint[]; height?: number }) {
  return (
    <Sized height={height}>
      {(width) => (
        <ComposedChart
          width={width}
          height={height}
          data={days}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
          <YAxis yAxisId="money" tickFormatter={shortPeso} width={56} fontSize={12} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={32} fontSize={12} />
          <Tooltip formatter={(value, name) => (name === 'Orders' ? value : peso(Number(value)))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="money"
            dataKey="paid"
            name="Paid online"
            stackId="sales"
            fill={COLOURS.paid}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="money"
            dataKey="cod_collected"
            name="COD collected"
            stackId="sales"
            fill={COLOURS.cod}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="money"
            dataKey="outstanding"
            name="Outstanding"
            stackId="sales"
            fill={COLOURS.outstanding}
            isAnimationActive={false}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={COLOURS.line}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      )}
    </Sized>
  );
}

/** One money figure per day as a line (the average order value). */
export function DailyLineChart({ days, name }: { days: { day: string; value: number }[]; name: string }) {
  const height = 220;
  return (
    <Sized height={height}>
      {(width) => (
        <LineChart
          width={width}
          height={height}
          data={days}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
          <YAxis tickFormatter={shortPeso} width={56} fontSize={12} />
          <Tooltip formatter={(value) => peso(Number(value))} />
          <Line
            dataKey="value"
            name={name}
            stroke={COLOURS.bar}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </Sized>
  );
}

/** Labelled horizontal bars: long names (products, provinces) stay readable on a phone. */
export function HorizontalBars({
  rows,
  name,
  money = false,
}: {
  rows: { label: string; value: number }[];
  name: string;
  money?: boolean;
}) {
  const height = Math.max(120, rows.length * 34 + 40);
  return (
    <Sized height={height}>
      {(width) => (
        <BarChart
          width={width}
          height={height}
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            tickFormatter={money ? shortPeso : undefined}
            allowDecimals={false}
            fontSize={12}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={Math.min(180, Math.round(width * 0.4))}
            fontSize={12}
            tickFormatter={(label: string) => (label.length > 24 ? `${label.slice(0, 23)}…` : label)}
          />
          <Tooltip formatter={(value) => (money ? peso(Number(value)) : value)} />
          <Bar dataKey="value" name={name} fill={COLOURS.bar} isAnimationActive={false} />
        </BarChart>
      )}
    </Sized>
  );
}

/** Shares of a whole (payment mix, new and returning customers). */
export function ShareChart({
  rows,
  money = false,
}: {
  rows: { label: string; value: number }[];
  money?: boolean;
}) {
  const height = 240;
  const data = rows.map((row, index) => ({ ...row, fill: COLOURS.slices[index % COLOURS.slices.length] }));
  return (
    <Sized height={height}>
      {(width) => (
        <PieChart width={width} height={height}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="label"
            innerRadius="45%"
            outerRadius="75%"
            isAnimationActive={false}
          />
          <Tooltip formatter={(value) => (money ? peso(Number(value)) : value)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      )}
    </Sized>
  );
}
