import { SHOP_BANNER_INTERVAL_MS } from '@fengshui/shared/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CoinEmblem } from '../../../components/CoinEmblem.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// docs/catalogue.md#shop-home: three slides, arrows, dots, 15-second auto-advance.
const SLIDES = [
  {
    title: 'Feng Shui Essentials',
    text: 'Bracelets, amulets and home pieces chosen to invite harmony and prosperity.',
    cta: 'Shop essentials',
    to: '/shop',
    tone: 'from-brand-700 via-brand-600 to-brand-500',
  },
  {
    title: 'Zodiac Collection',
    text: 'Find the charms and colours that favour your animal sign this year.',
    cta: 'Read your prosper guide',
    to: '/prosper-guide',
    tone: 'from-ink via-stone-800 to-brand-800',
  },
  {
    title: 'Special Offers',
    text: 'Flash deals for a limited time only, while stocks last.',
    cta: 'See flash deals',
    to: '/shop?category=flash-deals',
    tone: 'from-gold-700 via-gold-600 to-gold-500',
  },
] as const;

export function ShopBanner() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The arrows and dots move the slides through the page's code: until it runs, they wait, disabled.
  const hydrated = useHydrated();
  const go = useCallback(
    (step: number) => setIndex((current) => (current + step + SLIDES.length) % SLIDES.length),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (arrow, dot or timer) restarts the 15 s wait
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => go(1), SHOP_BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, go]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Shop highlights"
      className="relative overflow-hidden rounded-2xl shadow-md"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex transition-transform duration-700 ease-out"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {SLIDES.map((slide, slideIndex) => (
          <section
            key={slide.title}
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${SLIDES.length}: ${slide.title}`}
            aria-hidden={slideIndex !== index}
            className={`relative flex min-h-48 w-full shrink-0 items-center bg-gradient-to-br px-6 pt-8 pb-16 sm:min-h-64 sm:px-16 sm:py-8 ${slide.tone}`}
          >
            <div className="relative z-10 max-w-md text-white">
              <h2 className="font-display text-3xl font-bold sm:text-5xl">{slide.title}</h2>
              <p className="mt-2 text-sm text-white/85 sm:text-base">{slide.text}</p>
              <Link
                to={slide.to}
                tabIndex={slideIndex === index ? 0 : -1}
                className="mt-5 inline-block rounded-full bg-gold-400 px-5 py-2 text-sm font-semibold text-ink shadow hover:bg-gold-300"
              >
                {slide.cta}
              </Link>
            </div>
            <CoinEmblem className="pointer-events-none absolute -right-10 top-1/2 h-56 w-56 -translate-y-1/2 text-white/10 sm:right-10 sm:h-72 sm:w-72" />
          </section>
        ))}
      </div>
      <button
        type="button"
        onClick={() => go(-1)}
        disabled={!hydrated}
        aria-label="Previous slide"
        className="absolute left-2 bottom-1 flex h-11 w-11 items-center justify-center rounded-full bg-white/20 text-white backdrop-blur hover:bg-white/35 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
      >
        <ChevronLeft size={22} />
      </button>
      <button
        type="button"
        onClick={() => go(1)}
        disabled={!hydrated}
        aria-label="Next slide"
        className="absolute right-2 bottom-1 flex h-11 w-11 items-center justify-center rounded-full bg-white/20 text-white backdrop-blur hover:bg-white/35 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
      >
        <ChevronRight size={22} />
      </button>
      {/* On a phone the arrows sit beside the dots, below the slide's text, never on it. */}
      <div className="absolute inset-x-14 bottom-1 flex justify-center">
        {SLIDES.map((slide, dotIndex) => (
          // A 44 px target around the small dot: the least a thumb can hit.
          <button
            key={slide.title}
            type="button"
            aria-label={`Go to slide ${dotIndex + 1}`}
            aria-current={dotIndex === index}
            onClick={() => setIndex(dotIndex)}
            disabled={!hydrated}
            className="flex h-11 min-w-11 items-center justify-center"
          >
            <span
              className={`h-2.5 rounded-full transition-all ${dotIndex === index ? 'w-6 bg-gold-400' : 'w-2.5 bg-white/60'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
