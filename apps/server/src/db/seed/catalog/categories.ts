/* The 22 demo categories: 7 top-level families and their subcategories. */

import type { SeedCategory } from './types.ts';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'amulets',
    name: 'Amulets',
    code: 'AMU',
    description:
      'Protective and wealth-drawing charms to carry, hang or display, from brass gourds and gold ingots to bells and Pi Xiu guardians.',
    parentSlug: null,
  },
  {
    slug: 'feng-shui-fashion',
    name: 'Feng Shui Fashion',
    code: 'FSF',
    description:
      'Everyday accessories that carry auspicious symbols and lucky colours, so your good intentions go wherever you go.',
    parentSlug: null,
  },
  {
    slug: 'incense-space-clearing',
    name: 'Incense & Space Clearing',
    code: 'ISC',
    description:
      'Tools for refreshing the energy of a room: incense and burners, singing bowls, smudge bundles and wishing rituals.',
    parentSlug: null,
  },
  {
    slug: 'feng-shui-bracelets',
    name: 'Feng Shui Bracelets',
    code: 'BRC',
    description:
      'Natural crystal and bead bracelets, hand-strung in Manila, for wealth, love, protection and calm. Most styles come in three wrist sizes.',
    parentSlug: null,
  },
  {
    slug: 'feng-shui-books',
    name: 'Feng Shui Books',
    code: 'BOK',
    description:
      'Practical guides, workbooks and journals that explain feng shui in plain English, written with Filipino homes and businesses in mind.',
    parentSlug: null,
  },
  {
    slug: 'auspicious-home-decor',
    name: 'Auspicious Home Decor',
    code: 'HDC',
    description:
      'Statues, crystals, fountains and wealth ships that bring traditional symbols of prosperity, health and protection into your home or office.',
    parentSlug: null,
  },
  {
    slug: 'windchimes',
    name: 'Windchimes',
    code: 'WCH',
    description:
      'Tuned metal and bamboo chimes that keep energy moving at doorways, windows and stagnant corners.',
    parentSlug: null,
  },
  {
    slug: 'keychains',
    name: 'Keychains',
    code: 'KEY',
    description: 'Small lucky charms for your house, car and office keys, finished with bright red tassels.',
    parentSlug: 'amulets',
  },
  {
    slug: 'medallions',
    name: 'Medallions',
    code: 'MED',
    description:
      'Bagua, zodiac and protector medallions in brass, jade and cinnabar to carry with you or hang at home.',
    parentSlug: 'amulets',
  },
  {
    slug: 'plaque',
    name: 'Plaques',
    code: 'PLQ',
    description:
      'Calligraphy, coin and bagua plaques for desks, shelves and doorways, many carved by Filipino artisans.',
    parentSlug: 'amulets',
  },
  {
    slug: 'talisman-card',
    name: 'Talisman Cards',
    code: 'TAL',
    description:
      'Wallet-sized gold-foil cards carrying traditional talismans for wealth, study, travel, health and love.',
    parentSlug: 'amulets',
  },
  {
    slug: 'earrings',
    name: 'Earrings',
    code: 'EAR',
    description:
      'Jade, crystal and lucky coin earrings that add a quiet touch of good fortune to any outfit.',
    parentSlug: 'feng-shui-fashion',
  },
  {
    slug: 'necklaces',
    name: 'Necklaces',
    code: 'NEC',
    description:
      'Beaded necklaces and malas in natural stones, some finished with a Pi Xiu or a wu lou gourd.',
    parentSlug: 'feng-shui-fashion',
  },
  {
    slug: 'pendants',
    name: 'Pendants',
    code: 'PEN',
    description: 'Jade discs, gourds, coins and crystal points to wear close to the heart.',
    parentSlug: 'feng-shui-fashion',
  },
  {
    slug: 'rings',
    name: 'Rings',
    code: 'RNG',
    description: 'Gemstone, mantra and Pi Xiu rings in US sizes 6 to 9.',
    parentSlug: 'feng-shui-fashion',
  },
  {
    slug: 'scarves-shawls',
    name: 'Scarves & Shawls',
    code: 'SCF',
    description:
      'Silk, pashmina and handwoven cotton wraps in lucky colours and auspicious prints, perfect for cold offices and festive days.',
    parentSlug: 'feng-shui-fashion',
  },
  {
    slug: 'wallets',
    name: 'Wallets',
    code: 'WAL',
    description:
      'Long wallets, coin purses and cash organizers in wealth-friendly colours, several crafted in Marikina.',
    parentSlug: 'feng-shui-fashion',
  },
  {
    slug: 'incense-holder-burner',
    name: 'Incense Holders & Burners',
    code: 'IHB',
    description: 'Censers, stick holders and backflow burners in brass, ceramic, wood and cloisonné.',
    parentSlug: 'incense-space-clearing',
  },
  {
    slug: 'incense-sticks',
    name: 'Incense Sticks',
    code: 'IST',
    description:
      'Sandalwood, agarwood, herbal and floral incense in sticks and cones for daily use and offerings.',
    parentSlug: 'incense-space-clearing',
  },
  {
    slug: 'singing-bowl',
    name: 'Singing Bowls',
    code: 'SBW',
    description:
      'Hand-hammered Nepali and crystal singing bowls for meditation, sound baths and clearing stagnant energy.',
    parentSlug: 'incense-space-clearing',
  },
  {
    slug: 'smudge-kit',
    name: 'Smudge Kits',
    code: 'SMK',
    description: 'Sage bundles, palo santo and complete smudging sets for cleansing homes and workplaces.',
    parentSlug: 'incense-space-clearing',
  },
  {
    slug: 'wishing-paper',
    name: 'Wishing Paper',
    code: 'WSP',
    description:
      'Red and gold papers, scrolls and kits for writing down wishes and intentions for the year ahead.',
    parentSlug: 'incense-space-clearing',
  },
];
