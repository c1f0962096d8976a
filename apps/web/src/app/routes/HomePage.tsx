import { BUSINESS } from '@fengshui/shared/constants';
import { MESSAGES } from '@fengshui/shared/messages';
import { Link } from 'react-router';
import { CoinEmblem } from '../../components/CoinEmblem.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import { useNewArrivals } from '../../features/catalog/api/get-home-lists.ts';
import { ProductSection } from '../../features/catalog/components/ProductSection.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// The home page's full content (videos, sliders, zodiac guides, reviews) comes with the content site.
export function HomePage() {
  useDocumentTitle('Feng Shui Shop Philippines');
  const newArrivals = useNewArrivals();
  const categories = useCategories();
  const topLevel = (categories.data ?? []).filter((category) => category.parent_id === null);
  return (
    <>
      <section className="relative flex min-h-[78vh] items-center overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 pt-16">
        <CoinEmblem className="pointer-events-none absolute -right-24 -bottom-16 h-[28rem] w-[28rem] text-white/5" />
        <div className="relative mx-auto w-full max-w-7xl px-4 py-16 text-white">
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-gold-300">{BUSINESS.name}</p>
          <h1 className="mt-4 max-w-2xl font-display text-5xl font-bold leading-tight sm:text-6xl">
            Invite harmony, health and prosperity home
          </h1>
          <p className="mt-4 max-w-xl text-white/85">
            Authentic feng shui bracelets, amulets and décor, with guidance from our consultants. Delivered
            anywhere in the Philippines.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/shop"
              className="rounded-full bg-gold-400 px-7 py-3 text-sm font-semibold text-ink shadow-lg hover:bg-gold-300"
            >
              Shop now
            </Link>
            <Link
              to="/contact"
              className="rounded-full border border-white/70 px-7 py-3 text-sm font-semibold text-white hover:bg-white/10"
            >
              Contact us
            </Link>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="mb-4 font-display text-3xl font-bold text-brand-700">
            Shop by category
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {topLevel.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/category/${category.slug}`}
                  className="flex flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white p-3 text-center text-sm font-medium shadow-sm hover:border-gold-400"
                >
                  <ImageWithFallback
                    src={category.category_image}
                    alt=""
                    className="h-20 w-20 rounded-full object-cover"
                    loading="lazy"
                  />
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <ProductSection
          id="new-arrivals"
          title="New Arrivals"
          products={newArrivals.data}
          isLoading={newArrivals.isPending}
          isError={newArrivals.isError}
          emptyText={MESSAGES.noNewArrivals}
          action={
            <Link to="/shop" className="text-sm font-semibold text-brand-600 hover:underline">
              View all
            </Link>
          }
        />
      </div>
    </>
  );
}
