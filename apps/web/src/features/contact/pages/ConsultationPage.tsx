import { ArrowRight, Clock, Coins, Compass, Scale, Sparkles, Wind } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { CONSULTATION_SERVICES, formatDuration } from '../../../lib/consultation-services.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

// docs/content.md#consultation: four benefits and a four-step process.
const BENEFITS = [
  {
    icon: <Wind size={24} />,
    title: 'Improve Energy Flow',
    text: 'Clear the blockages that keep chi from moving through your rooms, so your space feels lighter.',
  },
  {
    icon: <Sparkles size={24} />,
    title: 'Build harmony',
    text: 'Arrange the places where you rest and gather so that the people in them get along better.',
  },
  {
    icon: <Coins size={24} />,
    title: 'Boost Prosperity',
    text: 'Activate the wealth sectors of the year and support the work and business you put your effort into.',
  },
  {
    icon: <Scale size={24} />,
    title: 'Achieve Balance',
    text: 'Bring the five elements of your home and your birth chart into a steadier, healthier balance.',
  },
] as const;

const STEPS = [
  {
    title: 'Initial Assessment',
    text: 'We talk through your goals and collect your birth details, floor plan and photos.',
  },
  {
    title: 'Detailed Analysis',
    text: 'We read your BaZi chart, the flying stars of the year and the compass directions of your space.',
  },
  {
    title: 'Recommendations',
    text: 'You get clear, practical advice: placements, colours, cures and the timing that favours you.',
  },
  {
    title: 'Implementation',
    text: 'We help you put the changes in place and answer your follow-up questions for two weeks.',
  },
] as const;

/** /consultation (docs/content.md#consultation): the three services and how a consultation goes. */
export function ConsultationPage() {
  useDocumentTitle('Feng Shui Consultation');
  return (
    <div>
      <header className="bg-gradient-to-br from-ink via-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">Consultations</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold sm:text-5xl">
            Personal feng shui guidance for your home, your dates and your destiny
          </h1>
          <p className="mt-4 max-w-2xl text-white/85">
            Work one to one with our consultants, by video call or in person in Metro Manila, and leave with
            advice you can act on the same day.
          </p>
          <Link
            to="/shop"
            className="mt-8 inline-flex min-h-11 items-center rounded-full bg-gold-400 px-7 py-3 text-sm font-semibold text-ink shadow-lg hover:bg-gold-300"
          >
            SHOP NOW
          </Link>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:py-14">
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="mb-6 font-display text-3xl font-bold text-brand-700">
            What a consultation brings
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden
                  className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600"
                >
                  {benefit.icon}
                </span>
                <h3 className="mt-3 font-display text-xl font-bold text-ink">{benefit.title}</h3>
                <p className="mt-1 text-sm text-stone-600">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="services-title">
          <h2 id="services-title" className="mb-6 font-display text-3xl font-bold text-brand-700">
            Our services
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {CONSULTATION_SERVICES.map((service) => (
              <li key={service.id}>
                <article
                  aria-labelledby={`service-${service.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
                >
                  <ImageWithFallback
                    src={service.image}
                    alt=""
                    loading="lazy"
                    className="aspect-[8/5] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 id={`service-${service.id}`} className="font-display text-2xl font-bold text-ink">
                      {service.title}
                    </h3>
                    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <span className="text-lg font-semibold text-brand-600">₱{service.price}</span>
                      <span className="inline-flex items-center gap-1 text-stone-600">
                        <Clock aria-hidden size={16} /> {formatDuration(service.durationMinutes)}
                      </span>
                    </p>
                    <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-700">
                      {service.description}
                    </p>
                    <Link
                      to={`/appointment?service=${service.id}`}
                      aria-label={`Book Consultation: ${service.title}`}
                      className="mt-5 inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      Book Consultation <ArrowRight aria-hidden size={16} />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="process-title">
          <h2 id="process-title" className="mb-6 font-display text-3xl font-bold text-brand-700">
            How it works
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-gold-300 bg-gold-100/50 p-5">
                <span
                  aria-hidden
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-display text-xl font-bold text-gold-300"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-display text-xl font-bold text-ink">{step.title}</h3>
                <p className="mt-1 text-sm text-stone-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="consultation-cta-title"
          className="flex flex-col items-start gap-4 rounded-2xl bg-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex gap-4">
            <Compass aria-hidden size={40} className="hidden shrink-0 text-gold-300 sm:block" />
            <div>
              <h2 id="consultation-cta-title" className="font-display text-2xl font-bold sm:text-3xl">
                Not sure where to start?
              </h2>
              <p className="mt-1 text-white/85">
                Tell us about your space or your plans and we will suggest the right service.
              </p>
            </div>
          </div>
          <Link
            to="/contact"
            className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-gold-400 px-6 py-2 text-sm font-semibold text-ink hover:bg-gold-300"
          >
            Contact Us
          </Link>
        </section>
      </div>
    </div>
  );
}
