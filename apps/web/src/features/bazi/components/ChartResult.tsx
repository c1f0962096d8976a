import { type BaziChart, ELEMENT_NAMES, elementLabel } from '@fengshui/shared/bazi';
import { Info } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatBirth, STRENGTH_LABELS } from '../logic/chart-display.ts';
import { ElementBalance } from './ElementBalance.tsx';
import { ELEMENT_STYLES } from './element-styles.ts';
import { PillarsTable } from './PillarsTable.tsx';

const card = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const cardTitle = 'font-display text-2xl font-bold text-brand-700';

/** The computed chart: pillars, day master, zodiac animal, element balance and the reading. */
export function ChartResult({
  chart,
  headingRef,
}: {
  chart: BaziChart;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { dayMaster, zodiac } = chart;
  const dayStyle = ELEMENT_STYLES[dayMaster.stem.element];
  return (
    <div className="space-y-5">
      <section className={card} aria-labelledby="bazi-chart-title">
        <h2 id="bazi-chart-title" ref={headingRef} tabIndex={-1} className={`${cardTitle} outline-none`}>
          Your four pillars
        </h2>
        <p className="mt-1 text-sm text-stone-600">{formatBirth(chart.birth)}</p>
        {chart.notes.map((note) => (
          <p
            key={note}
            className="mt-3 flex gap-2 rounded-lg border border-gold-300 bg-gold-100/60 p-3 text-sm text-stone-700"
          >
            <Info size={17} className="mt-0.5 shrink-0 text-gold-700" aria-hidden />
            <span>{note}</span>
          </p>
        ))}
        <div className="mt-4">
          <PillarsTable chart={chart} />
        </div>
        <p className="mt-3 text-xs text-stone-500">
          Read from right to left, the pillars run from your year of birth to your hour. The BaZi year begins
          at Li Chun (the Start of Spring, around February 4), and each month begins at a solar term.
        </p>
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <section className={card} aria-labelledby="bazi-day-master-title">
          <h2 id="bazi-day-master-title" className={cardTitle}>
            Your day master
          </h2>
          <div className="mt-3 flex items-start gap-4">
            <span
              lang="zh"
              className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-xl border-2 text-4xl font-semibold ${dayStyle.tile} ${dayStyle.text}`}
              aria-hidden
            >
              {dayMaster.stem.character}
            </span>
            <div>
              <p className="font-semibold text-stone-900">{dayMaster.title}</p>
              <p className="mt-0.5 text-sm text-stone-600">
                Strength in this chart:{' '}
                <strong className="text-stone-800">{STRENGTH_LABELS[chart.strength]}</strong>
              </p>
            </div>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-stone-700">{dayMaster.description}</p>
        </section>

        <section className={card} aria-labelledby="bazi-zodiac-title">
          <h2 id="bazi-zodiac-title" className={cardTitle}>
            Zodiac animal
          </h2>
          <p className="mt-3 text-lg font-semibold text-stone-900">
            {zodiac.animal}{' '}
            <span lang="zh" className="text-stone-600">
              ({zodiac.branch})
            </span>
          </p>
          <p className="mt-2 text-sm leading-relaxed text-stone-700">
            The animal of your year pillar. Because the BaZi year turns at Li Chun rather than at the lunar
            new year, a birth in January or early February can belong to the previous year's animal.
          </p>
        </section>
      </div>

      <section className={card} aria-labelledby="bazi-balance-title">
        <h2 id="bazi-balance-title" className={cardTitle}>
          Five-element balance
        </h2>
        <div className="mt-3">
          <ElementBalance balance={chart.balance} />
        </div>
      </section>

      <section className={card} aria-labelledby="bazi-reading-title">
        <h2 id="bazi-reading-title" className={cardTitle}>
          Your reading
        </h2>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>Elements that may support balance:</span>
          {chart.supportiveElements.map((element) => (
            <span
              key={element}
              className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${ELEMENT_STYLES[element].tile} ${ELEMENT_STYLES[element].text}`}
            >
              {ELEMENT_NAMES[element]}
            </span>
          ))}
        </p>
        <div className="mt-3 space-y-3 text-[15px] leading-relaxed text-stone-700">
          {chart.reading.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-5 border-t border-stone-100 pt-4 text-sm text-stone-600">
          Curious about what your {elementLabel(dayMaster.stem)} chart means for the years ahead?{' '}
          <Link
            to="/consultation"
            className="font-semibold text-brand-600 underline-offset-2 hover:underline"
          >
            Book a BaZi Reading Consultation
          </Link>
        </p>
      </section>
    </div>
  );
}
