// docs/catalogue.md#limits: sold count above 1000 is shown as "X.Yk sold"; stars: 5, half at a fraction of 0.5 or more.

export function formatItemsSold(count: number): string {
  const sold = Math.max(0, Math.floor(count));
  if (sold > 1000) {
    // Floor to one decimal so the label never overstates what was sold (1,999 -> 1.9k).
    const thousands = Math.floor(sold / 100) / 10;
    return `${thousands.toFixed(1)}k sold`;
  }
  return `${sold} sold`;
}

export type StarFill = 'full' | 'half' | 'empty';

export function starFills(rating: number, stars = 5): StarFill[] {
  const value = Math.min(stars, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const whole = Math.floor(value);
  const hasHalf = value - whole >= 0.5;
  return Array.from({ length: stars }, (_, index) => {
    if (index < whole) return 'full';
    if (index === whole && hasHalf) return 'half';
    return 'empty';
  });
}
