import { ArrowRight, ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { formatDuration } from '../../../lib/consultation-services.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { SERVICES_INTERVAL_MS } from '../logic/home-timings.ts';
import { offsetFromCurrent } from '../logic/slides.ts';
import { HOME_SERVICES, type HomeService } from '../static-data/services.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { PauseToggle, SliderDots } from './SliderControls.tsx';

const arrowClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm transition hover:border-brand-600 hover:text-brand-700';

/**
 * docs/content.md#home-page and #limits: the three consultations, the current one in the centre, a new one every
 * 5 seconds, with previous/next buttons; the centre card leads to /consultation.
 */
export function ServicesSlider() {
  // The arrows wait, disabled, until the slider's code runs (SliderControls.tsx says why).
  const hydrated = useHydrated();
  const count = HOME_SERVICES.length;
  const slider = useAutoAdvance(count, SERVICES_INTERVAL_MS);
  // The card that wraps from one side to the other jumps instead of sweeping behind the centre card.
  const [shown, setShown] = useState({ index: slider.index, previous: slider.index });
  if (shown.index !== slider.index) setShown({ index: slider.index, previous: shown.index });

  return (
    <section
      aria-labelledby="services-title"
      aria-roledescription="carousel"
      className="bg-white py-14 sm:py-20"
      {...slider.regionHandlers}
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="services-title"
          eyebrow="Consultations"
          title="Guidance for your home and your year"
        >
          Work one to one with our consultants, by video call or in person in Metro Manila.
        </SectionHeading>
        <div className="grid overflow-hidden py-2">
          {HOME_SERVICES.map((item, index) => {
            const offset = offsetFromCurrent(index, slider.index, count);
            const before = offsetFromCurrent(index, shown.previous, count);
            const jumps = Math.abs(offset - before) > 1;
            return (
              <ServiceCard
                key={item.title}
                item={item}
                offset={offset}
                jumps={jumps}
                onBringForward={() => slider.goTo(index)}
              />
            );
          })}
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            aria-label="Previous service"
            onClick={slider.previous}
            disabled={!hydrated}
            className={arrowClass}
          >
            <ChevronLeft size={20} aria-hidden />
          </button>
          <SliderDots
            count={count}
            current={slider.index}
            onSelect={slider.goTo}
            tone="dark"
            label="service"
          />
          <button
            type="button"
            aria-label="Next service"
            onClick={slider.next}
            disabled={!hydrated}
            className={arrowClass}
          >
            <ChevronRight size={20} aria-hidden />
          </button>
          <PauseToggle
            stopped={slider.stopped}
            onToggle={slider.toggleStopped}
            label="services"
            tone="dark"
          />
        </div>
      </div>
    </section>
  );
}

function ServiceCard({
  item,
  offset,
  jumps,
  onBringForward,
}: {
  item: HomeService;
  offset: number;
  jumps: boolean;
  onBringForward: () => void;
}) {
  const centre = offset === 0;
  const body = (
    <>
      <ImageWithFallback
        src={item.service.image}
        alt=""
        loading="lazy"
        width={480}
        height={300}
        className={`aspect-[8/5] w-full object-cover transition duration-700 ${centre ? '' : 'opacity-60 saturate-50'}`}
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="font-display text-2xl font-bold text-ink sm:text-3xl">{item.title}</h3>
        <p className="mt-2 text-sm text-stone-600">{item.text}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-lg font-semibold text-brand-600">₱{item.service.price}</span>
          <span className="inline-flex items-center gap-1 text-stone-600">
            <Clock aria-hidden size={16} /> {formatDuration(item.service.durationMinutes)}
          </span>
        </p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600">
          Learn more <ArrowRight size={16} aria-hidden />
        </span>
      </div>
    </>
  );
  const cardClass =
    'flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white text-left';
  return (
    <div
      className={`col-start-1 row-start-1 w-[78%] justify-self-center sm:w-[46%] lg:w-[36%] ${
        jumps ? '' : 'transition-transform duration-700 ease-out'
      } ${centre ? 'z-10' : 'z-0'}`}
      // Side cards are set back by size and a muted picture, not by fading their text (contrast).
      style={{ transform: `translateX(${offset * 100}%) scale(${centre ? 1 : 0.86})` }}
      data-testid="service-card"
      data-offset={offset}
    >
      {centre ? (
        <Link
          to="/consultation"
          className={`${cardClass} shadow-xl ring-1 ring-gold-400/60 transition-shadow hover:shadow-2xl`}
        >
          {body}
        </Link>
      ) : (
        // A mouse shortcut that brings a side card forward; keyboards use Previous/Next, so the copy
        // out of focus is hidden from assistive technology like any slide that is not current.
        <div aria-hidden onClick={onBringForward} className={`${cardClass} cursor-pointer shadow-md`}>
          {body}
        </div>
      )}
    </div>
  );
}
