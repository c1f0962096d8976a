import { Link } from 'react-router';
import { ASPIRATIONS } from '../static-data/aspirations.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** docs/content.md#home-page: Shop by Aspiration, eight cards, all leading to /shop. */
export function ShopByAspiration() {
  return (
    <section aria-labelledby="aspiration-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="aspiration-title"
          eyebrow="Shop by aspiration"
          title="What would you like to invite in?"
        >
          Every piece in the shop supports one of the eight life aspirations of the bagua.
        </SectionHeading>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
          {ASPIRATIONS.map((aspiration) => (
            <li key={aspiration.title}>
              <Link
                to="/shop"
                className="group block overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className="block aspect-[4/3] overflow-hidden sm:aspect-square">
                  <img
                    src={aspiration.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={200}
                    height={200}
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                  />
                </span>
                <span className="block p-3 sm:p-4">
                  <span className="block font-display text-xl leading-tight font-bold text-ink sm:text-2xl">
                    {aspiration.title}
                  </span>
                  <span className="block text-xs text-stone-600 sm:text-sm">{aspiration.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
