// docs/content.md#messages: when the shop's data cannot be loaded, sections that would
// be empty show these sample cards instead, each leading to the page where the real ones live.

export interface SampleCard {
  title: string;
  text: string;
  to: string;
}

export const SAMPLE_PRODUCTS: readonly SampleCard[] = [
  { title: 'Pixiu Prosperity Bracelet', text: 'Feng Shui Bracelets', to: '/shop' },
  { title: 'Lucky Coin Wealth Bowl', text: 'Auspicious Home Décor', to: '/shop' },
  { title: 'Five Element Wind Chime', text: 'Windchimes', to: '/shop' },
  { title: 'Sandalwood Incense Set', text: 'Incense Sticks', to: '/shop' },
];

export const SAMPLE_POSTS: readonly SampleCard[] = [
  { title: 'Where to place a wealth bowl at home', text: 'Feng Shui', to: '/blog' },
  { title: 'What your palm lines say about your career', text: 'Palmistry', to: '/blog' },
  { title: 'Dreaming of water: luck on the way?', text: 'Dream Meaning', to: '/blog' },
];
