import type { ProductCard } from '@fengshui/shared/catalog';
import type { BlogSummary } from '@fengshui/shared/cms';
import { SIGN_CHARACTERS, ZODIAC_SIGNS, zodiacDisplayName } from '@fengshui/shared/cms-constants';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { Price } from '../../../components/Price.tsx';
import { HIGHLIGHT_CARD_COUNT } from '../logic/home-timings.ts';
import { SAMPLE_POSTS, SAMPLE_PRODUCTS } from '../static-data/samples.ts';
import { SampleCardView } from './SampleCards.tsx';

type Loading = 'lazy' | 'eager';

/** The horoscope slide: the twelve signs, each opening today's horoscope (docs/content.md#home-page). */
export function SignCards() {
  return (
    <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3">
      {ZODIAC_SIGNS.map((sign) => (
        <li key={sign}>
          <Link
            to={`/horoscope?sign=${sign}&tab=daily`}
            className="group flex flex-col items-center gap-1 rounded-2xl bg-white/95 px-1 py-2.5 text-center shadow-sm transition hover:-translate-y-0.5 hover:bg-white sm:py-4"
          >
            <span
              aria-hidden
              className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 font-display text-xl font-bold text-brand-700 transition group-hover:bg-brand-600 group-hover:text-gold-300 sm:h-12 sm:w-12 sm:text-2xl"
            >
              {SIGN_CHARACTERS[sign]}
            </span>
            <span className="text-xs font-semibold text-ink sm:text-sm">{zodiacDisplayName(sign)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The blog slide: the newest posts, or sample cards leading to /blog when none could be loaded. */
export function BlogCards({ posts, loading }: { posts: BlogSummary[] | undefined; loading: Loading }) {
  if (!posts?.length) {
    return (
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {SAMPLE_POSTS.map((card) => (
          <li key={card.title}>
            <SampleCardView card={card} compact />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-3 sm:gap-4">
      {posts.map((post) => (
        <li key={post.blogID}>
          <Link
            to={`/blog/${post.blogID}`}
            className="group flex h-full gap-3 overflow-hidden rounded-2xl bg-white p-2 shadow-sm transition hover:shadow-md sm:flex-col sm:p-0"
          >
            <span className="block aspect-square w-20 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:aspect-[16/10] sm:w-full sm:rounded-none">
              <ImageWithFallback
                src={post.cover_image}
                srcSet={post.cover_image_srcset ?? undefined}
                sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 80px"
                alt=""
                loading={loading}
                decoding="async"
                width={800}
                height={500}
                className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
              />
            </span>
            <span className="flex min-w-0 flex-col justify-center gap-1 sm:p-4">
              <span className="text-xs font-semibold text-gold-700">{post.category}</span>
              <span className="line-clamp-2 font-display text-lg leading-snug font-bold text-ink">
                {post.title}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The shop slide: a few products, or sample cards leading to /shop when none could be loaded. */
export function ProductCards({ products, loading }: { products: ProductCard[]; loading: Loading }) {
  if (products.length === 0) {
    return (
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {SAMPLE_PRODUCTS.slice(0, HIGHLIGHT_CARD_COUNT).map((card) => (
          <li key={card.title}>
            <SampleCardView card={card} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {products.map((product) => (
        <li key={product.product_id}>
          <Link
            to={`/product/${product.product_id}`}
            className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition hover:shadow-md"
          >
            <span className="block aspect-square overflow-hidden bg-stone-50">
              <ImageWithFallback
                src={product.image_url}
                srcSet={product.image_srcset ?? undefined}
                sizes="(max-width: 640px) 33vw, 240px"
                alt=""
                loading={loading}
                decoding="async"
                width={320}
                height={320}
                className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
              />
            </span>
            <span className="flex flex-1 flex-col gap-1 p-2 sm:p-3">
              <span className="line-clamp-2 text-xs leading-4 font-medium text-ink sm:text-sm sm:leading-5">
                {product.name}
              </span>
              <span className="mt-auto">
                <Price product={product} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
