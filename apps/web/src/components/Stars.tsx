import { starFills } from '@fengshui/shared/display';
import { Star, StarHalf } from 'lucide-react';

export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <span
      className="inline-flex items-center text-gold-500"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      {starFills(rating).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
        <span key={index} className="relative inline-block" style={{ width: size, height: size }}>
          <Star size={size} className="absolute inset-0 text-stone-300" aria-hidden />
          {fill === 'full' && <Star size={size} className="absolute inset-0 fill-current" aria-hidden />}
          {fill === 'half' && <StarHalf size={size} className="absolute inset-0 fill-current" aria-hidden />}
        </span>
      ))}
    </span>
  );
}
