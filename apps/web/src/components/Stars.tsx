import { starFills } from '@fengshui/shared/display';
import type { CSSProperties } from 'react';

/**
 * A rating as one element: the row of five stars is a CSS mask (`.star-row` in styles.css) over a gold
 * then grey background, and a half star is where the two meet. Drawn as five to ten SVGs per card it
 * was a quarter of the shop page's DOM, all of it hydrated (docs/decisions/007-delivering-bytes.md).
 */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const filled = starFills(rating).reduce(
    (sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0),
    0,
  );
  const style = {
    width: size * 5,
    height: size,
    '--star-size': `${size}px`,
    '--stars-filled': `${(filled / 5) * 100}%`,
  } as CSSProperties;
  return (
    <span
      className="star-row inline-block align-middle"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      style={style}
    />
  );
}
