/**
 * Card text cut to `max` characters (docs/content.md#limits: 80 on blog cards, 100 for related posts),
 * at a word boundary when one is near, with an ellipsis so the reader knows there is more.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // A word boundary in the last fifth keeps the cut tidy; a single long word is cut where it is.
  const end = lastSpace > max * 0.8 ? lastSpace : max;
  return `${cut.slice(0, end).replace(/[\s.,;:!?-]+$/, '')}…`;
}
