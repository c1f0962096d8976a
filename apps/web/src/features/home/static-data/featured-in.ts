// The owner replaces this list with the outlets that have really featured the shop. Until then the
// names are deliberately generic placeholders, so the strip claims no real publication's endorsement.

/** A wordmark drawn with type alone, in the style that suits the outlet (no logo files needed). */
export interface FeaturedOutlet {
  name: string;
  style: 'serif' | 'serif-italic' | 'sans-bold' | 'sans-wide' | 'mono';
}

export const FEATURED_IN: readonly FeaturedOutlet[] = [
  { name: 'Home & Harmony', style: 'serif-italic' },
  { name: 'LIFESTYLE DAILY', style: 'sans-wide' },
  { name: 'The Metro Review', style: 'serif' },
  { name: 'Wellness Today', style: 'sans-bold' },
  { name: 'design digest', style: 'mono' },
  { name: 'Good Living', style: 'serif-italic' },
];
