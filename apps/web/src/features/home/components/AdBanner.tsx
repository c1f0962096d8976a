import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { AD_BANNER_INTERVAL_MS } from '../logic/home-timings.ts';
import { AD_SLIDES } from '../static-data/ad-slides.ts';
import { PauseToggle, SliderDots } from './SliderControls.tsx';

/** docs/content.md#home-page and #limits: the ad banner, four pictures, a new one every 5 seconds, with dots. */
export function AdBanner() {
  const slider = useAutoAdvance(AD_SLIDES.length, AD_BANNER_INTERVAL_MS);
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-labelledby="ad-banner-title"
      className="mx-auto max-w-7xl px-4 pt-10 sm:pt-14"
      {...slider.regionHandlers}
    >
      <h2 id="ad-banner-title" className="sr-only">
        Featured collections
      </h2>
      <div className="relative h-[340px] overflow-hidden rounded-3xl bg-brand-900 shadow-lg lg:h-[380px]">
        <div
          className="flex h-full transition-transform duration-700 ease-out"
          style={{ transform: `translateX(-${slider.index * 100}%)` }}
          data-testid="ad-banner-track"
        >
          {AD_SLIDES.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group; fieldset is for forms
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${AD_SLIDES.length}: ${slide.title}`}
              inert={index !== slider.index}
              className={`relative h-full w-full shrink-0 ${slide.base}`}
            >
              {/* On a phone the picture fills the top and the words sit below it on the slide's own colour. */}
              <img
                src={slide.image}
                alt=""
                loading={near ? 'eager' : 'lazy'}
                decoding="async"
                width={1200}
                height={500}
                className="absolute inset-x-0 top-0 h-[58%] w-full object-cover object-[75%_50%] sm:h-full sm:object-right"
              />
              <div
                aria-hidden
                className={`absolute inset-0 bg-gradient-to-t from-45% to-transparent to-65% sm:bg-gradient-to-r sm:from-25% sm:to-60% ${slide.fade}`}
              />
              <div className="relative flex h-full max-w-lg flex-col justify-end px-6 pt-6 pb-14 text-white sm:justify-center sm:p-12">
                <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
                  {slide.eyebrow}
                </p>
                <h3 className="mt-1 font-display text-3xl leading-tight font-bold sm:mt-2 sm:text-5xl">
                  {slide.title}
                </h3>
                <p className="mt-2 hidden text-white/90 sm:block">{slide.text}</p>
                <Link
                  to={slide.to}
                  className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-gold-400 px-6 text-sm font-semibold text-ink shadow transition hover:bg-gold-300"
                >
                  {slide.cta}
                  <ArrowRight size={16} aria-hidden />
                </Link>
              </div>
            </div>
          ))}
        </div>
        <div className="absolute right-4 bottom-3 flex items-center gap-1 rounded-full bg-black/40 py-1 pr-1 pl-2 backdrop-blur-sm sm:right-6 sm:bottom-5">
          <SliderDots count={AD_SLIDES.length} current={slider.index} onSelect={slider.goTo} label="banner" />
          <PauseToggle stopped={slider.stopped} onToggle={slider.toggleStopped} label="banners" />
        </div>
      </div>
    </section>
  );
}
