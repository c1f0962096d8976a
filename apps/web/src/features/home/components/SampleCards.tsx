import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CoinEmblem } from '../../../components/CoinEmblem.tsx';
import type { SampleCard } from '../static-data/samples.ts';

/**
 * docs/content.md#messages: "sample cards if everything fails". A card in the shape of the real one, with
 * the brand's coin instead of a photo, leading to the page that lists the real items.
 */
export function SampleCardView({ card, compact = false }: { card: SampleCard; compact?: boolean }) {
  return (
    <Link
      to={card.to}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <span
        aria-hidden
        className={`flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 ${compact ? 'aspect-[16/10]' : 'aspect-square'}`}
      >
        <CoinEmblem className="h-1/2 w-1/2 text-gold-300/80 transition group-hover:scale-105" />
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="text-xs font-semibold text-gold-700">{card.text}</span>
        <span className="line-clamp-2 text-sm font-medium text-ink">{card.title}</span>
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-xs font-semibold text-brand-600">
          Browse <ArrowRight size={14} aria-hidden />
        </span>
      </span>
    </Link>
  );
}
