/** The slide `step` places away from `index`, wrapping round both ends (0 for an empty slider). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Where slide `slide` sits relative to the current one, as the shortest way round the ring: 0 is the
 * centre, -1 the one before, 1 the one after. With three services every card is -1, 0 or 1.
 */
export function offsetFromCurrent(slide: number, current: number, count: number): number {
  if (count <= 0) return 0;
  const forward = stepIndex(slide - current, 0, count);
  return forward > count / 2 ? forward - count : forward;
}

/** Items followed by copies of them, so a ticker can move past the last card into the first again. */
export function withLoopCopies<T>(items: readonly T[]): T[] {
  return items.length > 1 ? [...items, ...items] : [...items];
}

/** The horizontal shift of every ticker card, in percent of a card, at `position`. */
export function tickerShiftPercent(position: number, stepPercent: number): number {
  return position === 0 ? 0 : -position * stepPercent;
}

/** At the copy of the first card the ticker has come full circle and jumps back to position 0. */
export function tickerNeedsReset(position: number, count: number): boolean {
  return count > 1 && position >= count;
}
