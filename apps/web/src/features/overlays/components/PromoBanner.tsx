import { X } from 'lucide-react';
import { Link } from 'react-router';
import promoArt from '../assets/fire-goat-2027.svg';

/**
 * The second promo banner (docs/content.md#overlays): a small card at the bottom left, clear of a chat
 * bubble at the bottom right, that never blocks the page.
 */
export function PromoBanner({ onClose }: { onClose: () => void }) {
  return (
    <aside
      aria-label="Lunar New Year collection"
      className="fixed bottom-4 left-4 right-20 z-30 flex items-center gap-3 rounded-2xl bg-white p-3 pr-10 shadow-2xl ring-1 ring-gold-300 sm:right-auto sm:w-[25rem]"
    >
      <img
        src={promoArt}
        alt=""
        width={96}
        height={54}
        className="h-[54px] w-24 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 text-sm">
        <p className="font-display text-lg font-bold leading-tight text-brand-700">Year of the Fire Goat</p>
        <p className="text-stone-700">Lunar New Year is February 6, 2027.</p>
        <Link
          to="/shop"
          onClick={onClose}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Shop cures &amp; charms
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close the Lunar New Year banner"
        className="absolute right-2 top-2 rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-700"
      >
        <X aria-hidden size={18} />
      </button>
    </aside>
  );
}
