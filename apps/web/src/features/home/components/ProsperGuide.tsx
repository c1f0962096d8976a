import {
  SIGN_CHARACTERS,
  ZODIAC_SIGNS,
  zodiacBirthYears,
  zodiacDisplayName,
} from '@fengshui/shared/cms-constants';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { manilaYear } from '../../../lib/format-date.ts';
import { useZodiacList } from '../api/get-zodiac-list.ts';
import { overviewCardText } from '../logic/card-text.ts';
import { SectionHeading } from './SectionHeading.tsx';

/**
 * docs/content.md#home-page and #messages: the Prosper Guide of the twelve signs, each leading to its guide. The
 * cards are drawn at once; overviews fill in when they arrive, and a sign without one (unpublished, or
 * the call failed) says 'Overview not available.'.
 */
export function ProsperGuide() {
  const zodiacs = useZodiacList();
  const overviews = new Map((zodiacs.data ?? []).map((zodiac) => [zodiac.sign, zodiac.overview]));
  const thisYear = manilaYear();
  return (
    <section aria-labelledby="prosper-guide-title" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="prosper-guide-title"
          eyebrow="Prosper Guide"
          title="Your sign's guide to the year"
          action={
            <Link
              to="/horoscope"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-800"
            >
              Today's horoscopes <ArrowRight size={16} aria-hidden />
            </Link>
          }
        >
          Career, health and love for each of the twelve animals, with the colours and numbers that favour
          you.
        </SectionHeading>
        {/* On a phone two rows scroll sideways, so the twelve signs do not make the page twice as long.
            Relative: it must contain the cards' screen-reader-only text, or a phone's page grows wide. */}
        <ul className="no-scrollbar relative -mx-4 grid snap-x snap-mandatory auto-cols-[68%] grid-flow-col grid-rows-2 gap-3 overflow-x-auto scroll-px-4 px-4 pb-1 sm:mx-0 sm:grid-flow-row sm:grid-cols-3 sm:grid-rows-none sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {ZODIAC_SIGNS.map((sign) => (
            <li key={sign} className="snap-start">
              <Link
                to={`/prosper-guide/${sign}`}
                className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-cream p-4 transition hover:-translate-y-0.5 hover:border-gold-400 hover:bg-white hover:shadow-md sm:p-5"
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display text-2xl font-bold text-gold-300 transition group-hover:bg-brand-700 sm:h-12 sm:w-12"
                  >
                    {SIGN_CHARACTERS[sign]}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-display text-xl leading-tight font-bold text-ink">
                      {zodiacDisplayName(sign)}
                    </span>
                    <span className="block text-xs text-stone-600">
                      <span className="sr-only">Born in </span>
                      {zodiacBirthYears(sign, thisYear).slice(-2).join(', ')}
                    </span>
                  </span>
                </span>
                <span className="mt-3 text-sm leading-snug text-stone-600">
                  {zodiacs.isPending ? (
                    <span aria-hidden className="block h-14 animate-pulse rounded bg-stone-200/70" />
                  ) : (
                    overviewCardText(overviews.get(sign))
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
