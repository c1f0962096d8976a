import { ArrowRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { useBestSellers, useNewArrivals } from '../../catalog/public.ts';
import { useLatestBlogs } from '../api/get-latest-blogs.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { shopSlideProducts } from '../logic/home-lists.ts';
import { HIGHLIGHTS_INTERVAL_MS, HIGHLIGHTS_SLIDE_MS } from '../logic/home-timings.ts';
import { BlogCards, ProductCards, SignCards } from './HighlightCards.tsx';
import { PauseToggle, SliderDots } from './SliderControls.tsx';

interface Slide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  cards: ReactNode;
}

/**
 * docs/content.md#home-page and #limits: the carousel of three slides (horoscope, blog, shop), each with its
 * group of cards, three dots, a new slide every 5 seconds and an 800 ms slide animation.
 */
export function HighlightsCarousel() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const loading = near ? 'eager' : 'lazy';
  const blogs = useLatestBlogs();
  const bestSellers = useBestSellers();
  const newArrivals = useNewArrivals();
  const productsPending = bestSellers.isPending || newArrivals.isPending;

  const slides: Slide[] = [
    {
      id: 'horoscope',
      eyebrow: 'Chinese zodiac',
      title: 'What does today hold for your sign?',
      text: 'Daily, weekly and monthly readings for all twelve animals, with your lucky colours and numbers.',
      cta: 'Read your horoscope',
      to: '/horoscope',
      cards: <SignCards />,
    },
    {
      id: 'blog',
      eyebrow: 'From the blog',
      title: 'Feng shui wisdom for everyday life',
      text: 'Placement tips, dream meanings, face reading and palmistry from our consultants.',
      cta: 'Read the blog',
      to: '/blog',
      cards: blogs.isPending ? <CardsSkeleton /> : <BlogCards posts={blogs.posts} loading={loading} />,
    },
    {
      id: 'shop',
      eyebrow: 'The shop',
      title: 'Fresh luck for your home',
      text: 'Bracelets, amulets and décor chosen to support harmony, health and prosperity.',
      cta: 'Shop all products',
      to: '/shop',
      cards: productsPending ? (
        <CardsSkeleton />
      ) : (
        <ProductCards products={shopSlideProducts(bestSellers.data, newArrivals.data)} loading={loading} />
      ),
    },
  ];
  const slider = useAutoAdvance(slides.length, HIGHLIGHTS_INTERVAL_MS);

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-labelledby="highlights-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-14 text-white sm:py-20"
      {...slider.regionHandlers}
    >
      <h2 id="highlights-title" className="sr-only">
        Horoscopes, articles and products
      </h2>
      <div className="mx-auto max-w-7xl px-4">
        {/* Clips at the content edge: on the padded box the neighbouring slides would peek in. */}
        <div className="overflow-hidden">
          <div
            className="flex transition-transform ease-in-out"
            style={{
              transform: `translateX(-${slider.index * 100}%)`,
              transitionDuration: `${HIGHLIGHTS_SLIDE_MS}ms`,
            }}
            data-testid="highlights-track"
          >
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group; fieldset is for forms
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
                inert={index !== slider.index}
                className="grid w-full shrink-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-12"
              >
                <div>
                  <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
                    {slide.eyebrow}
                  </p>
                  <h3 className="mt-2 font-display text-3xl leading-tight font-bold sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h3>
                  <p className="mt-3 text-sm text-white/85 sm:text-base">{slide.text}</p>
                  <Link
                    to={slide.to}
                    className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-gold-300 px-6 text-sm font-semibold text-gold-300 transition hover:bg-gold-300 hover:text-ink"
                  >
                    {slide.cta}
                    <ArrowRight size={16} aria-hidden />
                  </Link>
                </div>
                <div>{slide.cards}</div>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-8 flex items-center justify-center gap-2 lg:justify-start">
          <SliderDots count={slides.length} current={slider.index} onSelect={slider.goTo} />
          <PauseToggle stopped={slider.stopped} onToggle={slider.toggleStopped} label="highlights" />
        </div>
      </div>
    </section>
  );
}

function CardsSkeleton() {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4" aria-hidden>
      {[0, 1, 2].map((index) => (
        <div key={index} className="animate-pulse overflow-hidden rounded-2xl bg-white/10">
          <div className="aspect-square bg-white/10" />
          <div className="space-y-2 p-3">
            <div className="h-3 rounded bg-white/15" />
            <div className="h-3 w-1/2 rounded bg-white/15" />
          </div>
        </div>
      ))}
    </div>
  );
}
