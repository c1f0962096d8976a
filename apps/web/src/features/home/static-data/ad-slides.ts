import abundanceArt from '../assets/banner-abundance.svg?no-inline';
import braceletsArt from '../assets/banner-bracelets.svg?no-inline';
import chimesArt from '../assets/banner-chimes.svg?no-inline';
import incenseArt from '../assets/banner-incense.svg?no-inline';

/** docs/content.md#home-page: the rotating ad banner's four pictures, each leading to a category. */
export interface AdSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  image: string;
  /** The slide's own dark colour (the picture's darkest tone), under the words on a phone. */
  base: string;
  /** The fade from that colour over the picture, so the white words always read clearly. */
  fade: string;
}

export const AD_SLIDES: readonly AdSlide[] = [
  {
    id: 'bracelets',
    eyebrow: 'Feng Shui Bracelets',
    title: 'A bracelet for every element',
    text: 'Jade, pixiu and obsidian pieces matched to your sign and the year ahead.',
    cta: 'Shop bracelets',
    to: '/category/feng-shui-bracelets',
    image: braceletsArt,
    base: 'bg-[#3d0808]',
    fade: 'from-[#3d0808] via-[#3d0808]/70',
  },
  {
    id: 'abundance',
    eyebrow: 'Auspicious Home Décor',
    title: 'Invite abundance home',
    text: 'Wealth bowls, gold ingots and lucky coins for the wealth corner of every room.',
    cta: 'Shop home décor',
    to: '/category/auspicious-home-decor',
    image: abundanceArt,
    base: 'bg-[#1f1a17]',
    fade: 'from-[#1f1a17] via-[#1f1a17]/70',
  },
  {
    id: 'incense',
    eyebrow: 'Incense & Space Clearing',
    title: 'Clear the air, renew the chi',
    text: 'Incense, smudge kits and singing bowls to refresh a home after a busy week.',
    cta: 'Shop space clearing',
    to: '/category/incense-space-clearing',
    image: incenseArt,
    base: 'bg-[#0f2a22]',
    fade: 'from-[#0f2a22] via-[#0f2a22]/70',
  },
  {
    id: 'windchimes',
    eyebrow: 'Windchimes',
    title: 'Let good chi sing at your door',
    text: 'Brass and bamboo chimes tuned to draw in luck and scatter stale energy.',
    cta: 'Shop windchimes',
    to: '/category/windchimes',
    image: chimesArt,
    base: 'bg-[#131a33]',
    fade: 'from-[#131a33] via-[#131a33]/70',
  },
];
