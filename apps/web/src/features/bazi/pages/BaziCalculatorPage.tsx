import type { BaziRequest } from '@fengshui/shared/bazi';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBaziChart } from '../api/get-bazi-chart.ts';
import { BaziForm } from '../components/BaziForm.tsx';
import { ChartResult } from '../components/ChartResult.tsx';
import { formValuesFor, readBaziSearch, toBaziSearch } from '../logic/bazi-form.ts';

/** /bazi-calculator (docs/content.md#bazi-calculator): a four-pillars chart computed from the lunar calendar. */
export function BaziCalculatorPage() {
  useDocumentTitle('BaZi Calculator');
  const [search, setSearch] = useSearchParams();
  const request = useMemo(() => readBaziSearch(search), [search]);
  const chart = useBaziChart(request);

  // After a submit, move focus to the chart's heading: screen readers announce it, phones scroll to it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusWhenReady = useRef(false);
  useEffect(() => {
    if (chart.data && focusWhenReady.current) {
      focusWhenReady.current = false;
      headingRef.current?.focus();
    }
  }, [chart.data]);

  const calculate = (next: BaziRequest) => {
    focusWhenReady.current = true;
    if (next.date === request?.date && (next.time ?? null) === request?.time) headingRef.current?.focus();
    setSearch(toBaziSearch(next));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
          Four Pillars of Destiny
        </p>
        <h1 className="mt-1 font-display text-4xl font-bold text-brand-700 sm:text-5xl">BaZi Calculator</h1>
        <p className="mt-3 text-stone-700">
          Your birth moment written as eight characters: a heavenly stem and an earthly branch for the year,
          month, day and hour you were born. Enter your birth details to see your pillars, your day master and
          the balance of the five elements in your chart.
        </p>
      </header>

      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,340px)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="bazi-form-title"
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="bazi-form-title" className="mb-4 font-display text-2xl font-bold text-brand-700">
            Your birth details
          </h2>
          {/* Keyed by the address, so the back button brings the form back in step with the chart. */}
          <BaziForm
            key={search.toString()}
            defaultValues={formValuesFor(request)}
            pending={chart.isFetching}
            onSubmit={calculate}
          />
        </section>

        <div>
          {request === null ? (
            <AboutBazi />
          ) : chart.data ? (
            <ChartResult chart={chart.data} headingRef={headingRef} />
          ) : chart.isError ? (
            <p
              role="alert"
              className="flex gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800"
            >
              <AlertTriangle size={18} className="mt-0.5 shrink-0" aria-hidden />
              {errorMessage(chart.error)}
            </p>
          ) : (
            <Spinner label="Calculating your chart…" />
          )}
        </div>
      </div>
    </div>
  );
}

function AboutBazi() {
  const points = [
    ['The four pillars', 'Year, month, day and hour each pair a heavenly stem with an earthly branch.'],
    [
      'Your day master',
      'The stem of your day pillar stands for you; the other characters describe your world.',
    ],
    [
      'The five elements',
      'Wood, Fire, Earth, Metal and Water: how often each appears suggests where the chart is full or thin.',
    ],
  ] as const;
  return (
    <section
      aria-labelledby="bazi-about-title"
      className="rounded-2xl border border-dashed border-gold-400 bg-white/70 p-5 sm:p-8"
    >
      <h2 id="bazi-about-title" className="font-display text-2xl font-bold text-brand-700">
        How the calculator works
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {points.map(([term, description]) => (
          <div key={term}>
            <dt className="font-semibold text-stone-900">{term}</dt>
            <dd className="mt-1 text-sm text-stone-600">{description}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-sm text-stone-600">
        Times are read as Philippine time. The chart follows the solar calendar used in BaZi: the year begins
        at Li Chun, around February 4, and each month at one of the twelve solar terms.
      </p>
    </section>
  );
}
