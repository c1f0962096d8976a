import { FEATURED_IN, type FeaturedOutlet } from '../static-data/featured-in.ts';

const WORDMARK: Record<FeaturedOutlet['style'], string> = {
  serif: 'font-display text-2xl font-bold',
  'serif-italic': 'font-display text-2xl font-semibold italic',
  'sans-bold': 'text-lg font-extrabold tracking-tight',
  'sans-wide': 'text-sm font-semibold tracking-[0.3em]',
  mono: 'font-mono text-base font-medium lowercase tracking-wide',
};

/** docs/content.md#home-page: the featured-in strip, as type-only wordmarks (no third-party logo files). */
export function FeaturedIn() {
  return (
    <section aria-labelledby="featured-in-title" className="border-y border-stone-200 bg-white py-10">
      <div className="mx-auto max-w-7xl px-4">
        <h2
          id="featured-in-title"
          className="text-center text-xs font-semibold tracking-[0.25em] text-stone-600 uppercase"
        >
          As featured in
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-5 sm:gap-x-14">
          {FEATURED_IN.map((outlet) => (
            <li key={outlet.name} className={`whitespace-nowrap text-stone-600 ${WORDMARK[outlet.style]}`}>
              {outlet.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
