import {
  SIGN_CHARACTERS,
  type ZodiacSign,
  zodiacBirthYears,
  zodiacDisplayName,
} from '@fengshui/shared/cms-constants';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { manilaYear } from '../../../lib/format-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHoroscope } from '../api/get-zodiac.ts';
import { HoroscopeDetail } from '../components/HoroscopeDetail.tsx';
import { SignGrid } from '../components/SignGrid.tsx';
import { TreasureChest } from '../components/TreasureChest.tsx';
import { ZodiacError } from '../components/ZodiacError.tsx';
import { useChestReveal } from '../hooks/use-chest-reveal.ts';
import { CHEST_ANIMATION_MS, type HoroscopeTab, parseSign, parseTab } from '../logic/zodiac-display.ts';

const horoscopeHref = (sign: ZodiacSign | null, tab: HoroscopeTab) =>
  sign ? `/horoscope?sign=${sign}&tab=${tab}` : tab === 'daily' ? '/horoscope' : `/horoscope?tab=${tab}`;

/** /horoscope?sign=&tab= (docs/content.md#horoscope). */
export function HoroscopePage() {
  const [search, setSearch] = useSearchParams();
  const signParam = search.get('sign');
  const sign = parseSign(signParam);
  const tab = parseTab(search.get('tab'));
  useDocumentTitle(sign ? `${zodiacDisplayName(sign)} Horoscope` : 'Chinese Zodiac Horoscope');

  return (
    <div>
      <header className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className={`mx-auto max-w-5xl px-4 sm:py-14 ${sign ? 'py-6' : 'py-10'}`}>
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">Feng Shui Daily</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Chinese Zodiac Horoscope</h1>
          <p className={`mt-3 max-w-2xl text-white/85 ${sign ? 'hidden sm:block' : ''}`}>
            Find your animal by your birth year and read what today, this week and this month hold for you,
            with the colours and numbers that bring your sign luck.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        {sign ? (
          <SignHoroscope
            sign={sign}
            tab={tab}
            onTabChange={(next) =>
              setSearch({ sign, tab: next }, { replace: true, preventScrollReset: true })
            }
          />
        ) : (
          <section aria-labelledby="choose-sign-title">
            {signParam !== null && signParam !== '' && (
              <div className="mb-6">
                <ZodiacError error={null} />
              </div>
            )}
            <h2 id="choose-sign-title" className="mb-4 font-display text-2xl font-bold text-ink sm:text-3xl">
              Choose your sign
            </h2>
            <SignGrid linkTo={(next) => horoscopeHref(next, tab)} />
          </section>
        )}
      </div>
    </div>
  );
}

function SignHoroscope({
  sign,
  tab,
  onTabChange,
}: {
  sign: ZodiacSign;
  tab: HoroscopeTab;
  onTabChange: (tab: HoroscopeTab) => void;
}) {
  const horoscope = useHoroscope(sign);
  const chest = useChestReveal(horoscope.data, horoscope.viewerId);
  const name = horoscope.data?.name ?? zodiacDisplayName(sign);
  const years = zodiacBirthYears(sign, manilaYear());

  return (
    <div className="space-y-8">
      <section
        aria-label={`Year of the ${name}`}
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-6"
      >
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <span
            aria-hidden
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display text-3xl font-bold text-gold-300 sm:h-20 sm:w-20 sm:text-5xl"
          >
            {SIGN_CHARACTERS[sign]}
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Year of the</p>
            <h2 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">{name}</h2>
            <p className="mt-1 text-sm text-stone-600">Born in {years.slice(-8).join(', ')}</p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-col">
          <Link
            to={horoscopeHref(null, tab)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-600 px-3 py-2 text-center text-sm font-semibold text-brand-600 hover:bg-brand-50 sm:px-4"
          >
            <ArrowLeft aria-hidden size={16} className="shrink-0" /> Choose Different Sign
          </Link>
          <Link
            to={`/prosper-guide/${sign}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700 sm:px-4"
          >
            <BookOpen aria-hidden size={16} className="shrink-0" /> {name} Prosper Guide
          </Link>
        </div>
      </section>

      {horoscope.data ? (
        chest.playing ? (
          <TreasureChest signName={name} durationMs={CHEST_ANIMATION_MS} onDone={chest.reveal} />
        ) : (
          <HoroscopeDetail key={sign} zodiac={horoscope.data} tab={tab} onTabChange={onTabChange} />
        )
      ) : horoscope.isError ? (
        <ZodiacError error={horoscope.error} onRetry={() => horoscope.refetch()} />
      ) : (
        <Spinner label="Loading horoscope…" />
      )}
    </div>
  );
}
