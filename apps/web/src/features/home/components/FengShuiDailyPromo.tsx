import { ExternalLink, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config.ts';
import promoArt from '../assets/feng-shui-daily.svg?no-inline';

const buttonClass =
  'inline-flex min-h-12 items-center gap-2 rounded-full bg-gold-400 px-7 text-sm font-semibold text-ink shadow-lg transition hover:bg-gold-300';

/**
 * docs/content.md#home-page: the Feng Shui Daily video promo. With the owner's channel configured it is an
 * external watch link (new tab); without one it leads to the horoscope, where the daily readings are.
 */
export function FengShuiDailyPromo() {
  const watchUrl = useSiteConfig().data?.feng_shui_daily_url ?? null;
  return (
    <section aria-labelledby="feng-shui-daily-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="grid items-center overflow-hidden rounded-3xl bg-ink text-white shadow-xl md:grid-cols-2">
          <img
            src={promoArt}
            alt="A phone playing a Feng Shui Daily episode beside a red lantern"
            loading="lazy"
            decoding="async"
            width={640}
            height={480}
            className="aspect-[4/3] h-full w-full object-cover"
          />
          <div className="p-6 sm:p-10 lg:p-14">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
              <PlayCircle size={16} aria-hidden /> Video series
            </p>
            <h2 id="feng-shui-daily-title" className="mt-2 font-display text-4xl font-bold sm:text-5xl">
              Feng Shui Daily
            </h2>
            <p className="mt-3 text-white/85">
              A few minutes each morning with our consultants: the day's energy for every sign, a lucky colour
              to wear and one small change to make at home.
            </p>
            <div className="mt-6">
              {watchUrl ? (
                <a href={watchUrl} target="_blank" rel="noopener noreferrer" className={buttonClass}>
                  Watch Feng Shui Daily
                  <ExternalLink size={16} aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <Link to="/horoscope" className={buttonClass}>
                  Read today's horoscope
                </Link>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
