import { BUSINESS } from '@fengshui/shared/constants';
import { ShieldCheck, Truck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import posterArt from '../assets/hero-poster.svg?no-inline';
import { REDUCED_MOTION_QUERY } from '../hooks/use-auto-advance.ts';

const PROMISES = [
  { icon: Truck, text: 'Delivery across the Philippines' },
  { icon: Wallet, text: 'Cash on delivery' },
  { icon: ShieldCheck, text: 'Secure online payment' },
] as const;

/**
 * docs/content.md#home-page: the hero with its buttons to /contact and /shop. The poster is
 * drawn at once, without waiting for any data; the owner's video (site config) plays over it when one
 * is set, unless the visitor prefers reduced motion.
 */
export function HomeHero() {
  const videoUrl = useSiteConfig().data?.hero_video_url ?? null;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate flex h-[88svh] max-h-[860px] min-h-[600px] items-end overflow-hidden bg-[#1f0404] sm:items-center"
    >
      <img
        src={posterArt}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-x-0 top-0 -z-20 h-[62%] w-full object-cover object-[68%_60%] sm:h-full sm:object-center"
      />
      {videoUrl && (
        <video
          key={videoUrl}
          src={videoUrl}
          poster={posterArt}
          autoPlay={!reducedMotion}
          muted
          loop
          playsInline
          preload={reducedMotion ? 'none' : 'metadata'}
          aria-hidden
          className="absolute inset-x-0 top-0 -z-20 h-[62%] w-full object-cover sm:h-full"
        />
      )}
      {/* Keeps the white text readable over any picture or video frame. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-[#1f0404] from-40% via-[#1f0404]/70 via-60% to-black/25 sm:bg-gradient-to-r sm:from-black/75 sm:from-0% sm:via-black/40 sm:via-50% sm:to-transparent"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-24 pb-12 text-white sm:py-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase sm:text-sm">
          {BUSINESS.name}
        </p>
        <h1
          id="home-hero-title"
          className="mt-3 max-w-2xl font-display text-[2.6rem] leading-[1.05] font-bold sm:text-6xl lg:text-7xl"
        >
          Invite harmony, health and prosperity home
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/90 sm:text-lg">
          Authentic feng shui bracelets, amulets and décor, with guidance from our consultants in Binondo.
        </p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Link
            to="/shop"
            className="inline-flex min-h-12 items-center rounded-full bg-gold-400 px-8 text-sm font-semibold tracking-wide text-ink shadow-lg transition hover:bg-gold-300"
          >
            Shop Now
          </Link>
          <Link
            to="/contact"
            className="inline-flex min-h-12 items-center rounded-full border border-white/80 px-8 text-sm font-semibold tracking-wide text-white backdrop-blur-sm transition hover:bg-white/15"
          >
            Contact Us
          </Link>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon size={16} aria-hidden className="text-gold-300" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
