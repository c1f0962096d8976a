import { type ComponentProps, lazy, Suspense } from 'react';

// The chart library is a chunk of its own, fetched when a chart first shows: the admin's other screens
// and every public page go without it (docs/admin.md#insights).
const load = () => import('./InsightsCharts.tsx');
const LazyDaily = lazy(() => load().then((module) => ({ default: module.DailySalesChart })));
const LazyLine = lazy(() => load().then((module) => ({ default: module.DailyLineChart })));
const LazyBars = lazy(() => load().then((module) => ({ default: module.HorizontalBars })));
const LazyShare = lazy(() => load().then((module) => ({ default: module.ShareChart })));

type Charts = typeof import('./InsightsCharts.tsx');

const placeholder = (height: number) => (
  <div style={{ height }} className="w-full animate-pulse rounded-lg bg-stone-100" />
);

export function DailySalesChart(props: ComponentProps<Charts['DailySalesChart']>) {
  return (
    <Suspense fallback={placeholder(props.height ?? 280)}>
      <LazyDaily {...props} />
    </Suspense>
  );
}

export function DailyLineChart(props: ComponentProps<Charts['DailyLineChart']>) {
  return (
    <Suspense fallback={placeholder(220)}>
      <LazyLine {...props} />
    </Suspense>
  );
}

export function HorizontalBars(props: ComponentProps<Charts['HorizontalBars']>) {
  return (
    <Suspense fallback={placeholder(Math.max(120, props.rows.length * 34 + 40))}>
      <LazyBars {...props} />
    </Suspense>
  );
}

export function ShareChart(props: ComponentProps<Charts['ShareChart']>) {
  return (
    <Suspense fallback={placeholder(240)}>
      <LazyShare {...props} />
    </Suspense>
  );
}
