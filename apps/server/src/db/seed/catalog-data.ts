/*
 * Demo catalogue for the shop: 22 categories and ~165 products with hand-written copy.
 *
 * Product rows are kept compact per category; helpers below turn them into SeedProduct objects
 * (slug, HTML description, specs, variants with SKUs, stock, flags). Everything is deterministic:
 * per-product pseudo-random values come from a mulberry32 PRNG seeded with the product slug.
 */

export interface SeedCategory {
  slug: string;
  name: string;
  code: string;
  description: string;
  parentSlug: string | null;
}

export interface SeedVariant {
  attributes: Record<string, string>;
  price: number;
  stock: number;
  sku: string;
  /** CSS colour of the variant, used as colour override for the product art. */
  color?: string;
}

export type ArtMotif =
  | 'bracelet'
  | 'coin'
  | 'pendant'
  | 'ring'
  | 'earrings'
  | 'necklace'
  | 'keychain'
  | 'medallion'
  | 'plaque'
  | 'talisman'
  | 'scarf'
  | 'wallet'
  | 'incense-holder'
  | 'incense-sticks'
  | 'singing-bowl'
  | 'smudge'
  | 'wishing-paper'
  | 'book'
  | 'windchime'
  | 'decor-statue'
  | 'decor-crystal'
  | 'decor-fountain'
  | 'decor-ship'
  | 'amulet';

export interface ProductArt {
  motif: ArtMotif;
  primary: string;
  secondary: string;
  background: string;
  /** Composition seed. For motifs with several silhouettes, `(seed % 12) % k` selects the silhouette. */
  seed: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  categorySlug: string;
  description: string;
  price: number;
  stock: number;
  specs: Record<string, string>;
  variants: SeedVariant[];
  isBestSeller: boolean;
  isFeatured: boolean;
  isPreferred: boolean;
  freeShipping: boolean;
  flashDeal: { discountPercentage: number; endsInHours: number } | null;
  createdDaysAgo: number;
  itemsSold: number;
  weightGrams: number;
  art: ProductArt;
}

// ---------------------------------------------------------------------------------------------
// Categories

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

// ---------------------------------------------------------------------------------------------
// Helpers

/** Item colours used for the product art. */
const C = {
  gold: '#C9A227',
  brass: '#B8893B',
  bronze: '#8C6239',
  jade: '#5FA777',
  jadeite: '#3E9A5E',
  obsidian: '#1E1E24',
  cinnabar: '#B3261E',
  redAgate: '#A8322D',
  rose: '#E8B4B8',
  amethyst: '#7E57C2',
  citrine: '#E4A11B',
  wood: '#8D6E63',
  darkWood: '#5D4037',
  silver: '#B0B7BF',
  tiger: '#A0652A',
  clear: '#DDE7EE',
  aventurine: '#4E9A6B',
  lapis: '#2F4F9A',
  carnelian: '#C2502E',
  hematite: '#4A4E57',
  pyrite: '#A08C4A',
  moonstone: '#DCDDE6',
  sage: '#8FA58A',
  ivory: '#F5F0E6',
  navy: '#2B3A67',
  black: '#2B2B2B',
  purple: '#6A3D8F',
  yellow: '#D4A640',
  copper: '#B06A3B',
} as const;

/** Soft backgrounds for the product art. */
const BG = {
  cream: '#FBF6EC',
  jade: '#EEF5EE',
  rose: '#FBF0F0',
  lavender: '#F3EEF8',
  sky: '#EEF3F6',
  sand: '#F6F0E4',
  mist: '#F4F1EA',
  honey: '#FBF3E0',
} as const;

interface AxisValue {
  label: string;
  code: string;
  delta: number;
  css?: string;
}

interface Axis {
  key: string;
  values: AxisValue[];
}

/** Small / Medium / Large with a price step between sizes. */
function sml(step: number): Axis {
  return {
    key: 'size',
    values: [
      { label: 'Small', code: 'S', delta: 0 },
      { label: 'Medium', code: 'M', delta: step },
      { label: 'Large', code: 'L', delta: step * 2 },
    ],
  };
}

/** US ring sizes 6-9; sizes 8 and 9 cost a little more. */
function ringSizes(step: number): Axis {
  return {
    key: 'size',
    values: ['6', '7', '8', '9'].map((s, i) => ({ label: s, code: s, delta: i < 2 ? 0 : step * (i - 1) })),
  };
}

/** Colour axis: [label, sku code, css colour, extra price]. */
function colours(...list: [string, string, string, number?][]): Axis {
  return { key: 'color', values: list.map(([label, code, css, delta = 0]) => ({ label, code, css, delta })) };
}

/** Any other axis: [label, sku code, extra price]. */
function axis(key: string, list: [string, string, number?][]): Axis {
  return { key, values: list.map(([label, code, delta = 0]) => ({ label, code, delta })) };
}

interface Row {
  name: string;
  /** Price in pesos; for variant products the price of the cheapest variant. */
  price: number;
  material: string;
  size: string;
  weight: number;
  element?: string;
  origin?: string;
  extra?: Record<string, string>;
  /** Replaces the generated Material/Size/Origin/Element specs (Weight is still appended). */
  specs?: Record<string, string>;
  /** Paragraphs; a string starting with <ul> is inserted as is. */
  text: string[];
  art: [ArtMotif, string, string, string, number?];
  variants?: Axis[];
  /** Colour label that is out of stock in every size. */
  soldOutColor?: string;
  /** Fixed stock (0 = sold out, including all variants). */
  stock?: number;
  /** b = best seller, f = featured, p = preferred, s = free shipping, n = new arrival. */
  flags?: string;
  deal?: [number, number];
  sold: number;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function formatWeight(grams: number): string {
  return grams >= 1000 ? `${round2(grams / 1000)} kg` : `${grams} g`;
}

function cartesian(axes: Axis[]): AxisValue[][] {
  let combos: AxisValue[][] = [[]];
  for (const a of axes) {
    const next: AxisValue[][] = [];
    for (const combo of combos) for (const v of a.values) next.push([...combo, v]);
    combos = next;
  }
  return combos;
}

const FREE_SHIPPING_FROM = 3000;

function buildProduct(
  categorySlug: string,
  code: string,
  index: number,
  row: Row,
  defaultOrigin: string,
): SeedProduct {
  const slug = slugify(row.name);
  const rnd = mulberry32(hashString(slug));
  const flags = row.flags ?? '';
  const soldOut = row.stock === 0;

  let variants: SeedVariant[] = [];
  if (row.variants && row.variants.length > 0) {
    const colourKey = 'color';
    variants = cartesian(row.variants).map((combo) => {
      const attributes: Record<string, string> = {};
      let price = row.price;
      let css: string | undefined;
      combo.forEach((v, i) => {
        const key = row.variants?.[i]?.key ?? 'option';
        attributes[key] = v.label;
        price += v.delta;
        if (key === colourKey && v.css) css = v.css;
      });
      const sku = [code, String(index).padStart(3, '0'), ...combo.map((v) => v.code)].join('-');
      let stock = 4 + Math.floor(rnd() * 37);
      if (rnd() < 0.12) stock = 0;
      if (soldOut || (row.soldOutColor && attributes[colourKey] === row.soldOutColor)) stock = 0;
      const variant: SeedVariant = { attributes, price: round2(price), stock, sku };
      if (css) variant.color = css;
      return variant;
    });
    if (!soldOut && variants.every((v) => v.stock === 0)) {
      const first = variants[0];
      if (first) first.stock = 7;
    }
  }

  const stock = variants.length
    ? variants.reduce((sum, v) => sum + v.stock, 0)
    : (row.stock ?? 5 + Math.floor(rnd() * 116));
  const price = variants.length ? Math.min(...variants.map((v) => v.price)) : round2(row.price);

  const specs: Record<string, string> = row.specs
    ? { ...row.specs }
    : {
        Material: row.material,
        Size: row.size,
        Origin: row.origin ?? defaultOrigin,
        ...(row.element ? { Element: row.element } : {}),
        ...(row.extra ?? {}),
      };
  specs.Weight = formatWeight(row.weight);
  const limited = Object.fromEntries(Object.entries(specs).slice(0, 6));

  const description = row.text.map((t) => (t.startsWith('<ul>') ? t : `<p>${t}</p>`)).join('');
  const [motif, primary, secondary, background, shape = 0] = row.art;
  const createdDaysAgo = flags.includes('n') ? Math.floor(rnd() * 26) : 30 + Math.floor(rnd() * 371);

  return {
    slug,
    name: row.name,
    categorySlug,
    description,
    price,
    stock,
    specs: limited,
    variants,
    isBestSeller: flags.includes('b'),
    isFeatured: flags.includes('f'),
    isPreferred: flags.includes('p'),
    freeShipping: flags.includes('s') || price >= FREE_SHIPPING_FROM,
    flashDeal: row.deal ? { discountPercentage: row.deal[0], endsInHours: row.deal[1] } : null,
    createdDaysAgo,
    itemsSold: row.sold,
    weightGrams: row.weight,
    art: { motif, primary, secondary, background, seed: 12 * (1 + (hashString(slug) % 4000)) + shape },
  };
}

const BRACELET_SIZES = 'S 15 cm, M 16.5 cm, L 18 cm';

// ---------------------------------------------------------------------------------------------
// Product rows per category

const rows: Record<string, { origin: string; items: Row[] }> = {
  'feng-shui-bracelets': {
    origin: 'Hand-strung in Manila, Philippines',
    items: [
      {
        name: 'Black Obsidian Pi Xiu Bracelet',
        price: 1280,
        material: 'Natural black obsidian, gold-plated alloy Pi Xiu',
        size: `12 mm beads; ${BRACELET_SIZES}`,
        weight: 38,
        element: 'Water',
        art: ['bracelet', C.obsidian, C.gold, BG.cream, 0],
        variants: [sml(60)],
        flags: 'bf',
        deal: [15, 72],
        sold: 4820,
        text: [
          'The Pi Xiu is the celestial guardian said to devour wealth from every direction and never let it go. Paired with <strong>black obsidian</strong>, a volcanic glass prized for drawing out negative energy, this bracelet is our most requested piece among business owners and commission earners.',
          'Wear it on your left wrist with the Pi Xiu’s head facing outward, toward your fingers, so it can catch the opportunities coming your way. Many customers keep it on while handling the cash drawer or meeting clients.',
          'Take it off before swimming, showering or applying lotion. Once a month, leave it by a bright window for a few hours to refresh the stones.',
        ],
      },
      {
        name: 'Red String Lucky Knot Bracelet',
        price: 350,
        material: 'Hand-braided nylon cord, brass bead',
        size: 'Adjustable, fits 14-20 cm wrists',
        weight: 8,
        element: 'Fire',
        art: ['bracelet', C.cinnabar, C.gold, BG.rose, 3],
        flags: 'b',
        sold: 3650,
        text: [
          'In Chinese folk belief, an invisible red thread ties us to the people and blessings we are destined to meet. This slim cord is hand-braided around an endless knot, a symbol of luck with no beginning and no end.',
          'It is light enough to wear every day, even stacked with a watch or other bracelets. A sliding knot adjusts the fit, so it makes an easy gift for a friend starting a new job or setting off on a journey.',
          'If the cord frays or snaps after long wear, tradition says it has done its work. Simply tie on a new one.',
        ],
      },
      {
        name: 'Citrine Wealth Bracelet',
        price: 1450,
        material: 'Natural citrine, gold-tone accent beads',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 30,
        element: 'Earth',
        art: ['bracelet', C.citrine, C.gold, BG.honey, 1],
        variants: [sml(70)],
        flags: 'b',
        deal: [20, 48],
        sold: 2140,
        text: [
          'Known as the “merchant’s stone”, citrine has long been kept near cash boxes and shop counters in the belief that it keeps money circulating. Its sunny honey tone also brings a cheerful note to any outfit.',
          'Wear it on the hand you use to receive payment, or rest it on top of your wallet overnight. It is a thoughtful send-off gift for someone opening a new store or milk tea stall.',
          'Citrine can fade after months under strong sun, so keep it in the pouch provided when you are not wearing it.',
        ],
      },
      {
        name: 'Rose Quartz Love Bracelet',
        price: 980,
        material: 'Natural rose quartz, gold-tone accent beads',
        size: `8 mm beads; ${BRACELET_SIZES}`,
        weight: 22,
        element: 'Earth',
        art: ['bracelet', C.rose, C.gold, BG.rose, 1],
        variants: [sml(50)],
        flags: 'bp',
        sold: 1860,
        text: [
          'Soft pink rose quartz is the classic stone of the heart. In feng shui it is linked to <em>peach blossom luck</em>, the energy that attracts romance, friendship and kinder relationships at home.',
          'Wear it on the left wrist, closest to the heart, or give it as an anniversary or Valentine’s gift. Pair it with our rose quartz tower in the southwest corner of the bedroom for a complete love corner.',
          'If the beads lose their shine, rinse them briefly under cool water and pat dry; avoid harsh soaps.',
        ],
      },
      {
        name: 'Green Jade Harmony Bracelet',
        price: 2450,
        material: 'Nephrite jade, gold-plated spacers and lucky coin',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 40,
        element: 'Wood',
        origin: 'Beads from Xinjiang, China; strung in Manila',
        art: ['bracelet', C.jade, C.gold, BG.jade, 2],
        variants: [sml(120)],
        flags: 'p',
        sold: 640,
        text: [
          'Jade has been treasured in Chinese culture for thousands of years as the stone of virtue, good health and steady fortune. These smooth nephrite beads are separated by slim gold spacers and finished with a small lucky coin.',
          'Because jade carries Wood energy, it suits anyone hoping for growth in career, studies or a young family. Elders often wear jade daily, believing it warms to the body and grows more lustrous over the years.',
          'Jade is tough but can chip when knocked against hard surfaces, so remove it before heavy work or sports.',
        ],
      },
      {
        name: "Tiger's Eye Courage Bracelet",
        price: 890,
        material: 'Natural tiger’s eye, gold-tone spacers',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 32,
        element: 'Earth',
        art: ['bracelet', C.tiger, C.gold, BG.sand, 2],
        variants: [sml(50)],
        sold: 980,
        text: [
          'The shimmering golden bands of tiger’s eye are said to lend the wearer a tiger’s boldness and focus. It is a favourite for people facing job interviews, board exams or tough negotiations.',
          'Wear it on the right wrist when you need the confidence to act, or keep it in your bag on days you must speak up. It pairs well with brown leather watch straps and casual denim.',
          'This is a hard, low-maintenance stone: a wipe with a soft cloth keeps its silky shine bright.',
        ],
      },
      {
        name: 'Amethyst Calm Bracelet',
        price: 1150,
        material: 'Natural amethyst, silver-tone accent beads',
        size: `8 mm beads; ${BRACELET_SIZES}`,
        weight: 24,
        element: 'Fire',
        art: ['bracelet', C.amethyst, C.silver, BG.lavender, 1],
        variants: [sml(60)],
        flags: 'n',
        sold: 720,
        text: [
          'Amethyst has a reputation as a peaceful stone that quiets an overactive mind. Its violet colour is tied to the Fire element and to spiritual insight in traditional feng shui.',
          'Many customers wear it to bed or place it beside the pillow when sleep does not come easily. During the day it serves as a gentle reminder to pause and breathe before reacting.',
          'Prolonged direct sunlight can lighten the purple, so store it in a drawer or pouch.',
        ],
      },
      {
        name: 'Sandalwood Mantra Bracelet',
        price: 750,
        material: 'Natural sandalwood, beads carved with Om Mani Padme Hum',
        size: `8 mm beads; ${BRACELET_SIZES}`,
        weight: 12,
        element: 'Wood',
        origin: 'Carved in Nepal; strung in Manila',
        art: ['bracelet', C.wood, C.gold, BG.sand, 1],
        variants: [sml(40)],
        sold: 530,
        text: [
          'Each wooden bead carries the fragrance of real sandalwood, which becomes more noticeable as the bracelet warms on your skin. Several beads are carved with the six-syllable mantra <em>Om Mani Padme Hum</em>, a prayer for compassion.',
          'Use it as a small mala by passing one bead through your fingers with each breath during a few quiet minutes before work. It is also an understated choice for men.',
          'Wood soaks up water and oils, so keep it away from perfume and slip it off before washing your hands.',
        ],
      },
      {
        name: 'Five-Element Balance Bracelet',
        price: 1350,
        material: 'Green aventurine, red agate, citrine, moonstone and black obsidian',
        size: `8 mm beads; ${BRACELET_SIZES}`,
        weight: 26,
        element: 'All five elements',
        art: ['bracelet', C.aventurine, C.cinnabar, BG.cream, 1],
        variants: [sml(60)],
        sold: 410,
        text: [
          'Wood, Fire, Earth, Metal and Water are represented here by five natural stones: green aventurine, red agate, citrine, moonstone and obsidian. Together they express the feng shui ideal of every element supporting the next.',
          'This is a good all-round bracelet if you are unsure which element your birth chart favours, or if you want one piece that goes with any outfit colour.',
          'All five stones are cut to the same size so the strand lies evenly on the wrist. Store it flat to keep the elastic from stretching.',
        ],
      },
      {
        name: 'Hematite Grounding Bracelet',
        price: 650,
        material: 'Polished hematite',
        size: '8 mm beads; one size, fits 15-17 cm wrists',
        weight: 45,
        element: 'Metal',
        art: ['bracelet', C.hematite, C.silver, BG.mist, 1],
        sold: 350,
        text: [
          'Heavy, metallic hematite is one of the most grounding stones you can wear. Feng shui practitioners associate it with the Metal element and with firm boundaries, which helps if you tend to absorb other people’s stress.',
          'Slip it on before a long commute or a crowded event. It suits people in customer service, nursing and other roles where emotions run high.',
          'Hematite weighs roughly twice as much as quartz beads of the same size. Keep it dry, as moisture can dull the mirror finish.',
        ],
      },
      {
        name: 'Green Aventurine Prosperity Bracelet',
        price: 790,
        material: 'Green aventurine, gold-tone spacers and coin charm',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 28,
        element: 'Wood',
        art: ['bracelet', C.aventurine, C.gold, BG.jade, 2],
        variants: [sml(40)],
        sold: 870,
        text: [
          'Green aventurine is sometimes called the “gambler’s stone” because of its link with lucky breaks. Its fresh green colour matches the Wood element, which governs growth and new beginnings.',
          'Wear it when starting a business, launching a side hustle or applying for a promotion. The small gold coin charm is a nod to the strings of coins traditionally hung for wealth.',
          'After wearing, a quick wipe with a dry cloth keeps the sparkle in the stones.',
        ],
      },
      {
        name: 'Lapis Lazuli Wisdom Bracelet',
        price: 1680,
        material: 'Natural lapis lazuli, gold-tone accent beads',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 34,
        element: 'Water',
        origin: 'Stones from Afghanistan; strung in Manila',
        art: ['bracelet', C.lapis, C.gold, BG.sky, 1],
        variants: [sml(70)],
        flags: 'n',
        sold: 260,
        text: [
          'Deep blue lapis flecked with tiny golden specks of pyrite has been valued by scholars and rulers for centuries. In feng shui it belongs to the Water element and is associated with wisdom and clear communication.',
          'Students reviewing for exams and professionals who write or teach often wear lapis on the right wrist. When it is not on your wrist, place it on your study desk in the northeast.',
          'Lapis is softer than quartz. Keep it away from water and chemicals, and store it apart from harder stones that could scratch it.',
        ],
      },
      {
        name: 'Lucky Colour Pi Xiu Bracelet',
        price: 1180,
        material: 'Natural stone beads, gold-plated Pi Xiu',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 36,
        element: 'Depends on the stone',
        art: ['bracelet', C.obsidian, C.gold, BG.cream, 0],
        variants: [
          sml(60),
          colours(
            ['Obsidian', 'OBS', C.obsidian],
            ['Red Agate', 'RAG', C.redAgate],
            ['Aventurine', 'AVT', C.aventurine],
          ),
        ],
        soldOutColor: 'Red Agate',
        deal: [25, 30],
        sold: 940,
        text: [
          'Choose the stone that suits you and let the gold Pi Xiu do the rest: <strong>obsidian</strong> for protection, <strong>red agate</strong> for vitality and courage, or <strong>green aventurine</strong> for growth and opportunity.',
          'Not sure which to pick? Many customers follow their favourable element, choosing obsidian for Water, red agate for Fire and aventurine for Wood. Whatever the stone, the Pi Xiu should face outward on the left wrist.',
          'Red agate beads arrive in limited batches and are often sold out between shipments.',
        ],
      },
      {
        name: 'Carnelian Vitality Bracelet',
        price: 920,
        material: 'Natural carnelian, gold-tone spacers',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 26,
        element: 'Fire',
        art: ['bracelet', C.carnelian, C.gold, BG.rose, 2],
        variants: [sml(50)],
        sold: 190,
        text: [
          'Carnelian’s orange-red glow carries the energy of the Fire element: passion, motivation and visibility. It is a lovely stone for artists, sellers and anyone who needs to be noticed.',
          'Reach for it on days when your energy is low or when you have to present your work. A touch of red is also considered protective during the Lunar New Year season.',
          'Because carnelian is translucent, holding a bead up to the light reveals soft banding inside, a sign of natural stone rather than dyed glass.',
        ],
      },
      {
        name: 'Golden Obsidian Coin Charm Bracelet',
        price: 1380,
        material: 'Golden sheen obsidian, brass lucky coin',
        size: `10 mm beads; ${BRACELET_SIZES}`,
        weight: 40,
        element: 'Water',
        art: ['bracelet', '#3A3027', C.gold, BG.cream, 2],
        variants: [sml(60)],
        sold: 560,
        text: [
          'Under light, golden obsidian reveals a warm sheen that seems to glide across each bead. A brass coin hangs from the strand as a reminder of steady income.',
          'The piece balances two ideas: obsidian’s protection and the coin’s promise of wealth. Wear it on the left wrist to receive, and give the coin a gentle rub when you need a boost of confidence.',
          'Let the coin develop a natural patina over time, or polish it with a little brass cleaner for a bright finish.',
        ],
      },
      {
        name: 'Clear Quartz Clarity Bracelet',
        price: 850,
        material: 'Natural clear quartz, silver-tone accent beads',
        size: `8 mm beads; ${BRACELET_SIZES}`,
        weight: 26,
        element: 'Metal',
        origin: 'Stones from Brazil; strung in Manila',
        art: ['bracelet', C.clear, C.silver, BG.sky, 1],
        variants: [sml(40)],
        sold: 300,
        text: [
          'Clear quartz is called the master healer of the crystal world, believed to amplify any intention and any stone worn alongside it. Its glassy sparkle looks elegant on its own too.',
          'Stack it next to another bracelet, such as rose quartz or citrine, to strengthen that stone’s purpose. It is also a sensible first piece if you are new to crystals.',
          'Cleanse it under the full moon or with the sound of a singing bowl whenever it starts to look dull.',
        ],
      },
      {
        name: 'Pyrite Money Magnet Bracelet',
        price: 1050,
        material: 'Natural faceted pyrite',
        size: '8 mm faceted beads; one size, fits 15-17 cm wrists',
        weight: 42,
        element: 'Earth',
        origin: 'Stones from Peru; strung in Manila',
        art: ['bracelet', C.pyrite, C.gold, BG.honey, 1],
        flags: 'b',
        sold: 2980,
        text: [
          'Pyrite, or “fool’s gold”, glitters like tiny nuggets and is one of the most popular stones for attracting money. Its cube-shaped crystals stand for structure and for protecting what you have already earned.',
          'Wear it at work, or drop it into the cash register at the end of the day. Small business owners like to pair it with a citrine piece for both earning and saving.',
          'Pyrite can rust when exposed to moisture, so never wear it in the shower or at the beach.',
        ],
      },
      {
        name: 'Imperial Jade and Gold Pi Xiu Bracelet',
        price: 3450,
        material: 'Grade A jadeite, 24K gold-plated Pi Xiu',
        size: '12 mm beads; fits 15-16.5 cm wrists',
        weight: 52,
        element: 'Wood',
        origin: 'Jadeite from Myanmar; finished in Manila',
        art: ['bracelet', C.jadeite, C.gold, BG.jade, 0],
        stock: 0,
        flags: 'f',
        sold: 85,
        text: [
          'Our finest bracelet pairs vivid green Grade A jadeite with a hand-finished 24K gold-plated Pi Xiu. Each strand is graded by colour and translucency, so no two are quite alike.',
          'A piece like this is often handed down as an heirloom or given for a milestone birthday. Jade and Pi Xiu together are believed to bring both health and lasting wealth to the wearer.',
          'Every bracelet comes with a certificate of authenticity and a silk-lined box. It is sold out for now; new pieces are added as soon as suitable jadeite is sourced.',
        ],
      },
    ],
  },

  'feng-shui-books': {
    origin: 'Printed in Quezon City, Philippines',
    items: [
      {
        name: 'Small Space, Big Chi: Feng Shui for Condo Living',
        price: 650,
        material: 'Book',
        size: '15 x 23 cm',
        weight: 380,
        specs: {
          Author: 'Marissa Tan-Dela Cruz',
          Pages: '224',
          Language: 'English',
          Size: '15 x 23 cm',
          Publisher: 'Bagua House Manila',
        },
        art: ['book', '#2E5E4E', C.gold, BG.cream, 0],
        variants: [
          axis('format', [
            ['Paperback', 'PB'],
            ['Hardcover', 'HC', 300],
          ]),
        ],
        flags: 'b',
        sold: 1540,
        text: [
          'Living in a 30-square-metre studio does not mean giving up on good feng shui. This practical guide walks you through the bagua of a single room, what to do when the front door opens straight into the kitchen, and where to put the bed when there is only one wall to choose from.',
          'Chapters cover windowless bathrooms, balconies that face a neighbouring tower and shared dorm rooms, with floor plans drawn from real Metro Manila condos.',
          'Written in plain English with a checklist at the end of every chapter, it is an easy read for first-time renters and new homeowners.',
        ],
      },
      {
        name: 'The Lucky Door: Welcoming Wealth Through Your Entrance',
        price: 520,
        material: 'Book',
        size: '14 x 21 cm',
        weight: 260,
        specs: {
          Author: 'Benjamin Ong',
          Pages: '160',
          Format: 'Paperback',
          Language: 'English',
          Size: '14 x 21 cm',
        },
        art: ['book', C.cinnabar, C.gold, BG.cream, 1],
        sold: 420,
        text: [
          'Feng shui masters call the main door the “mouth of chi”, the place where opportunity enters a home. This short book focuses entirely on that one spot, from the colour of your door to the direction it faces.',
          'Learn what to hang above the entrance, how to handle a staircase that runs straight out the front door, and which simple cures suit townhouses, bungalows and apartment corridors.',
          'Each chapter ends with a one-page summary you can photograph and keep on your phone for your next trip to the hardware store.',
        ],
      },
      {
        name: 'Five Elements at Home: A Practical Workbook',
        price: 780,
        material: 'Book',
        size: '21 x 28 cm',
        weight: 520,
        specs: {
          Author: 'Cecilia Go-Ramos',
          Pages: '192',
          Format: 'Paperback, lay-flat binding',
          Language: 'English',
          Size: '21 x 28 cm',
        },
        art: ['book', '#5A3E2B', C.gold, BG.sand, 3],
        flags: 'f',
        sold: 380,
        text: [
          'Wood feeds Fire, Fire creates Earth, Earth bears Metal, Metal carries Water and Water nourishes Wood. This workbook turns that ancient cycle into exercises you can do room by room.',
          'Fill in the colour charts, map the elements already present in your home and plan small changes using things you already own. Worksheets cover living rooms, bedrooms, home offices and even the family car.',
          'The lay-flat binding makes it easy to write in, and the appendix lists the element of common Filipino home materials such as narra, capiz and terracotta.',
        ],
      },
      {
        name: 'The Twelve Animals: A Chinese Zodiac Companion',
        price: 890,
        material: 'Book',
        size: '17 x 24 cm',
        weight: 640,
        specs: {
          Author: 'Teresa Lim Navarro',
          Pages: '288',
          Format: 'Hardcover with ribbon marker',
          Language: 'English',
          Size: '17 x 24 cm',
        },
        art: ['book', '#7B1F2B', C.gold, BG.rose, 2],
        sold: 610,
        text: [
          'Rat, Ox, Tiger and the nine animals that follow each have their own temperament, lucky colours and compatible partners. This illustrated companion explains all twelve, with a year-by-year table to find your sign and your inner animal.',
          'Readers love the chapters on family and workplace compatibility, which offer gentle advice rather than rigid rules. It makes a charming present for Chinese New Year.',
          'Hardbound with a ribbon marker and gold foil details on the cover.',
        ],
      },
      {
        name: 'Flying Stars Made Simple',
        price: 1150,
        material: 'Book',
        size: '17 x 24 cm',
        weight: 720,
        specs: {
          Author: 'Dr. Paolo Chua',
          Pages: '336',
          Format: 'Hardcover',
          Language: 'English',
          Size: '17 x 24 cm',
        },
        art: ['book', C.navy, C.gold, BG.sky, 3],
        stock: 0,
        sold: 230,
        text: [
          'Flying Star feng shui looks at how the energy of a building changes over time. It is often considered the most technical school of feng shui, and this book sets out to make it approachable without oversimplifying.',
          'Worked examples show how to draw up the natal chart of a house, find the wealth and sickness stars for the current period, and choose remedies for each sector.',
          'Best suited to readers who already know the bagua and compass directions. A new printing is on the way.',
        ],
      },
      {
        name: 'Feng Shui for the Sari-Sari Store and Small Business',
        price: 590,
        material: 'Book',
        size: '14 x 21 cm',
        weight: 290,
        specs: {
          Author: 'Elena Sy Villareal',
          Pages: '176',
          Format: 'Paperback',
          Language: 'English with Filipino terms',
          Size: '14 x 21 cm',
        },
        art: ['book', C.gold, '#7B1F1A', BG.honey, 1],
        flags: 'p',
        sold: 780,
        text: [
          'Where should the cash drawer face? Is a pillar in the middle of your store bad luck? This book answers the questions small entrepreneurs actually ask, with examples from sari-sari stores, carinderias, salons and online sellers working from home.',
          'You will find layouts for counters and shelves, advice on signage colours, and simple rituals for opening day and for slow months.',
          'The author grew up in her family’s hardware store in Binondo, and her stories from behind the counter make the lessons easy to remember.',
        ],
      },
      {
        name: "Crystals and Chi: A Beginner's Guide to Energy Stones",
        price: 720,
        material: 'Book',
        size: '15 x 23 cm',
        weight: 410,
        specs: {
          Author: 'Anna Liza Reyes',
          Pages: '208',
          Format: 'Paperback, full colour',
          Language: 'English',
          Size: '15 x 23 cm',
        },
        art: ['book', '#4A2F6B', C.gold, BG.lavender, 2],
        sold: 450,
        text: [
          'Forty of the most popular crystals are profiled in this friendly guide, each with a full-colour photo, its element, its traditional meaning and practical ideas for wearing it or using it at home.',
          'Separate chapters explain how to cleanse and charge stones, how to spot dyed stones and glass imitations, and how to pair crystals with the bagua map.',
          'A helpful first book for anyone who has just been given a crystal bracelet and wants to understand it.',
        ],
      },
      {
        name: 'The Bagua Map Journal: 90 Days to a Harmonious Home',
        price: 480,
        material: 'Book',
        size: '13 x 19 cm',
        weight: 300,
        specs: {
          Author: 'Marissa Tan-Dela Cruz',
          Pages: '144',
          Language: 'English',
          Paper: 'Thick cream paper, fountain-pen friendly',
          Size: '13 x 19 cm',
        },
        art: ['book', '#C97C7C', C.gold, BG.rose, 0],
        variants: [
          axis('format', [
            ['Paperback', 'PB'],
            ['Hardcover', 'HC', 250],
          ]),
        ],
        flags: 'n',
        sold: 120,
        text: [
          'This guided journal pairs each of the nine bagua areas with ten days of short prompts, small tasks and space to record what changes. It works alongside any feng shui book, including our own.',
          'Some days ask you to declutter a single drawer; others invite you to write an intention for your career or family. The routine takes about ten minutes each morning.',
          'Printed on thick cream paper that takes fountain pen and gel ink without bleeding through.',
        ],
      },
    ],
  },

  'auspicious-home-decor': {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Dragon Tortoise Brass Figure',
        price: 2850,
        material: 'Solid brass, antique gold finish',
        size: 'Small 10 x 7 cm; Large 18 x 12 cm',
        weight: 650,
        element: 'Water and Metal',
        art: ['decor-statue', C.brass, C.darkWood, BG.cream, 2],
        variants: [
          axis('size', [
            ['Small (10 cm)', 'S'],
            ['Large (18 cm)', 'L', 1650],
          ]),
        ],
        flags: 'b',
        sold: 1980,
        text: [
          'The dragon tortoise joins the dragon’s power with the tortoise’s longevity and steady support. It is one of the most trusted cures for career luck and for protection against people who may wish you harm.',
          'Place it behind your work chair to give you “backing”, or in the north of the home or office with its head facing into the room. The baby tortoise on its back represents descendants and the continuity of good fortune.',
          'Brass develops a soft patina with age; wipe it with a dry cloth, or use a little brass polish if you prefer a brighter shine.',
        ],
      },
      {
        name: 'Citrine Money Tree',
        price: 1980,
        material: 'Citrine chips, brass-wire branches, gold-tone ceramic pot',
        size: 'Small 15 cm; Medium 22 cm; Large 30 cm tall',
        weight: 520,
        element: 'Earth',
        art: ['decor-crystal', C.citrine, C.gold, BG.honey, 0],
        variants: [
          axis('size', [
            ['Small (15 cm)', 'S'],
            ['Medium (22 cm)', 'M', 700],
            ['Large (30 cm)', 'L', 1500],
          ]),
        ],
        flags: 'bs',
        deal: [18, 60],
        sold: 2460,
        text: [
          'Hundreds of polished citrine chips are wired onto golden branches to form a small tree of abundance. Trees stand for growth and citrine for wealth, so together they symbolise money that keeps growing.',
          'Set it in the southeast corner of your living room or on your office desk, the traditional wealth area of the bagua. It is also a welcome opening-day gift for a new shop.',
          'Dust the branches with a soft makeup brush; the wire can be gently re-shaped if a branch bends in transit.',
        ],
      },
      {
        name: 'Laughing Buddha on Gold Ingot',
        price: 1650,
        material: 'Resin with gold leaf finish',
        size: 'Standard 16 x 12 x 9 cm; Grand 28 x 21 x 16 cm',
        weight: 780,
        element: 'Earth',
        art: ['decor-statue', C.gold, '#6D4C41', BG.cream, 0],
        variants: [
          axis('size', [
            ['Standard (16 cm)', 'STD'],
            ['Grand (28 cm)', 'GRD', 1350],
          ]),
        ],
        flags: 'b',
        sold: 1720,
        text: [
          'Budai, the cheerful wandering monk, is loved across Asia for his big smile and even bigger belly. Rubbing the belly is said to bring happiness and abundance, and here he sits on a gold ingot for extra prosperity.',
          'Place him facing the main door so he is the first to greet guests, or on a sideboard in the dining area. Avoid the floor, the bathroom and any spot directly facing a bed.',
          'The resin body is light but sturdy; clean the gold finish with a dry cloth only, as water may dull it.',
        ],
      },
      {
        name: 'Brass Pi Xiu Guardian Pair',
        price: 3200,
        material: 'Solid brass',
        size: 'Each 12 x 6 x 9 cm',
        weight: 1100,
        element: 'Metal',
        art: ['decor-statue', C.brass, C.darkWood, BG.sand, 1],
        flags: 'f',
        sold: 640,
        text: [
          'Sold as a pair, as tradition recommends: the male Pi Xiu attracts wealth while the female guards what you already have. Each stands on a bed of coins with its mouth open to swallow good fortune.',
          'Set them on a table near the main door or on either side of your office desk, heads toward a window or doorway where chi enters. Never point them at a mirror or at yourself.',
          'Because each piece is hand-cast, small differences between the two are normal. A gentle rub on the head is the customary way to “wake them up” each morning.',
        ],
      },
      {
        name: 'Jade-Green Three-Legged Wealth Toad',
        price: 1250,
        material: 'Glazed resin in jade green or gold, brass coin',
        size: '14 x 12 x 8 cm',
        weight: 560,
        element: 'Water',
        art: ['decor-statue', '#4F8F6B', C.gold, BG.jade, 3],
        variants: [colours(['Jade Green', 'JAD', '#4F8F6B'], ['Gold', 'GLD', C.gold, 200])],
        flags: 'b',
        sold: 2310,
        text: [
          'The three-legged toad, Chan Chu, is said to appear under the full moon near homes about to receive good news about money. It sits on a pile of coins with one more coin held in its mouth.',
          'Place it near the main door facing inward, as if it has just hopped in with treasure. Some owners turn it outward in the evening and back in the morning, so it can go out and collect more wealth overnight.',
          'Keep the toad out of the kitchen, bathroom and bedroom; a living room side table or a shop counter is ideal.',
        ],
      },
      {
        name: 'Golden Wealth Ship',
        price: 4800,
        material: 'Gilded resin, metal flags, crystal treasure',
        size: '30 x 10 x 26 cm',
        weight: 1600,
        element: 'Water and Metal',
        art: ['decor-ship', C.gold, C.cinnabar, BG.cream, 0],
        flags: 'f',
        deal: [22, 36],
        sold: 380,
        text: [
          'A sailing ship arriving loaded with gold ingots is one of the oldest symbols of merchant success. This detailed model has red battened sails, brass flags and a deck piled high with treasure.',
          'Always point the bow toward the inside of the house or office, as though the ship is sailing in with its cargo. A spot near the entrance or in the southeast works best; never aim it at the door or a window.',
          'Arrives in a fitted gift box. Use a soft brush to clean the rigging and sails.',
        ],
      },
      {
        name: 'Amethyst Geode Cluster',
        price: 3600,
        material: 'Natural amethyst on matrix',
        size: 'About 15 x 12 x 10 cm, each piece unique',
        weight: 1500,
        element: 'Fire',
        origin: 'Artigas, Uruguay',
        art: ['decor-crystal', C.amethyst, '#4E342E', BG.lavender, 1],
        flags: 'f',
        sold: 210,
        text: [
          'Dozens of deep violet points grow from a single piece of rock in this natural amethyst cluster. Yours will arrive with its own shape and colour zoning.',
          'Clusters radiate energy in all directions, which makes them ideal for clearing stale chi in a living room, meditation corner or busy reception area. In the northeast they support study and self-development.',
          'Lift it by the base rather than the points, which can chip, and dust it now and then with a soft dry brush.',
        ],
      },
      {
        name: 'Clear Quartz Sphere with Wooden Stand',
        price: 2200,
        material: 'Natural clear quartz, narra wood stand',
        size: '8 cm diameter',
        weight: 720,
        element: 'Metal',
        origin: 'Sphere from Brazil; stand made in Pampanga',
        art: ['decor-crystal', C.clear, C.wood, BG.sky, 2],
        flags: 'n',
        sold: 270,
        text: [
          'A sphere has no corners, so it sends energy smoothly in every direction. Clear quartz spheres are used to soften the “poison arrows” of sharp furniture edges and to bring calm to a cluttered room.',
          'Place it where light can pass through, such as a window ledge or a bright corner, and look for the tiny rainbows inside. At the centre of the home it is said to stabilise the whole floor plan.',
          'Never leave a quartz sphere in direct afternoon sun near fabric or paper; it can focus light like a magnifying glass.',
        ],
      },
      {
        name: 'Rose Quartz Love Tower',
        price: 1350,
        material: 'Natural rose quartz, polished point',
        size: '12 or 18 cm tall',
        weight: 380,
        element: 'Earth',
        origin: 'Madagascar',
        art: ['decor-crystal', C.rose, C.wood, BG.rose, 3],
        variants: [
          axis('size', [
            ['12 cm', '12'],
            ['18 cm', '18', 950],
          ]),
        ],
        deal: [15, 18],
        sold: 540,
        text: [
          'A polished tower of pale pink rose quartz, cut with six faces that meet at a single point to direct its gentle energy upward.',
          'Stand it in the southwest of your bedroom, the area linked to love and partnership, or on a bedside table you share with your partner. If you are single, place it beside a photo of yourself smiling to invite new connections.',
          'Rose quartz dislikes strong heat, so keep it away from stoves and car dashboards.',
        ],
      },
      {
        name: 'Gold Ingot Prosperity Ornament',
        price: 980,
        material: 'Brass-plated resin, red velvet cushion',
        size: '12 x 7 x 8 cm',
        weight: 320,
        element: 'Metal',
        art: ['decor-crystal', C.gold, C.cinnabar, BG.cream, 4],
        sold: 880,
        text: [
          'Shaped like the boat-shaped ingots once used as currency in imperial China, the yuan bao is a direct symbol of wealth in hand. This one rests on a red velvet cushion.',
          'Display it in the southeast of your home, on the cashier counter or in a glass cabinet in the living room. Many families bring out extra ingots at Chinese New Year and set them on the altar or the dining table.',
          'An occasional dusting is all the care it needs.',
        ],
      },
      {
        name: 'Tabletop Lotus Water Fountain',
        price: 5900,
        material: 'Glazed ceramic, crystal ball, quiet electric pump',
        size: '28 cm diameter x 32 cm tall',
        weight: 3200,
        element: 'Water',
        art: ['decor-fountain', '#B9B4AA', C.jade, BG.sky, 0],
        flags: 'f',
        sold: 190,
        text: [
          'Flowing water stands for flowing money in feng shui, and the steady trickle is wonderfully calming. Water spills from the upper basin into the lower bowl while a crystal ball turns slowly on top.',
          'Place it in the north, east or southeast of the living room or office, with the water flowing toward the interior. Avoid bedrooms and the south sector, where Water clashes with Fire.',
          'Top up with clean water every few days and never let the pump run dry. Comes with a 1.5-metre cord and a two-pin plug.',
        ],
      },
      {
        name: 'Mountain Rock Waterfall Fountain',
        price: 7500,
        material: 'Stone-effect polyresin, jade-glass ball, LED light',
        size: '35 x 25 x 40 cm',
        weight: 4800,
        element: 'Water and Earth',
        art: ['decor-fountain', '#8E8A84', C.jade, BG.sky, 1],
        sold: 75,
        text: [
          'Water trickles down layered rock ledges into a small pool, recreating the classic landscape of mountain behind and water in front. A softly lit green ball crowns the peak.',
          'Mountains give support and water brings prosperity, which makes this fountain ideal for reception areas and home offices. Position it with the mountain toward the back wall and the pool facing the room.',
          'Use distilled water to prevent mineral build-up, and scrub the pool monthly with a soft brush.',
        ],
      },
      {
        name: 'Brass Elephant with Raised Trunk',
        price: 2400,
        material: 'Solid brass',
        size: '15 x 7 x 13 cm',
        weight: 900,
        element: 'Metal',
        art: ['decor-statue', C.brass, C.darkWood, BG.cream, 4],
        flags: 'p',
        sold: 420,
        text: [
          'An elephant with its trunk held high symbolises strength, wisdom and good fortune raining down on the household. It is also a traditional cure for couples hoping to start a family.',
          'Set a pair inside the home on either side of the main door to protect it, or place one in the northwest to invite mentors and benefactors.',
          'Solid brass darkens slightly over time, and many collectors prefer the warm antique look that develops.',
        ],
      },
      {
        name: 'Victory Horse on Coins',
        price: 3950,
        material: 'Bronze-tone alloy, marble-look base',
        size: '22 x 7 x 20 cm',
        weight: 1400,
        element: 'Fire',
        art: ['decor-statue', C.bronze, '#6D4C41', BG.sand, 5],
        flags: 'n',
        sold: 150,
        text: [
          'A galloping horse symbolises speed, success and fame. Known as the victory horse, it is given to people about to compete, launch a project or run for office.',
          'Place it in the south sector, the area of fame and recognition, with the horse running into the room rather than out the window. It looks handsome on an executive desk or a study shelf.',
          'Its lively energy can disturb rest, so keep it out of the bedroom.',
        ],
      },
      {
        name: 'Hand-Carved Wooden Laughing Buddha',
        price: 4500,
        material: 'Carved camphor wood, natural wax finish',
        size: '20 x 15 x 12 cm',
        weight: 1200,
        element: 'Wood',
        origin: 'Carved in Paete, Laguna, Philippines',
        art: ['decor-statue', '#9C6B43', C.darkWood, BG.sand, 0],
        flags: 'p',
        sold: 95,
        text: [
          'Carved by hand from a single block of wood in Paete, Laguna, the woodcarving capital of the Philippines, this Budai shows the fine detail only an experienced carver can achieve.',
          'Wood brings the energy of growth, so this version suits the east and southeast of the home, the areas of family and wealth. Place him at about eye level, never on the floor.',
          'Small cracks and colour variations are a natural part of seasoned wood. Polish once or twice a year with a little beeswax.',
        ],
      },
      {
        name: 'Bronze Qilin Protector',
        price: 5800,
        material: 'Bronze-finish resin',
        size: '25 x 10 x 20 cm',
        weight: 1900,
        element: 'Earth',
        art: ['decor-statue', '#7A5A3A', C.darkWood, BG.cream, 1],
        sold: 60,
        text: [
          'The qilin has the head of a dragon, the body of a deer and the scales of a fish, and is said to appear only in times of peace and good government. In feng shui it protects the home and blesses the children in it.',
          'Place it facing the main door or a window that looks onto a sharp corner or busy road. A qilin is gentler than a guardian lion, so it can also stay in a family room.',
          'Dust with a soft brush and keep water away from the bronze-effect finish.',
        ],
      },
      {
        name: 'Large Bronze Dragon Tortoise',
        price: 12500,
        material: 'Cast bronze',
        size: '35 x 22 x 25 cm',
        weight: 6500,
        element: 'Water and Metal',
        art: ['decor-statue', C.bronze, C.darkWood, BG.sand, 2],
        stock: 0,
        sold: 18,
        text: [
          'For lobbies, boardrooms and large homes, this cast-bronze dragon tortoise carries the same meaning as our desktop figure on a grand scale: powerful backing, long life and steady career progress.',
          'Place it on a low cabinet behind the owner’s desk or in the north of a reception area. Its size makes it a statement piece that visitors notice immediately.',
          'Each piece is cast to order and takes several weeks to finish, and the current batch is sold out.',
        ],
      },
      {
        name: 'Citrine Crystal Cluster',
        price: 2650,
        material: 'Natural citrine on matrix',
        size: 'About 12 x 10 x 8 cm',
        weight: 900,
        element: 'Earth',
        origin: 'Minas Gerais, Brazil',
        art: ['decor-crystal', C.citrine, '#6D4C41', BG.honey, 1],
        sold: 310,
        text: [
          'Bright golden points rise from a natural base in this citrine cluster, one of the best-known crystal cures for a shop or home office.',
          'Keep it near the cash register, in the drawer where you file receipts or on the southeast corner of your desk. The more light it catches, the livelier it looks.',
          'Every cluster is one of a kind. Shield it from harsh afternoon sun to protect the colour.',
        ],
      },
      {
        name: 'Green Aventurine Tree of Life',
        price: 1450,
        material: 'Green aventurine chips, gold wire, resin base',
        size: '20 cm tall',
        weight: 420,
        element: 'Wood',
        art: ['decor-crystal', C.aventurine, C.gold, BG.jade, 0],
        sold: 520,
        text: [
          'Green aventurine leaves on a golden trunk make this tree a symbol of health, family growth and fresh starts.',
          'Place it in the east of your home, the area of family and health, or give it to newlyweds or a family moving into a new house.',
          'Keep it away from air-conditioner vents, where dust collects quickly, and tidy the chips with a soft brush.',
        ],
      },
      {
        name: 'Large Brass Wu Lou Gourd',
        price: 2200,
        material: 'Solid brass, red tassel',
        size: '30 cm tall',
        weight: 1300,
        element: 'Metal',
        art: ['amulet', C.brass, C.cinnabar, BG.cream, 0],
        sold: 260,
        text: [
          'The wu lou was carried by ancient healers to hold medicine, and this full-size brass version is believed to absorb illness and negative energy from an entire room.',
          'Stand it on the bedside table of a family member who is recovering, or in the west of the living room for harmony and good health. Leave the stopper open so the gourd can breathe in stale energy.',
          'A regular polish keeps the brass glowing; a red tassel is included for tying around the neck.',
        ],
      },
      {
        name: 'Stone Fu Lion Door Guardians (Pair)',
        price: 6800,
        material: 'Cast stone composite',
        size: 'Each 25 x 12 x 28 cm',
        weight: 9000,
        element: 'Earth',
        art: ['decor-statue', '#9E9A94', '#6D6A66', BG.mist, 1],
        stock: 0,
        sold: 44,
        text: [
          'Stone lions have guarded temples, palaces and bank entrances for centuries. The male rests a paw on a ball, symbolising authority; the female shelters a cub, symbolising nurture.',
          'Place them outside the main door, one on each side, with the male on the right as you look out from inside. They are weatherproof and suit gates, porches and garden paths.',
          'This heavy item ships by freight to Metro Manila, Cebu and Davao. It is currently out of stock.',
        ],
      },
    ],
  },

  windchimes: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Five-Element Wind Chime',
        price: 1250,
        material: 'Aluminium rods, wooden top and striker',
        size: '60 cm total length, 5 rods',
        weight: 420,
        element: 'Metal',
        art: ['windchime', C.silver, C.wood, BG.sky, 0],
        variants: [
          colours(
            ['Silver', 'SLV', C.silver],
            ['Gold', 'GLD', C.gold, 150],
            ['Copper', 'CPR', C.copper, 150],
          ),
        ],
        flags: 'bs',
        sold: 1450,
        text: [
          'Five hollow rods, one for each element, ring out a clear and soothing chord with the slightest breeze. Metal wind chimes are the classic feng shui cure for clearing stagnant or negative energy.',
          'Hang it in the west or northwest, the Metal sectors, or near a door where energy tends to rush straight in. Avoid hanging it directly above a chair or bed.',
          'Choose silver for a modern look, gold for wealth or copper for a warmer tone. The rods are tuned and should not be trimmed.',
        ],
      },
      {
        name: 'Brass Pagoda Wind Chime',
        price: 1680,
        material: 'Brass-finish metal pagoda, six tuned rods',
        size: '70 cm total length, 6 rods',
        weight: 600,
        element: 'Metal',
        art: ['windchime', C.brass, '#6D4C41', BG.cream, 1],
        variants: [colours(['Brass', 'BRS', C.brass], ['Bronze', 'BRZ', C.bronze, 100])],
        sold: 330,
        text: [
          'A miniature pagoda roof crowns six tuned rods in this elegant chime. Pagodas are symbols of wisdom and protection, and were once built to calm the energy of entire towns.',
          'Hang it in the northeast to support study and self-cultivation, or by a window facing a busy road to soften the noise and rush outside.',
          'The lacquered finish resists humidity, so it can hang on a covered balcony; bring it indoors when a typhoon is coming.',
        ],
      },
      {
        name: 'Bamboo Chime with Lucky Coins',
        price: 650,
        material: 'Natural bamboo, brass coins, cotton cord',
        size: '55 cm total length',
        weight: 260,
        element: 'Wood',
        origin: 'Handmade in Iloilo, Philippines',
        art: ['windchime', '#C8A96A', C.wood, '#F3F1E6', 2],
        sold: 720,
        text: [
          'Hollow bamboo gives a soft, wooden knock rather than a ring, a gentler sound many people prefer for homes with babies or elders. Three brass coins tied at the top add a wish for steady income.',
          'Bamboo belongs to the Wood element, so hang this chime in the east or southeast for family harmony and growth. It suits gardens, lanais and weekend rest houses.',
          'Made by a family workshop in Iloilo. Keep it out of heavy rain to stop the bamboo from splitting.',
        ],
      },
      {
        name: 'Eight-Rod Golden Wealth Chime',
        price: 2450,
        material: 'Anodised aluminium, lacquered wood',
        size: '85 cm total length, 8 rods',
        weight: 780,
        element: 'Metal',
        art: ['windchime', C.gold, C.darkWood, BG.cream, 0],
        variants: [
          colours(['Gold', 'GLD', C.gold], ['Silver', 'SLV', C.silver], ['Black', 'BLK', C.black, 200]),
        ],
        flags: 'fs',
        deal: [30, 10],
        sold: 290,
        text: [
          'Eight is the luckiest number in Chinese culture because it sounds like the word for prosperity. This generous chime has eight rods with a long, resonant tone that carries through a whole floor.',
          'Hang it in the northwest to attract helpful people, or in a large living room where the energy feels heavy. It also welcomes customers at a shop entrance.',
          'After windy days, untangle the cords gently and wipe the rods with a microfibre cloth.',
        ],
      },
      {
        name: 'Mini Doorway Chime',
        price: 450,
        material: 'Metal rods, red cord, brass coin',
        size: '30 cm total length, 5 rods',
        weight: 120,
        element: 'Metal',
        art: ['windchime', C.cinnabar, C.gold, BG.cream, 2],
        variants: [colours(['Red', 'RED', C.cinnabar], ['Gold', 'GLD', C.gold], ['Silver', 'SLV', C.silver])],
        flags: 'n',
        sold: 980,
        text: [
          'A compact chime made for doorways, small balconies and condo windows. Its light, bright tinkle announces visitors and keeps entrance energy moving.',
          'Hang it just inside the main door so it rings as the door opens, or at the front of a small stall or kiosk. The red version adds a protective touch of Fire.',
          'It weighs so little that an adhesive hook will hold it, so no drilling is needed.',
        ],
      },
      {
        name: 'Copper-Tone Healing Chime',
        price: 1950,
        material: 'Copper-finish aluminium, rosewood-tone top',
        size: '70 cm total length, 6 rods',
        weight: 520,
        element: 'Metal',
        art: ['windchime', C.copper, C.darkWood, '#F6EEE8', 0],
        sold: 140,
        text: [
          'Copper has long been associated with healing and with conducting energy. This six-rod chime has a warm copper tone and a deep voice that lingers in the air.',
          'Hang it in the west of the home, linked to children and creativity, or near the room of a family member who is recovering from an illness.',
          'The finish may deepen slightly in humid weather, which is normal and adds character.',
        ],
      },
      {
        name: 'Meditation Chime with Wooden Top',
        price: 2800,
        material: 'Tuned aluminium, mahogany top and striker',
        size: '95 cm total length, 6 rods',
        weight: 900,
        element: 'Metal',
        art: ['windchime', C.silver, '#6D4C41', BG.sky, 0],
        variants: [colours(['Silver', 'SLV', C.silver], ['Champagne', 'CHP', '#D8C9A3'])],
        flags: 'p',
        sold: 88,
        text: [
          'Our longest chime produces a low, meditative chord tuned to the pentatonic scale heard in traditional Chinese music. It is a favourite of yoga studios and quiet gardens.',
          'Hang it where it can swing freely without hitting a wall, such as an open veranda or the corner of a large living room. The deep tone calms rather than distracts.',
          'Supplied with an S-hook and a spare hanging cord.',
        ],
      },
    ],
  },

  amulets: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Brass Wu Lou Gourd',
        price: 880,
        material: 'Solid brass with red tassel',
        size: 'Small 8 cm; Large 13 cm',
        weight: 180,
        element: 'Metal',
        art: ['amulet', C.brass, C.cinnabar, BG.cream, 0],
        variants: [
          axis('size', [
            ['Small (8 cm)', 'S'],
            ['Large (13 cm)', 'L', 420],
          ]),
        ],
        flags: 'b',
        deal: [20, 100],
        sold: 2650,
        text: [
          'Shaped like the bottle gourd carried by the immortal Li Tie Guai, the wu lou is the go-to feng shui cure for health. It is believed to absorb sickness and negative energy and trap it inside its narrow neck.',
          'Hang it at the head of the bed, place it on the nightstand of someone who is unwell, or keep a small one in the car for safe travel. In the west of the home it also supports harmony between family members.',
          'The small size fits bags and car mirrors; the large one is made for bedrooms and living rooms.',
        ],
      },
      {
        name: 'Gold Ingot Wealth Charm',
        price: 620,
        material: 'Gold-plated alloy, silk tassel',
        size: '6 cm ingot, 18 cm with tassel',
        weight: 90,
        element: 'Metal',
        art: ['amulet', C.gold, C.cinnabar, BG.cream, 1],
        sold: 890,
        text: [
          'A shiny ingot hangs from a red knot and silk tassel, a compact symbol of wealth you can display almost anywhere.',
          'Hang it from a drawer knob near your desk, beside the cashier in your store or on a hook in the southeast of the living room. It is a popular small gift during Chinese New Year.',
          'If the tassel tangles, comb it gently with your fingers.',
        ],
      },
      {
        name: 'Jade Bi Disc Hanging Amulet',
        price: 1450,
        material: 'Carved jade, red cord, silk tassel',
        size: '7 cm disc',
        weight: 110,
        element: 'Wood',
        art: ['amulet', C.jade, C.cinnabar, BG.jade, 2],
        flags: 'p',
        sold: 240,
        text: [
          'The bi disc, a flat ring of jade, represented heaven in ancient Chinese cosmology. For thousands of years it has been worn and hung as a charm for protection and for a connection with higher blessings.',
          'Hang it in a window where sunlight passes through the centre, or near the family altar. It is also a meaningful gift for a baptism or a child’s first birthday.',
          'Clean it with a soft cloth and a drop of water, and handle it gently.',
        ],
      },
      {
        name: 'Brass Protection Bell',
        price: 750,
        material: 'Brass, red cord and tassel',
        size: 'Bell 6, 8 or 11 cm; up to 30 cm overall',
        weight: 160,
        element: 'Metal',
        art: ['amulet', C.brass, C.cinnabar, BG.cream, 3],
        variants: [
          axis('size', [
            ['Small (6 cm)', 'S'],
            ['Medium (8 cm)', 'M', 180],
            ['Large (11 cm)', 'L', 420],
          ]),
        ],
        sold: 430,
        text: [
          'The ring of a brass bell is said to scatter harmful energy and wake up stagnant corners. Shopkeepers often hang one on the door so each customer is greeted with a bright chime.',
          'Hang it on the inside handle of your main door or at the entrance to your shop. A bell in the northwest also calls in helpful people.',
          'The clapper is fixed securely, so the bell can travel in a bag as a charm too.',
        ],
      },
      {
        name: 'Pi Xiu Desk Amulet',
        price: 1150,
        material: 'Gold-tone resin on red lacquer base',
        size: '10 x 4 x 7 cm',
        weight: 240,
        element: 'Earth',
        art: ['amulet', C.gold, C.cinnabar, BG.cream, 4],
        flags: 'n',
        sold: 760,
        text: [
          'A small golden Pi Xiu stands ready on a red base, guarding your desk and your income. It is sized for workstations, reception counters and store shelves.',
          'Face the Pi Xiu toward the door or the direction your clients come from, never toward yourself. Pat its head before an important call for a little extra courage.',
          'Abrasive cleaners can scratch the lacquer base, so a dry cloth is best.',
        ],
      },
      {
        name: 'Black Obsidian Protection Gourd',
        price: 1350,
        material: 'Carved black obsidian, red cord',
        size: '9 cm tall',
        weight: 220,
        element: 'Water',
        art: ['amulet', C.obsidian, C.cinnabar, BG.mist, 0],
        sold: 180,
        text: [
          'Carved from a single piece of glossy black obsidian, this gourd combines two protective traditions: the wu lou’s power to absorb illness and obsidian’s ability to shield against negativity.',
          'Keep it beside the bed of anyone troubled by bad dreams, or hang it near a door that faces a hospital, cemetery or sharp building corner.',
          'Obsidian is volcanic glass and can break on a tiled floor. Hang it where it will not swing into walls.',
        ],
      },
      {
        name: 'Rose Quartz Peach Blossom Disc',
        price: 1080,
        material: 'Rose quartz disc, hand-tied Chinese knot',
        size: '6 cm disc, 22 cm overall',
        weight: 95,
        element: 'Earth',
        art: ['amulet', C.rose, C.cinnabar, BG.rose, 2],
        sold: 310,
        text: [
          'A pale pink disc of rose quartz hangs beneath a hand-tied Chinese knot, a gentle charm for attracting love and strengthening the relationships you already have.',
          'Hang it on the southwest wall of the bedroom or from the handle of a dresser you open every day. It makes a sweet gift for a friend who is ready to meet someone special.',
          'Rose quartz keeps its colour best in a shaded spot.',
        ],
      },
      {
        name: 'Travel Protection Bell Amulet',
        price: 520,
        material: 'Silver-tone alloy, red cord',
        size: '5 cm bell, 16 cm overall',
        weight: 70,
        element: 'Metal',
        art: ['amulet', C.silver, C.cinnabar, BG.sky, 3],
        sold: 640,
        text: [
          'A small silver-toned bell for the road. Its bright sound is meant to keep accidents and bad luck away from drivers, riders and commuters.',
          'Hang it from the rear-view mirror, a motorcycle key or a backpack zip. Many customers buy several for relatives who travel often, including OFWs heading abroad.',
          'Check the cord every few months and replace it once it looks worn.',
        ],
      },
      {
        name: 'Carved Cinnabar Ingot Charm',
        price: 1650,
        material: 'Carved cinnabar lacquer, silk tassel',
        size: '8 cm ingot',
        weight: 140,
        element: 'Fire',
        art: ['amulet', C.cinnabar, C.gold, BG.rose, 1],
        sold: 120,
        text: [
          'Cinnabar lacquer is built up in many thin layers and then carved by hand, a craft more than a thousand years old. Its deep red is considered strongly protective and auspicious.',
          'Display it in the south, the area of fame, or hang it near your workstation to give your reputation a boost.',
          'Direct heat and the dry blast of an air-conditioning vent can cause fine cracks in lacquerware, so choose a sheltered spot.',
        ],
      },
    ],
  },

  keychains: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Pi Xiu Coin Keychain',
        price: 350,
        material: 'Zinc alloy, nylon tassel',
        size: '14 cm overall',
        weight: 45,
        element: 'Metal',
        art: ['keychain', C.gold, C.cinnabar, BG.cream, 2],
        variants: [colours(['Gold', 'GLD', C.gold], ['Silver', 'SLV', C.silver])],
        flags: 'b',
        sold: 3210,
        text: [
          'Keep the wealth-guarding Pi Xiu with you wherever your keys go. A bright red tassel makes it easy to find at the bottom of a bag.',
          'Clip it to your house keys so it watches over your home, or to your car keys for protection on the road. Gold is the choice for wealth; silver gives a cleaner, modern look.',
          'The split ring is strong enough for a full bunch of keys.',
        ],
      },
      {
        name: 'Five Emperor Coin Keychain',
        price: 280,
        material: 'Brass coin, alloy chain, silk tassel',
        size: '13 cm overall',
        weight: 40,
        element: 'Metal',
        art: ['keychain', C.brass, C.cinnabar, BG.cream, 0],
        sold: 860,
        text: [
          'A brass coin cast in the style of the Five Emperors coins of the Qing dynasty, minted during a century and a half of peace and prosperity, hangs from this keychain.',
          'Attach it to your office keys or the key to your store’s roll-up door to invite steady business.',
          'Brass darkens with handling; rub it on denim or use brass polish to bring back the shine.',
        ],
      },
      {
        name: 'Mini Brass Wu Lou Keychain',
        price: 320,
        material: 'Brass gourd, alloy ring',
        size: '11 cm overall',
        weight: 50,
        element: 'Metal',
        art: ['keychain', C.brass, C.cinnabar, BG.honey, 1],
        sold: 540,
        text: [
          'A pocket-size wu lou gourd for health and protection, ideal for people who are always on the move.',
          'Parents like to attach one to a child’s school bag or to the keys of the family car. It also makes a thoughtful get-well gift.',
          'Solid brass keeps its shape even after years of being tossed into bags.',
        ],
      },
      {
        name: 'Car Safety Bell Keychain',
        price: 380,
        material: 'Brass bell, silk tassel',
        size: '15 cm overall',
        weight: 60,
        element: 'Metal',
        art: ['keychain', C.brass, C.cinnabar, BG.sky, 3],
        flags: 'n',
        sold: 690,
        text: [
          'Every time you pick up your keys, this little brass bell rings to clear the way ahead. It is a favourite among new drivers and anyone who has just bought a car.',
          'Keep it on your car key or hang it from the rear-view mirror. A gentle shake before a long drive is a nice ritual.',
          'The bell’s voice mellows over time as the brass ages.',
        ],
      },
      {
        name: 'Gold Ingot Keyring',
        price: 260,
        material: 'Gold-plated alloy, silk tassel',
        size: '12 cm overall',
        weight: 35,
        element: 'Metal',
        art: ['keychain', C.gold, C.cinnabar, BG.cream, 4],
        sold: 410,
        text: [
          'Carry a small gold ingot on your keys as a daily reminder of your money goals. Simple, bright and budget-friendly.',
          'Use it for the keys to your cash box, store or office drawer. Buying in bulk? These are popular giveaways at company Christmas parties.',
          'Plating can wear with heavy use, so keep it away from perfume and sanitiser sprays.',
        ],
      },
      {
        name: 'Jade Gourd Keychain',
        price: 520,
        material: 'Jade gourd, alloy chain, silk tassel',
        size: '12 cm overall',
        weight: 48,
        element: 'Wood',
        art: ['keychain', C.jade, C.cinnabar, BG.jade, 1],
        sold: 260,
        text: [
          'A smooth jade gourd combines two symbols of good health in one everyday object.',
          'Hang it on the keys to your home or your parents’ home as a blessing for long life. The jade feels cool and pleasant in the hand.',
          'Detach it before throwing your keys onto hard surfaces, as jade can chip.',
        ],
      },
    ],
  },

  medallions: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Bagua Yin-Yang Brass Medallion',
        price: 780,
        material: 'Solid brass, red cord',
        size: '8 cm diameter',
        weight: 130,
        element: 'Metal',
        art: ['medallion', C.brass, C.cinnabar, BG.cream],
        flags: 'f',
        sold: 560,
        text: [
          'The eight trigrams of the bagua circle a yin-yang symbol on this solid brass medallion, a picture of balance between all the forces of the universe.',
          'Carry it in your bag or hang it in your car for protection while you are out. At home, hang it on the outside of a window or door that faces a sharp corner; bagua symbols are traditionally not turned toward the people living inside.',
          'The back is smooth so it sits flat against a wall, and the cord is hand-tied.',
        ],
      },
      {
        name: 'Dragon and Phoenix Harmony Medallion',
        price: 1250,
        material: 'Gold-plated brass',
        size: '7 cm diameter',
        weight: 110,
        element: 'Fire and Wood',
        art: ['medallion', C.gold, C.cinnabar, BG.rose],
        flags: 'p',
        sold: 310,
        text: [
          'The dragon (yang) and the phoenix (yin) together stand for a perfectly balanced marriage. Couples have received this motif at weddings for generations.',
          'Place it in the southwest of the master bedroom or tuck it into the drawer where you keep your marriage certificate. It is an elegant wedding or anniversary present.',
          'The gold plating stays bright if you avoid handling it with damp hands.',
        ],
      },
      {
        name: 'Kuan Yin Compassion Medallion',
        price: 950,
        material: 'Silver-tone brass',
        size: '6.5 cm diameter',
        weight: 90,
        element: 'Metal',
        art: ['medallion', C.silver, C.cinnabar, BG.sky],
        sold: 420,
        text: [
          'Kuan Yin, the bodhisattva of mercy, is invoked for protection, healing and kindness. This medallion shows her image on one side and the bagua on the other.',
          'Keep it close during difficult times: in a handbag, under the pillow or on the home altar. Many families give one to an elderly relative.',
          'Store it in the velvet pouch provided to protect the raised design.',
        ],
      },
      {
        name: 'Chinese Zodiac Protector Medallion',
        price: 650,
        material: 'Brass with enamel inlay',
        size: '5.5 cm diameter',
        weight: 70,
        element: 'Varies by sign',
        art: ['medallion', C.gold, C.cinnabar, BG.honey],
        variants: [
          axis('zodiac', [
            ['Rat', 'RAT'],
            ['Ox', 'OX'],
            ['Tiger', 'TIG'],
            ['Rabbit', 'RAB'],
            ['Dragon', 'DRA'],
            ['Snake', 'SNA'],
            ['Horse', 'HOR'],
            ['Goat', 'GOA'],
            ['Monkey', 'MON'],
            ['Rooster', 'ROO'],
            ['Dog', 'DOG'],
            ['Pig', 'PIG'],
          ]),
        ],
        sold: 1080,
        text: [
          'Choose the medallion of your Chinese zodiac animal. Each one shows the animal at the centre surrounded by the eight trigrams, and is believed to strengthen the wearer’s personal luck for the year.',
          'Carry it in your wallet, hang it on your bag or give a set to the whole family. If you are unsure of your sign, remember that the Chinese year begins between late January and mid-February, so early-year birthdays may belong to the previous animal.',
          'The enamel is colourfast; a soft cloth is all you need to clean it.',
        ],
      },
      {
        name: 'Red Cinnabar Protection Medallion',
        price: 1650,
        material: 'Carved cinnabar lacquer, silk cord',
        size: '6 cm diameter',
        weight: 60,
        element: 'Fire',
        art: ['medallion', C.cinnabar, C.gold, BG.rose],
        sold: 140,
        text: [
          'Hand-carved cinnabar lacquer in a rich red, the colour most strongly associated with protection and celebration in Chinese culture.',
          'Wear it during the year your zodiac sign clashes with Tai Sui, the Grand Duke of the year, or hang it by the entrance of a new home.',
          'Heat and moisture can damage the lacquer layers, so store it somewhere cool and dry.',
        ],
      },
      {
        name: 'Jade Wealth Medallion',
        price: 1780,
        material: 'Carved jade, gold-plated rim',
        size: '6 cm diameter',
        weight: 85,
        element: 'Wood',
        art: ['medallion', C.jade, C.gold, BG.jade],
        flags: 'n',
        sold: 95,
        text: [
          'A round jade medallion framed in gold and carved with the trigrams around a central yin-yang. Green jade is linked to growth, so this piece is often worn for career and business luck.',
          'Wear it on a red cord or a gold chain, or keep it in the southeast corner of your desk.',
          'Each piece is cut from natural jade and shows its own veins and colour variations.',
        ],
      },
    ],
  },

  plaque: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Gold Fortune Character Plaque',
        price: 1450,
        material: 'Red lacquered wood, gold-leaf character',
        size: '25 x 18 cm with stand',
        weight: 650,
        element: 'Fire and Metal',
        art: ['plaque', C.cinnabar, C.gold, BG.cream, 0],
        sold: 430,
        text: [
          'The character <em>fu</em>, meaning fortune, is painted in gold leaf on a deep red lacquer background. It is the single most common blessing displayed in Chinese homes at New Year.',
          'Stand it on a console table facing the entrance, or hang it on the front door. Some families hang the fu upside down, because “fortune upside down” sounds like “fortune has arrived”.',
          'Wipe the lacquer with a dry cloth and keep alcohol-based cleaners away from the gold leaf.',
        ],
      },
      {
        name: 'Bagua Protection Plaque',
        price: 1850,
        material: 'Carved wood, red and gold lacquer',
        size: '30 x 22 cm',
        weight: 800,
        element: 'Wood',
        art: ['plaque', C.cinnabar, C.gold, BG.sand, 2],
        sold: 260,
        text: [
          'A carved panel showing the eight trigrams around a yin-yang, traditionally used to deflect negative energy coming from outside the home.',
          'Hang it outside, above the main door or facing a sharp corner, lamp post or road that points straight at your house. It should never face family members indoors.',
          'Sealed against humidity for use under a covered doorway.',
        ],
      },
      {
        name: 'Coin Wealth Plaque on Stand',
        price: 1250,
        material: 'Red lacquered resin, gold coin relief',
        size: '22 x 16 cm',
        weight: 520,
        element: 'Metal',
        art: ['plaque', C.cinnabar, C.gold, BG.honey, 3],
        deal: [15, -24],
        sold: 380,
        text: [
          'A large gold coin with a square hole sits at the centre of this red plaque, representing heaven (round) and earth (square) in harmony, with wealth flowing between them.',
          'Display it in the southeast of your office or beside the cashier. Its small footprint suits bookshelves and narrow counters.',
          'The wooden stand detaches, so the plaque can also hang on a wall.',
        ],
      },
      {
        name: 'Carved Wooden Bagua Plaque',
        price: 950,
        material: 'Carved narra wood, natural finish',
        size: '20 x 15 cm',
        weight: 450,
        element: 'Wood',
        origin: 'Carved in Paete, Laguna, Philippines',
        art: ['plaque', C.wood, C.gold, BG.sand, 2],
        flags: 'p',
        sold: 120,
        text: [
          'Carved from narra, the national tree of the Philippines, this plaque brings the bagua into a warm, natural material that blends with Filipino homes.',
          'Use it on a shelf or window ledge in the east to support family health. Like all bagua images, it is best turned outward, toward the source of any negative influence.',
          'Oil the wood lightly once a year to keep the grain rich.',
        ],
      },
      {
        name: 'Happiness Calligraphy Plaque',
        price: 1100,
        material: 'Gold-tone metal frame, red velvet',
        size: '24 x 18 cm',
        weight: 480,
        element: 'Fire',
        art: ['plaque', C.cinnabar, C.gold, BG.rose, 1],
        sold: 210,
        text: [
          'The character for joy is set in raised gold on red velvet. It brings a cheerful note to living rooms and is a thoughtful gift for a new home or a wedding.',
          'Hang or stand it where the family gathers, such as the living or dining room. In the southwest it also supports harmony between partners.',
          'Dust the velvet with a lint roller.',
        ],
      },
      {
        name: 'Longevity Brass Desk Plaque',
        price: 3400,
        material: 'Solid brass on narra wood base',
        size: '18 x 14 cm',
        weight: 1100,
        element: 'Metal',
        art: ['plaque', C.brass, C.cinnabar, BG.cream, 0],
        flags: 'p',
        sold: 48,
        text: [
          'A heavy solid-brass plaque engraved with the character <em>shou</em>, longevity, mounted on a narra wood base. A dignified gift for a parent’s 60th or 70th birthday.',
          'Place it on a study desk or in the west or northwest of the living room, the areas associated with elders and heaven luck.',
          'Over the years the brass mellows to a soft antique gold.',
        ],
      },
    ],
  },

  'talisman-card': {
    origin: 'Printed and gold-stamped in Taiwan',
    items: [
      {
        name: 'Gold Wealth Talisman Card',
        price: 280,
        material: 'PVC card with raised gold foil',
        size: '8.5 x 5.4 cm (bank-card size)',
        weight: 8,
        element: 'Metal',
        art: ['talisman', C.gold, C.cinnabar, BG.cream],
        flags: 'b',
        sold: 4210,
        text: [
          'Slim enough to slip into any wallet, this gold-foil card carries a traditional wealth talisman of stacked coins and ingots.',
          'Keep it in the compartment where you store your bills, never loose in a pocket. Replace it every Lunar New Year to refresh its energy.',
          'Printed on durable PVC with raised foil that will not peel.',
        ],
      },
      {
        name: 'Anti-Gossip Talisman Card',
        price: 250,
        material: 'PVC card with gold foil',
        size: '8.5 x 5.4 cm (bank-card size)',
        weight: 8,
        element: 'Fire',
        art: ['talisman', C.gold, C.cinnabar, BG.rose],
        sold: 910,
        text: [
          'Office politics and neighbourhood gossip can drain your energy. This card carries symbols traditionally used to quiet harmful talk and protect your reputation.',
          'Keep it in your work bag or ID holder, or slide it under your desk mat at the office.',
          'It is the same size as a bank card, so it fits any card slot.',
        ],
      },
      {
        name: 'Study Success Talisman Card',
        price: 250,
        material: 'Laminated card with gold foil',
        size: '8.5 x 5.4 cm (bank-card size)',
        weight: 8,
        element: 'Wood',
        art: ['talisman', C.gold, C.lapis, BG.sky],
        flags: 'n',
        sold: 960,
        text: [
          'Dedicated to Wen Chang, patron of scholars, this card is a favourite of students preparing for entrance tests, the bar exam or the board exams.',
          'Tuck it inside a reviewer, a pencil case or under the keyboard of your study computer. Parents often hand one out at the start of the school year.',
          'Laminated to survive backpacks, rain and long review sessions.',
        ],
      },
      {
        name: 'Safe Travel Talisman Card',
        price: 220,
        material: 'PVC card with silver foil',
        size: '8.5 x 5.4 cm (bank-card size)',
        weight: 8,
        element: 'Metal',
        art: ['talisman', C.silver, C.cinnabar, BG.sky],
        sold: 820,
        text: [
          'For daily commuters, road-trippers and frequent flyers, this card carries symbols for protection on journeys by land, sea and air.',
          'Keep it with your passport, behind the car’s sun visor or in your travel wallet. It is a popular send-off gift for relatives working overseas.',
          'Flexible and water-resistant.',
        ],
      },
      {
        name: 'Health and Recovery Talisman Card',
        price: 250,
        material: 'PVC card with gold foil',
        size: '8.5 x 5.4 cm (bank-card size)',
        weight: 8,
        element: 'Wood',
        art: ['talisman', C.gold, C.jade, BG.jade],
        sold: 410,
        text: [
          'A card bearing the gourd symbol and protective script traditionally used to ask for good health and a speedy recovery.',
          'Place it under the pillow or mattress of someone who is unwell, or carry it yourself during a stressful season.',
          'Replace the card once a year or after a recovery, as a way of closing that chapter.',
        ],
      },
      {
        name: 'Love and Harmony Talisman Card',
        price: 260,
        material: 'Pearl-white card with rose-gold foil',
        size: '8.5 x 5.4 cm (bank-card size)',
        weight: 8,
        element: 'Earth',
        art: ['talisman', '#D8A48F', C.cinnabar, BG.rose],
        sold: 530,
        text: [
          'Decorated with the double-happiness symbol and a pair of mandarin ducks, this card invites romance for singles and warmth for couples.',
          'Keep it in the wallet you use most, or in a drawer in the southwest of your bedroom.',
          'Its rose-gold foil shimmers softly on a pearl-white background.',
        ],
      },
    ],
  },

  'feng-shui-fashion': {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Pi Xiu Phone Charm Strap',
        price: 390,
        material: 'Alloy Pi Xiu, braided cord, clear phone patch',
        size: '12 cm long',
        weight: 20,
        element: 'Metal',
        art: ['keychain', C.gold, C.cinnabar, BG.cream, 2],
        flags: 'n',
        sold: 860,
        text: [
          'Your phone goes everywhere with you, so why not your Pi Xiu? This strap attaches to most phone cases with a slim patch that sits between the phone and the case.',
          'Let the charm hang outside the case with the Pi Xiu facing away from you, so it greets the world before you do.',
          'The braided cord can be hand washed once the charm is removed.',
        ],
      },
      {
        name: 'Red Brocade Lucky Pouch',
        price: 380,
        material: 'Silk brocade with gold thread, metal clasp',
        size: '12 x 9 cm',
        weight: 40,
        element: 'Fire',
        art: ['wallet', C.cinnabar, C.gold, BG.rose, 0],
        sold: 470,
        text: [
          'Woven with gold thread on red silk brocade, this little flap pouch is just the right size for coins, a talisman card or a small crystal.',
          'Use it to keep your lucky items together in your handbag, or give it filled with coins as an alternative to an ang pao.',
          'Spot clean only.',
        ],
      },
      {
        name: 'Three Emperor Coin Bag Charm',
        price: 450,
        material: 'Brass coins, silk cord, lobster clasp',
        size: '18 cm long',
        weight: 55,
        element: 'Metal',
        art: ['coin', C.brass, C.cinnabar, BG.cream, 1],
        sold: 720,
        text: [
          'Three brass coins tied with red cord and finished with a tassel, ready to clip onto a handbag, tote or laptop bag. The three coins represent heaven, earth and humanity working together for your prosperity.',
          'Hang it from the strap of the bag you carry to work every day.',
          'The lobster clasp fits most bag rings and zip pulls.',
        ],
      },
      {
        name: 'Cinnabar Bagua Brooch',
        price: 650,
        material: 'Cinnabar lacquer, gold-tone setting',
        size: '4.5 cm diameter',
        weight: 18,
        element: 'Fire',
        art: ['medallion', C.cinnabar, C.gold, BG.rose],
        flags: 'p',
        sold: 140,
        text: [
          'A small brooch of red cinnabar lacquer carved with the eight trigrams and set in a gold-tone frame, a subtle way to wear a protective symbol on a blazer, scarf or barong.',
          'Pin it on the left side, close to the heart.',
          'Keep it in its box between wears to protect the carving.',
        ],
      },
      {
        name: 'Black Obsidian Anklet with Red Knot',
        price: 480,
        material: 'Black obsidian beads, red cord',
        size: '6 mm beads; Small 22 cm, Large 25 cm',
        weight: 14,
        element: 'Water',
        art: ['bracelet', C.obsidian, C.cinnabar, BG.mist, 3],
        variants: [
          axis('size', [
            ['Small (22 cm)', 'S'],
            ['Large (25 cm)', 'L', 40],
          ]),
        ],
        sold: 380,
        text: [
          'A delicate strand of small obsidian beads tied with a red lucky knot, worn at the ankle. Some traditions wear obsidian low on the body to stay grounded and shielded from negativity picked up on the road.',
          'It looks lovely with sandals and is comfortable enough for beach days.',
          'Take it off before swimming in chlorinated pools.',
        ],
      },
    ],
  },

  earrings: {
    origin: 'Hand-assembled in Manila, Philippines',
    items: [
      {
        name: 'Jade Drop Earrings',
        price: 1650,
        material: 'Nephrite jade, gold-plated 925 silver hooks',
        size: '4 cm drop',
        weight: 8,
        element: 'Wood',
        art: ['earrings', C.jade, C.gold, BG.jade, 1],
        flags: 'f',
        sold: 340,
        text: [
          'Polished teardrops of green jade hang from gold-plated sterling silver hooks. Jade earrings are a classic gift from mothers and grandmothers, wishing the wearer health and grace.',
          'Their soft colour suits both office wear and a Filipiniana for formal events.',
          'The hooks are hypoallergenic; store the pair in its pouch to prevent scratches.',
        ],
      },
      {
        name: 'Rose Quartz Bead Earrings',
        price: 780,
        material: 'Rose quartz, 925 sterling silver',
        size: '2.5 cm drop',
        weight: 5,
        element: 'Earth',
        art: ['earrings', C.rose, C.gold, BG.rose, 0],
        variants: [
          axis('finish', [
            ['Gold-plated', 'GP'],
            ['Sterling silver', 'SS'],
          ]),
        ],
        sold: 510,
        text: [
          'Round rose quartz beads on simple hooks: an easy everyday pair that carries a little peach blossom energy wherever you go.',
          'Choose gold-plated or plain sterling silver hooks. They pair beautifully with our rose quartz bracelet.',
          'Remove them before bathing to keep the silver bright.',
        ],
      },
      {
        name: 'Lucky Coin Dangle Earrings',
        price: 650,
        material: 'Plated brass, surgical steel hooks',
        size: '3.5 cm drop',
        weight: 7,
        element: 'Metal',
        art: ['earrings', C.gold, C.gold, BG.cream, 2],
        variants: [colours(['Gold', 'GLD', C.gold], ['Silver', 'SLV', C.silver])],
        flags: 'b',
        deal: [18, 42],
        sold: 1420,
        text: [
          'Tiny replicas of ancient Chinese coins swing from these playful earrings. Round outside and square inside, each coin is a symbol of wealth that comes full circle.',
          'Wear them to a job interview, a business launch or any day you want a little extra luck with money.',
          'Light enough for all-day wear.',
        ],
      },
      {
        name: 'Red Tassel Festive Earrings',
        price: 520,
        material: 'Silk tassels, rose quartz beads, gold-plated hooks',
        size: '7 cm drop',
        weight: 6,
        element: 'Fire',
        art: ['earrings', C.rose, C.gold, BG.rose, 4],
        flags: 'n',
        sold: 460,
        text: [
          'Bright red silk tassels bring the festive spirit of Chinese New Year to your outfit. Red is believed to chase away misfortune and welcome joy.',
          'Perfect for New Year reunions, weddings and company parties.',
          'If the tassels get fuzzy, smooth them with a damp fingertip.',
        ],
      },
      {
        name: 'Black Obsidian Hoop Earrings',
        price: 890,
        material: 'Carved obsidian hoops, gold-plated bead',
        size: '3 cm hoop',
        weight: 9,
        element: 'Water',
        art: ['earrings', C.obsidian, C.gold, BG.mist, 3],
        sold: 230,
        text: [
          'Carved rings of black obsidian make a bold yet protective statement. Their round shape represents completeness and continuity.',
          'A great choice if you deal with the public all day and want to keep other people’s stress from sticking to you.',
          'Each hoop is carved from a single piece of stone, so handle them gently.',
        ],
      },
      {
        name: 'Citrine Teardrop Earrings',
        price: 2450,
        material: 'Faceted citrine, 18K gold-plated silver',
        size: '3.5 cm drop',
        weight: 7,
        element: 'Earth',
        art: ['earrings', C.citrine, C.gold, BG.honey, 1],
        sold: 75,
        text: [
          'Faceted citrine teardrops catch the light with every turn of the head. Citrine’s golden hue has made it a favourite stone for wealth and optimism.',
          'A special gift for a graduate starting her first job or a businesswoman celebrating a milestone.',
          'Presented in a red gift box with a care card.',
        ],
      },
    ],
  },

  necklaces: {
    origin: 'Hand-strung in Manila, Philippines',
    items: [
      {
        name: 'Jade Bead Necklace with Gold Pi Xiu',
        price: 2850,
        material: 'Nephrite jade, gold-plated Pi Xiu',
        size: '8 mm beads; 18 or 20 in',
        weight: 45,
        element: 'Wood',
        art: ['necklace', C.jade, C.gold, BG.jade, 0],
        variants: [
          axis('length', [
            ['18 in', '18'],
            ['20 in', '20', 250],
          ]),
        ],
        flags: 'f',
        sold: 190,
        text: [
          'Smooth green jade beads lead to a gold-plated Pi Xiu at the centre, pairing health and virtue with the power to attract wealth.',
          'Wear it so the Pi Xiu rests at the base of your throat, facing outward. The 18-inch length sits close to the neck; 20 inches lies nicely over a collar.',
          'Take it off before sleeping to protect the charm.',
        ],
      },
      {
        name: 'Citrine Bead Necklace with Wu Lou',
        price: 1950,
        material: 'Citrine beads, brass gourd and spacers',
        size: '8 mm beads; 20 in',
        weight: 40,
        element: 'Earth',
        art: ['necklace', C.citrine, C.gold, BG.honey, 1],
        sold: 160,
        text: [
          'Golden citrine for wealth and a brass wu lou for health: this necklace covers two of the things we wish most for the people we love.',
          'Wear it on its own with a plain top so the gourd can stand out.',
          'Tiny brass spacers between the beads keep them from rubbing against each other.',
        ],
      },
      {
        name: 'Rose Quartz Teardrop Pendant Necklace',
        price: 1250,
        material: 'Faceted rose quartz, gold-plated chain',
        size: '3 cm pendant; 16, 18 or 20 in chain',
        weight: 12,
        element: 'Earth',
        art: ['necklace', C.rose, C.gold, BG.rose, 2],
        variants: [
          axis('length', [
            ['16 in', '16'],
            ['18 in', '18', 100],
            ['20 in', '20', 200],
          ]),
        ],
        sold: 380,
        text: [
          'A faceted rose quartz drop on a fine gold-plated chain. Wearing a heart stone close to the heart is one of the simplest ways to invite love.',
          'Layer it with a shorter chain for a modern look.',
          'A two-inch extender is included so you can fine-tune the length.',
        ],
      },
      {
        name: 'Red Agate Lucky Knot Necklace',
        price: 850,
        material: 'Red agate beads, hand-tied knot, silk tassel',
        size: '8 mm beads; 18 in',
        weight: 36,
        element: 'Fire',
        art: ['necklace', C.redAgate, C.gold, BG.rose, 3],
        sold: 520,
        text: [
          'Deep red agate beads end in a hand-tied Chinese knot and tassel, a cheerful necklace for the Lunar New Year and for anyone whose lucky element is Fire.',
          'Red agate is said to give stamina and courage, so it is often worn by people stepping into a demanding new role.',
          'The knot is tied by hand and secured with a drop of glue so it will not loosen.',
        ],
      },
      {
        name: "Tiger's Eye Pi Xiu Bead Necklace",
        price: 1380,
        material: 'Tiger’s eye beads, gold-plated Pi Xiu',
        size: '10 mm beads; 20 in',
        weight: 58,
        element: 'Earth',
        art: ['necklace', C.tiger, C.gold, BG.sand, 0],
        deal: [12, -30],
        sold: 120,
        text: [
          'Bold tiger’s eye beads frame a gold Pi Xiu in this substantial necklace, popular with men as well as women.',
          'Wear it for confidence during sales presentations or on business trips.',
          'The beads are strung on braided steel wire for extra strength.',
        ],
      },
      {
        name: 'Amethyst 108-Bead Mala',
        price: 2200,
        material: 'Amethyst beads, silk tassel',
        size: '8 mm beads; 108 beads plus guru bead',
        weight: 70,
        element: 'Fire',
        art: ['necklace', C.amethyst, C.gold, BG.lavender, 3],
        flags: 'p',
        sold: 150,
        text: [
          'A traditional mala of 108 amethyst beads for counting mantras or breaths during meditation. The number 108 is sacred in Buddhist and Hindu traditions.',
          'Hold the mala in your right hand and draw one bead toward you with each repetition, starting after the guru bead. Worn as a necklace, it becomes a quiet reminder to stay centred.',
          'Keep it in a pouch when not in use; hanging it from a hook for long periods stretches the cord.',
        ],
      },
      {
        name: 'Sandalwood Mala Prayer Beads',
        price: 950,
        material: 'Sandalwood beads, cotton tassel',
        size: '8 mm beads; 108 beads',
        weight: 38,
        element: 'Wood',
        art: ['necklace', C.wood, C.cinnabar, BG.sand, 3],
        sold: 410,
        text: [
          'Fragrant sandalwood beads, 108 in all, warm up in your hands during meditation and release a gentle woody scent.',
          'Use it for daily prayer or breathing practice, or drape it around a statue on your home altar.',
          'To refresh the fragrance, store the mala in a small box together with a sandalwood incense stick.',
        ],
      },
    ],
  },

  pendants: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Jade Bi Disc Pendant',
        price: 1150,
        material: 'Nephrite jade, adjustable cord or gold-plated chain',
        size: '3.5 cm disc',
        weight: 20,
        element: 'Wood',
        art: ['pendant', C.jade, C.gold, BG.jade, 1],
        variants: [
          axis('cord', [
            ['Red cord', 'RED'],
            ['Black cord', 'BLK'],
            ['Gold-plated chain', 'GOLD', 550],
          ]),
        ],
        sold: 620,
        text: [
          'A small jade bi disc on an adjustable cord or a fine chain. The round disc with its centre hole has symbolised heaven and protection since ancient times.',
          'The sliding knot on the cord versions lets you wear it short as a choker or longer under a blouse. It is a meaningful gift for a baby’s christening or a student leaving for college.',
          'When the cord fades, simply replace it; the jade will last for generations.',
        ],
      },
      {
        name: 'Gold-Plated Pi Xiu Pendant',
        price: 1850,
        material: '18K gold-plated brass',
        size: '3 cm pendant',
        weight: 18,
        element: 'Metal',
        art: ['pendant', C.gold, C.gold, BG.cream, 2],
        variants: [
          axis('chain', [
            ['Red cord', 'CORD'],
            ['Gold-plated chain', 'CHAIN', 650],
          ]),
        ],
        flags: 'n',
        sold: 480,
        text: [
          'A finely detailed Pi Xiu pendant, plated in 18K gold, so you can wear your wealth guardian close to the heart.',
          'Choose a red cord for a traditional touch or a gold-plated chain for everyday elegance. Wear it with the head facing away from your body.',
          'Keep the pendant away from perfume and sea water.',
        ],
      },
      {
        name: 'Brass Wu Lou Pendant',
        price: 650,
        material: 'Brass gourd, red cord',
        size: '3.5 cm pendant',
        weight: 16,
        element: 'Metal',
        art: ['pendant', C.brass, C.gold, BG.cream, 3],
        sold: 290,
        text: [
          'A tiny brass gourd on a red cord, worn as a personal health charm. The wu lou is believed to catch illness before it reaches you.',
          'Wear it every day during flu season, or give it to family members who are often on the road.',
          'In humid weather brass may leave a faint green tint on the skin, so wear it over clothing if you prefer.',
        ],
      },
      {
        name: 'Lucky Coin Pendant Necklace',
        price: 780,
        material: 'Plated brass coin, stainless steel chain',
        size: '2.5 cm coin; 18 in chain',
        weight: 14,
        element: 'Metal',
        art: ['pendant', C.gold, C.gold, BG.cream, 4],
        variants: [colours(['Gold', 'GLD', C.gold], ['Silver', 'SLV', C.silver])],
        sold: 520,
        text: [
          'A miniature coin with a square hole on a fine chain, simple enough to wear every day. The coin stands for heaven and earth in harmony and for wealth that keeps flowing.',
          'Pick gold for warmth, or silver to match your watch or wedding band.',
          'The stainless steel chain will not tarnish.',
        ],
      },
      {
        name: 'Amethyst Point Pendant',
        price: 720,
        material: 'Natural amethyst point, silver-tone cap and chain',
        size: '3 cm point; 18 in chain',
        weight: 12,
        element: 'Fire',
        art: ['pendant', C.amethyst, C.silver, BG.lavender, 5],
        sold: 340,
        text: [
          'A natural amethyst point capped in silver-tone metal. Points are said to focus a crystal’s energy in one direction, like a tiny wand.',
          'Wear it with the point facing down to ground your energy, or hold it during a few minutes of quiet reflection each evening.',
          'Every point is unique in shape and depth of colour.',
        ],
      },
      {
        name: 'Moonstone Teardrop Pendant',
        price: 1450,
        material: 'Rainbow moonstone, 925 sterling silver',
        size: '2.5 cm pendant; 18 in chain',
        weight: 10,
        element: 'Water',
        art: ['pendant', C.moonstone, C.silver, BG.lavender, 0],
        flags: 'p',
        sold: 130,
        text: [
          'Milky white moonstone with a blue flash that appears as it moves, set in sterling silver. Moonstone is associated with the moon, intuition and gentle yin energy.',
          'Wear it during new beginnings, or give it to a new mother.',
          'Store it apart from harder gems, which can scratch its surface.',
        ],
      },
      {
        name: 'Black Obsidian Pi Xiu Pendant',
        price: 980,
        material: 'Carved black obsidian, red cord',
        size: '4 cm pendant',
        weight: 22,
        element: 'Water',
        art: ['pendant', C.obsidian, C.gold, BG.mist, 2],
        sold: 270,
        text: [
          'The companion to our best-selling bracelet: a Pi Xiu carved from solid black obsidian and threaded on red cord.',
          'Wear it whenever you need protection, especially when handling money or signing contracts. It fits comfortably under a shirt collar.',
          'Obsidian behaves like glass and can chip, so remove it for sports.',
        ],
      },
      {
        name: 'Carved Jade Gourd Pendant',
        price: 3650,
        material: 'Hand-carved jadeite, 18K gold bail',
        size: '4.5 cm pendant',
        weight: 25,
        element: 'Wood',
        art: ['pendant', C.jadeite, C.gold, BG.jade, 3],
        stock: 0,
        sold: 22,
        text: [
          'Hand-carved from translucent jadeite, this gourd pendant is a premium health charm finished with an 18K gold bail.',
          'It is meant to be worn and then passed down; many families buy one when a grandchild is born.',
          'Sold out for now, as each piece takes several weeks to carve.',
        ],
      },
    ],
  },

  rings: {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Pi Xiu Wealth Ring',
        price: 1450,
        material: 'Gold-plated 925 sterling silver',
        size: 'US sizes 6-9',
        weight: 8,
        element: 'Metal',
        art: ['ring', C.gold, C.gold, BG.cream, 4],
        variants: [ringSizes(30)],
        flags: 'b',
        sold: 1650,
        text: [
          'A small Pi Xiu perches on top of this gold-plated sterling silver ring, head forward and ready to collect fortune.',
          'Wear it on the middle finger of your left hand, the traditional receiving hand. Stroke the Pi Xiu’s back rather than covering its mouth, which is said to block the wealth it gathers.',
          'Sizes follow the US scale; measure a ring you already own or check our size guide before ordering.',
        ],
      },
      {
        name: 'Om Mani Mantra Spinner Ring',
        price: 850,
        material: 'Stainless steel',
        size: 'US sizes 6-9; 8 mm band',
        weight: 7,
        element: 'Metal',
        art: ['ring', C.silver, '#8E8E8E', BG.mist, 3],
        variants: [ringSizes(20)],
        sold: 720,
        text: [
          'The outer band of this ring spins freely, and each turn is like reciting the mantra engraved on it. Spinner rings are soothing for restless hands during meetings or long commutes.',
          'Give it a turn whenever you feel anxious, in the same spirit as spinning a prayer wheel.',
          'Stainless steel will not rust or tarnish, even in humid weather.',
        ],
      },
      {
        name: 'Jade Cabochon Ring',
        price: 1980,
        material: 'Jade cabochon, 925 sterling silver',
        size: 'US sizes 6-9',
        weight: 6,
        element: 'Wood',
        art: ['ring', C.jade, C.silver, BG.jade, 0],
        variants: [ringSizes(50)],
        flags: 'p',
        sold: 140,
        text: [
          'A smooth oval of green jade set in sterling silver: elegant, understated and meaningful to wear every day.',
          'Wear it on the ring finger of the right hand for health and a calm spirit.',
          'Remove it when washing dishes or using cleaning products.',
        ],
      },
      {
        name: 'Citrine Faceted Ring',
        price: 2450,
        material: 'Faceted citrine, 18K gold-plated silver',
        size: 'US sizes 6-9',
        weight: 6,
        element: 'Earth',
        art: ['ring', C.citrine, C.gold, BG.honey, 1],
        variants: [ringSizes(60)],
        sold: 90,
        text: [
          'A brilliant faceted citrine on a gold-plated band, designed to sparkle each time you make a payment or shake a hand.',
          'Many entrepreneurs wear citrine on the index finger, which is associated with ambition and leadership.',
          'Warm water and a soft toothbrush will restore its sparkle.',
        ],
      },
      {
        name: 'Amethyst Emerald-Cut Ring',
        price: 2750,
        material: 'Amethyst, 925 sterling silver',
        size: 'US sizes 6-9',
        weight: 6,
        element: 'Fire',
        art: ['ring', C.amethyst, C.silver, BG.lavender, 2],
        variants: [ringSizes(60)],
        sold: 60,
        text: [
          'A rectangular step-cut amethyst set in sterling silver. Its deep purple is calming to look at and pairs well with silver and white-gold jewellery.',
          'Wear it on the middle finger, linked to balance, during stressful seasons at work.',
          'Limit its exposure to strong sunlight to keep the colour rich.',
        ],
      },
      {
        name: 'Red Agate Cabochon Ring',
        price: 620,
        material: 'Red agate, nickel-free silver-tone alloy',
        size: 'US sizes 6-9',
        weight: 6,
        element: 'Fire',
        art: ['ring', C.redAgate, C.silver, BG.rose, 0],
        variants: [ringSizes(20)],
        sold: 380,
        text: [
          'An affordable ring with a glossy red agate dome, for a daily touch of the protective colour red.',
          'Fire-element stones like this one are often worn by people born in Earth years, because Fire is said to nourish Earth.',
          'The band is nickel-free and gentle on sensitive skin.',
        ],
      },
    ],
  },

  'scarves-shawls': {
    origin: 'Hangzhou, China',
    items: [
      {
        name: 'Auspicious Cloud Silk Scarf',
        price: 1450,
        material: '100% mulberry silk',
        size: '90 x 90 cm',
        weight: 70,
        element: 'Varies by colour',
        art: ['scarf', C.cinnabar, C.gold, BG.cream, 1],
        variants: [colours(['Red', 'RED', C.cinnabar], ['Jade', 'JAD', C.jade], ['Navy', 'NVY', C.navy])],
        flags: 'f',
        sold: 260,
        text: [
          'Printed with the swirling <em>xiangyun</em> clouds that decorate imperial robes and temple roofs, this silk square is a symbol of good fortune drifting your way.',
          'Wear red for celebrations and protection, jade green for growth or navy for calm authority at work. Tie it at the neck, on a bag handle or as a headscarf.',
          'Hand wash in cold water with a mild shampoo and dry flat away from the sun.',
        ],
      },
      {
        name: 'Peach Blossom Pashmina Shawl',
        price: 1750,
        material: 'Pashmina and silk blend, embroidered',
        size: '70 x 200 cm',
        weight: 220,
        element: 'Earth and Fire',
        origin: 'Kathmandu, Nepal',
        art: ['scarf', C.rose, '#B5485E', BG.rose, 0],
        variants: [
          colours(['Blush', 'BLS', C.rose], ['Ivory', 'IVR', '#EFE6D2'], ['Plum', 'PLM', '#7B3F61']),
        ],
        stock: 0,
        sold: 110,
        text: [
          'Soft as a cloud and embroidered with tiny peach blossoms, the flower of romance and good relationships in Chinese tradition.',
          'Drape it over your shoulders in chilly offices and cinemas, or use it as a light wrap on evening flights.',
          'All colours are sold out at the moment; a new shipment from Nepal is on its way.',
        ],
      },
      {
        name: 'Lucky Coin Print Square Scarf',
        price: 890,
        material: 'Polyester satin',
        size: '70 x 70 cm',
        weight: 60,
        element: 'Metal',
        art: ['scarf', C.cinnabar, C.gold, BG.cream, 2],
        variants: [colours(['Red', 'RED', C.cinnabar], ['Black', 'BLK', C.black], ['Gold', 'GLD', C.gold])],
        flags: 'n',
        sold: 340,
        text: [
          'A playful satin scarf printed with ancient coins and gold ingots that adds a lucky accent to a plain dress or a work uniform.',
          'Knot it loosely at the neck, tie it around a ponytail or wrap it around a handbag handle.',
          'Machine washable on a gentle cycle inside a laundry bag.',
        ],
      },
      {
        name: 'Five-Element Handwoven Cotton Shawl',
        price: 1250,
        material: 'Handloom cotton',
        size: '60 x 180 cm',
        weight: 180,
        element: 'Choose by colour',
        origin: 'Woven in Ilocos Norte, Philippines',
        art: ['scarf', C.yellow, C.wood, BG.cream, 2],
        variants: [
          colours(
            ['Earth Yellow', 'YLW', C.yellow],
            ['Wood Green', 'GRN', '#5B8C5A'],
            ['Water Blue', 'BLU', '#3F6FB5'],
          ),
        ],
        flags: 'p',
        sold: 180,
        text: [
          'Handwoven on traditional looms in Ilocos, this cotton shawl comes in three colours, each tied to one of the five elements.',
          'Yellow stands for stability (Earth), green for growth (Wood) and blue for wisdom and flow (Water). Pick the colour your feng shui reading recommends, or simply the one you love.',
          'Wash it separately the first time, as the natural dyes may release a little colour.',
        ],
      },
      {
        name: 'Classic Red Wrap Scarf',
        price: 650,
        material: 'Viscose',
        size: '70 x 180 cm',
        weight: 120,
        element: 'Fire',
        art: ['scarf', '#A8201A', C.gold, BG.rose, 1],
        sold: 520,
        text: [
          'A generous wrap in lucky red, ideal for Chinese New Year, weddings and Christmas gatherings.',
          'Wear red during the first days of the Lunar New Year to welcome good fortune, or keep it in your office drawer for cold meeting rooms.',
          'Lightweight, breathable and soft against the skin.',
        ],
      },
    ],
  },

  wallets: {
    origin: 'Crafted in Marikina, Philippines',
    items: [
      {
        name: 'Red Leather Long Wallet',
        price: 1850,
        material: 'Genuine full-grain cowhide',
        size: '19 x 10 x 2.5 cm',
        weight: 180,
        element: 'Fire',
        art: ['wallet', C.cinnabar, C.gold, BG.cream, 0],
        variants: [
          colours(['Red', 'RED', C.cinnabar], ['Gold', 'GLD', C.gold], ['Black', 'BLK', C.black, 150]),
        ],
        flags: 'bs',
        deal: [25, 84],
        sold: 1540,
        text: [
          'A long wallet lets your bills lie flat and unfolded, which feng shui says keeps money comfortable and more likely to stay. Red is the colour of celebration and good luck.',
          'Start using a new wallet at the beginning of the Lunar New Year, and put a little money inside before its first use so it is never empty. Keep old receipts out, since clutter is said to block wealth.',
          'Handcrafted in Marikina; treat the leather with conditioner every few months.',
        ],
      },
      {
        name: 'Zip-Around Wealth Wallet with Coin Charm',
        price: 2250,
        material: 'Saffiano leather, brass coin charm',
        size: '19.5 x 10 cm, 12 card slots',
        weight: 210,
        element: 'Earth',
        art: ['wallet', C.yellow, C.gold, BG.cream, 1],
        variants: [
          colours(['Yellow', 'YLW', C.yellow], ['Red', 'RED', C.cinnabar], ['Purple', 'PUR', C.purple]),
        ],
        flags: 'fs',
        sold: 480,
        text: [
          'A zip-around long wallet with twelve card slots, a coin pocket and a brass lucky coin swinging from the zip.',
          'Yellow wallets are associated with the Earth element, which stores and protects wealth; red brings energy, and purple is linked to abundance in some traditions.',
          'Scratch-resistant saffiano leather wipes clean with a damp cloth.',
        ],
      },
      {
        name: 'Gold Bifold Card Wallet',
        price: 1150,
        material: 'Metallic leather',
        size: '11 x 9 cm',
        weight: 90,
        element: 'Metal',
        art: ['wallet', C.gold, '#7B1F1A', BG.honey, 0],
        sold: 310,
        text: [
          'A compact bifold in shimmering gold for those who carry mostly cards and a few bills.',
          'Gold belongs to the Metal element and to wealth; slip a gold talisman card into the back slot for double luck.',
          'It fits neatly into a small crossbody bag.',
        ],
      },
      {
        name: 'Black Leather Wallet with Embossed Coin',
        price: 2750,
        material: 'Full-grain vegetable-tanned leather',
        size: '19 x 10 x 2 cm',
        weight: 200,
        element: 'Water',
        art: ['wallet', C.black, C.gold, BG.mist, 1],
        variants: [colours(['Black', 'BLK', C.black], ['Brown', 'BRN', '#6D4C41'])],
        flags: 'p',
        sold: 210,
        text: [
          'Black is associated with the Water element, which stands for career and the flow of money. This classic long wallet carries a subtle embossed coin on the front.',
          'A good choice for professionals who want a discreet, business-like wallet with a little feng shui inside.',
          'Vegetable-tanned leather develops a rich patina with use.',
        ],
      },
      {
        name: 'Ang Pao Cash Organizer',
        price: 850,
        material: 'Red faux leather, gold lining',
        size: '20 x 11 cm',
        weight: 120,
        element: 'Fire',
        art: ['wallet', C.cinnabar, C.gold, BG.rose, 0],
        sold: 640,
        text: [
          'Inspired by the red envelopes given during Chinese New Year, this flat organizer keeps bills, receipts and savings apart, with a dedicated slot for money that is not to be spent.',
          'Use it to set aside funds for tuition, rent or a planned trip. Keeping savings in red is believed to protect them from impulse spending.',
          'Slim enough to slip into a drawer or a document folder.',
        ],
      },
      {
        name: 'Purple Coin Purse for Savings',
        price: 890,
        material: 'Embroidered satin, metal clasp',
        size: '12 x 9 cm',
        weight: 70,
        element: 'Fire',
        origin: 'Suzhou, China',
        art: ['wallet', C.purple, C.gold, BG.lavender, 0],
        variants: [colours(['Purple', 'PUR', C.purple], ['Red', 'RED', C.cinnabar])],
        sold: 260,
        text: [
          'A small embroidered purse for coins and folded bills. Purple is a colour of nobility and abundance, and the sturdy clasp keeps everything inside.',
          'Turn it into a savings purse: drop in your spare coins each night and watch them add up.',
          'Spot clean the satin with a damp cloth.',
        ],
      },
    ],
  },

  'incense-space-clearing': {
    origin: 'Assembled in Manila, Philippines',
    items: [
      {
        name: 'Space Clearing Starter Kit',
        price: 1450,
        material: 'White sage, palo santo, abalone shell, brass bell',
        size: 'Gift box 25 x 18 x 8 cm',
        weight: 600,
        element: 'All five elements',
        art: ['smudge', C.sage, C.ivory, BG.mist, 0],
        flags: 'ns',
        sold: 260,
        text: [
          'Everything you need to refresh the energy of a new home, an office after renovation or a room that simply feels heavy.',
          '<ul><li>1 white sage bundle (10 cm)</li><li>3 palo santo sticks</li><li>1 natural abalone shell</li><li>1 small brass clearing bell</li><li>Printed step-by-step guide</li></ul>',
          'Open the windows, light the sage and walk clockwise through each room, letting the smoke reach the corners. Finish by ringing the bell in every doorway.',
        ],
      },
      {
        name: 'Palo Santo Wood Sticks (Bundle of 6)',
        price: 480,
        material: 'Palo santo wood (Bursera graveolens)',
        size: '10 cm sticks',
        weight: 90,
        element: 'Wood',
        origin: 'Ethically harvested in Peru',
        art: ['smudge', '#C8A27A', C.wood, BG.sand, 1],
        sold: 980,
        text: [
          'Palo santo, “holy wood”, releases a sweet, citrusy smoke used to cleanse a space and lift the mood. Our sticks come only from naturally fallen trees.',
          'Light one end, let it burn for half a minute, then blow it out and let the smoke drift through the room. It is a lovely ritual before yoga, study or a family gathering.',
          'A single stick can be relit many times.',
        ],
      },
      {
        name: 'Clear Quartz Cleansing Cluster',
        price: 1250,
        material: 'Natural clear quartz',
        size: 'About 10 x 8 cm',
        weight: 450,
        element: 'Metal',
        origin: 'Minas Gerais, Brazil',
        art: ['decor-crystal', C.clear, '#8E8A84', BG.sky, 1],
        sold: 190,
        text: [
          'A sparkling cluster of clear quartz points that doubles as a charging station for your other crystals and jewellery.',
          'Rest bracelets and pendants on the cluster overnight to refresh them, or place it in a freshly cleared room to hold the new, lighter energy.',
          'Rinse it under running water now and then to remove dust.',
        ],
      },
      {
        name: 'Selenite Charging Tower',
        price: 650,
        material: 'Natural selenite',
        size: '15 cm tall',
        weight: 280,
        element: 'Metal',
        origin: 'Morocco',
        art: ['decor-crystal', '#EEEDE8', '#C9C3B6', BG.mist, 3],
        flags: 'n',
        sold: 340,
        text: [
          'Satiny white selenite is known as a self-cleansing stone that purifies the energy of other crystals placed near it.',
          'Stand it on a windowsill, a nightstand or beside your altar. Next to a lamp, a selenite tower glows softly.',
          'Never clean selenite with water, as it dissolves; a dry cloth is enough.',
        ],
      },
      {
        name: 'Brass Space Clearing Bell',
        price: 980,
        material: 'Cast brass, red tassel',
        size: '10 cm bell',
        weight: 280,
        element: 'Metal',
        origin: 'Patan, Nepal',
        art: ['amulet', '#B08D57', C.cinnabar, BG.cream, 3],
        sold: 160,
        text: [
          'A deep-toned brass bell rung at the end of a space clearing ritual to break up stagnant energy that smoke alone cannot reach.',
          'Ring it three times in each corner of the room, then once at the doorway, listening for the sound to grow clearer as you go.',
          'It is also useful at the start of meditation to mark a quiet moment.',
        ],
      },
    ],
  },

  'incense-holder-burner': {
    origin: 'Guangdong, China',
    items: [
      {
        name: 'Brass Tripod Censer',
        price: 1650,
        material: 'Solid brass',
        size: '12 cm diameter, 10 cm tall',
        weight: 900,
        element: 'Metal',
        art: ['incense-holder', C.brass, C.cinnabar, BG.cream, 0],
        flags: 'f',
        sold: 260,
        text: [
          'Modelled on the ancient bronze <em>ding</em>, the three-legged censer has been the centrepiece of Chinese altars for over three thousand years. Its round body and handles represent heaven, and the three legs stand for stability.',
          'Fill the bowl with sand or uncooked rice and stand your incense sticks upright in it. Place it on the family altar or in the centre of a prayer table.',
          'Empty the ash regularly, and remember that brass can become hot after long burning.',
        ],
      },
      {
        name: 'Celadon Leaf Incense Holder',
        price: 280,
        material: 'Glazed ceramic',
        size: '25 cm long',
        weight: 180,
        element: 'Earth',
        origin: 'Jingdezhen, China',
        art: ['incense-holder', '#A7C4A0', '#8B5E3C', BG.jade, 1],
        variants: [
          colours(['Celadon', 'CEL', '#A7C4A0'], ['Ivory', 'IVR', '#EFE6D2'], ['Charcoal', 'CHR', '#4A4E57']),
        ],
        sold: 590,
        text: [
          'A gently curved ceramic leaf, glazed in soft celadon, ivory or charcoal, made to catch the ash of a single stick as it burns at an angle.',
          'Place it on a desk, bookshelf or bathroom counter for a short daily burning ritual.',
          'Once the ash has cooled, rinse the leaf with warm water.',
        ],
      },
      {
        name: 'Mountain Backflow Incense Burner',
        price: 890,
        material: 'Unglazed clay ceramic',
        size: '14 cm tall',
        weight: 420,
        element: 'Earth',
        art: ['incense-holder', '#7D6E65', '#6D4C41', BG.mist, 2],
        flags: 'n',
        sold: 420,
        text: [
          'Light a backflow cone on top and watch the smoke pour down the mountain like a waterfall into the pool below. It is both relaxing and mesmerising.',
          'Use only backflow cones, which have a hollow centre; ordinary cones will not create the flowing effect. Keep it away from fans and open windows, which scatter the smoke.',
          'Clean the channel with a cotton bud every few uses.',
        ],
      },
      {
        name: 'Lotus Incense Stick Holder',
        price: 350,
        material: 'Gold-tone alloy, enamel petals',
        size: '10 cm diameter',
        weight: 120,
        element: 'Fire',
        art: ['incense-holder', C.rose, C.gold, BG.rose, 3],
        variants: [
          colours(['Pink', 'PNK', C.rose], ['White', 'WHT', '#F1ECE4'], ['Gold', 'GLD', C.gold, 80]),
        ],
        sold: 480,
        text: [
          'A blooming lotus, the symbol of purity rising from muddy water, holds a single stick upright at its centre.',
          'Suitable for altars, meditation spaces and bedside tables.',
          'Wipe the enamel petals with a damp cloth once they are cool.',
        ],
      },
      {
        name: 'Acacia Wood Boat Incense Holder',
        price: 250,
        material: 'Acacia wood, brass-lined stick hole',
        size: '26 cm long',
        weight: 110,
        element: 'Wood',
        origin: 'Made in Pampanga, Philippines',
        art: ['incense-holder', C.wood, '#8B5E3C', BG.sand, 1],
        sold: 720,
        text: [
          'Carved from local acacia wood, this long tray has a brass-lined hole at one end to hold a stick and a shallow channel to catch falling ash.',
          'Use it for everyday incense in the living room or home office.',
          'The brass lining protects the wood from burns; brush away ash with a dry brush.',
        ],
      },
      {
        name: 'Cloisonné Tripod Incense Burner',
        price: 1800,
        material: 'Cloisonné enamel on copper',
        size: '10 cm tall',
        weight: 560,
        element: 'Water and Metal',
        origin: 'Beijing, China',
        art: ['incense-holder', '#2F5FA0', C.gold, BG.sky, 0],
        sold: 70,
        text: [
          'Fine copper wire and blue enamel form intricate patterns on this tripod burner, a decorative art perfected in Beijing workshops since the Ming dynasty.',
          'It is beautiful enough to display even when not in use, on a study shelf or an altar.',
          'Handle it with care, as the enamel can crack if dropped.',
        ],
      },
    ],
  },

  'incense-sticks': {
    origin: 'Xiamen, China',
    items: [
      {
        name: 'Sandalwood Incense Sticks (100 pcs)',
        price: 280,
        material: 'Sandalwood powder, bamboo core',
        size: '21 cm sticks, about 40-minute burn',
        weight: 120,
        element: 'Wood',
        origin: 'Mysore, India',
        art: ['incense-sticks', '#8B5E3C', C.cinnabar, BG.cream, 0],
        flags: 'b',
        sold: 4120,
        text: [
          'Warm, creamy sandalwood has been burned in temples across Asia for centuries. These sticks are hand-rolled on bamboo cores for a slow, even burn.',
          'Light one in the morning to set a calm tone for the day, or during prayer and meditation.',
          'Close the box and keep it in a dry cupboard so the fragrance stays fresh.',
        ],
      },
      {
        name: 'Agarwood Premium Incense',
        price: 450,
        material: 'Agarwood (oud) powder, natural binders',
        size: '20 cm sticks, 30 pcs',
        weight: 60,
        element: 'Wood',
        origin: 'Tainan, Taiwan',
        art: ['incense-sticks', '#4E342E', C.cinnabar, BG.sand, 1],
        flags: 'p',
        sold: 380,
        text: [
          'Agarwood, also called oud or <em>chen xiang</em>, is one of the most prized aromatic woods in the world. Its deep, resinous scent is reserved for special ceremonies and moments of focused meditation.',
          'Burn a stick when you need to concentrate, or to honour your ancestors on memorial days.',
          'The smaller pack reflects the rarity of genuine agarwood; one stick scents a large room.',
        ],
      },
      {
        name: 'Everyday Incense Sticks',
        price: 120,
        material: 'Natural resins, essential oils, bamboo core',
        size: '20 cm sticks, 50 pcs',
        weight: 80,
        element: 'Wood',
        origin: 'Made in Cebu, Philippines',
        art: ['incense-sticks', '#C9B26B', C.cinnabar, BG.cream, 0],
        variants: [
          axis('scent', [
            ['Sampaguita', 'SAMP'],
            ['Jasmine', 'JASM'],
            ['Lavender', 'LAVN'],
            ['Lemongrass', 'LMGR'],
          ]),
        ],
        flags: 'b',
        sold: 3380,
        text: [
          'An affordable daily incense in four fresh scents, including <strong>sampaguita</strong>, the sweet national flower of the Philippines.',
          'Use them to freshen the air after cooking, to welcome guests or simply to mark the start of your evening routine.',
          'Burn on a heat-safe holder in a ventilated room and never leave incense unattended.',
        ],
      },
      {
        name: 'Red Wealth Incense for Business',
        price: 180,
        material: 'Red sandalwood and herbal blend',
        size: '32 cm sticks, 60 pcs',
        weight: 150,
        element: 'Fire',
        art: ['incense-sticks', C.cinnabar, C.gold, BG.rose, 1],
        sold: 780,
        text: [
          'Bright red sticks traditionally lit by shopkeepers every morning before opening their doors, as an offering for a good day of sales.',
          'Light three sticks at the shop altar or beside the cash register and let them burn down completely.',
          'At 32 cm long, each stick burns for about an hour.',
        ],
      },
      {
        name: 'Sandalwood Backflow Cones (40 pcs)',
        price: 220,
        material: 'Sandalwood powder, hollow-core cones',
        size: '3 cm cones, about 15-minute burn',
        weight: 90,
        element: 'Wood',
        art: ['incense-sticks', '#8B5E3C', C.gold, BG.cream, 2],
        sold: 860,
        text: [
          'Hollow cones designed for backflow burners: as they burn, the smoke sinks through the base and flows downward in a gentle stream.',
          'Set a cone on top of a backflow burner, light the tip and blow out the flame once it glows.',
          'They also work on a flat dish like regular cones.',
        ],
      },
      {
        name: 'Lavender Calm Incense Cones',
        price: 190,
        material: 'Lavender, vetiver, natural binders',
        size: '3 cm cones, 25 pcs',
        weight: 70,
        element: 'Water',
        art: ['incense-sticks', '#9C89B8', C.purple, BG.lavender, 2],
        deal: [10, -48],
        sold: 410,
        text: [
          'Soft lavender blended with earthy vetiver for a relaxing evening fragrance.',
          'Light a cone in the living room an hour before bedtime, then open the bedroom door to let the gentle scent drift in.',
          'Each cone burns for about twenty minutes.',
        ],
      },
      {
        name: 'Tibetan Herbal Incense',
        price: 350,
        material: 'Juniper, sandalwood and Himalayan herbs',
        size: '12 cm sticks, 40 pcs',
        weight: 75,
        element: 'Earth',
        origin: 'Kathmandu, Nepal',
        art: ['incense-sticks', '#A0522D', '#7B1F1A', BG.mist, 1],
        sold: 230,
        text: [
          'Made in Nepal from juniper, sandalwood and a blend of Himalayan herbs, following a traditional Tibetan recipe.',
          'Tibetan incense has no bamboo core, so it burns cleanly and releases a pure herbal scent. Stand it in sand or in a holder with a small hole.',
          'Its earthy aroma is ideal for meditation and for grounding yourself after a busy day.',
        ],
      },
      {
        name: 'Thick Prayer Joss Sticks (30 pcs)',
        price: 240,
        material: 'Aromatic wood powder, bamboo core',
        size: '40 cm sticks, about 2-hour burn',
        weight: 300,
        element: 'Fire',
        art: ['incense-sticks', '#8C3B2B', C.cinnabar, BG.cream, 1],
        sold: 520,
        text: [
          'Tall, thick joss sticks for temple visits, ancestral offerings and special prayers during festivals such as the Lunar New Year and Qingming.',
          'Each stick burns for around two hours, which suits larger altars and outdoor censers.',
          'When offering, hold the stick with both hands as a sign of respect.',
        ],
      },
    ],
  },

  'singing-bowl': {
    origin: 'Patan, Nepal',
    items: [
      {
        name: 'Tibetan Seven-Metal Singing Bowl',
        price: 3850,
        material: 'Seven-metal bronze alloy, wooden mallet, silk cushion',
        size: '10, 12 or 15 cm diameter',
        weight: 650,
        element: 'Metal',
        art: ['singing-bowl', '#B08D57', C.cinnabar, BG.cream, 0],
        variants: [
          axis('size', [
            ['4 in (10 cm)', '10'],
            ['5 in (12 cm)', '12', 900],
            ['6 in (15 cm)', '15', 1900],
          ]),
        ],
        flags: 'bf',
        sold: 1120,
        text: [
          'Hand-hammered in Nepal from an alloy of seven metals, each traditionally linked to a planet. Striking or circling the rim produces a rich tone with long, shimmering overtones.',
          'Circle the rim slowly with the wooden mallet to build the sound, or tap the side once to open and close a meditation. In feng shui the vibration is used to break up stagnant energy in corners and after arguments.',
          'The set includes a padded cushion and mallet. Larger bowls give a deeper, longer-lasting tone.',
        ],
      },
      {
        name: 'Hand-Hammered Singing Bowl Set',
        price: 6900,
        material: 'Bronze alloy, two mallets, cushion, storage box',
        size: '18 cm diameter',
        weight: 1200,
        element: 'Metal',
        art: ['singing-bowl', '#A67C45', C.darkWood, BG.sand, 2],
        flags: 'p',
        deal: [12, 180],
        sold: 95,
        text: [
          'Every dimple on this bowl marks a hammer blow by a Nepali craftsman, giving it a deep, warm voice and a slightly irregular, handmade beauty.',
          'The set includes a felt-wrapped mallet for soft tones, a wooden mallet for crisp ringing and a round cushion, ideal for yoga teachers, sound therapists and serious home practitioners.',
          'Wipe the bowl with a dry cloth after playing so fingerprints do not tarnish the metal.',
        ],
      },
      {
        name: 'Mini Singing Bowl for Desk',
        price: 1850,
        material: 'Brass alloy, mallet, cushion',
        size: '8 cm diameter',
        weight: 280,
        element: 'Metal',
        art: ['singing-bowl', C.gold, C.cinnabar, BG.cream, 0],
        flags: 'n',
        sold: 620,
        text: [
          'A palm-sized bowl for a work desk or bedside table. Its bright, clear note is perfect for a one-minute reset between tasks.',
          'Strike it once at the start of your workday to mark a fresh beginning, or after a stressful call to clear the air.',
          'Small enough to carry in a handbag or travel kit.',
        ],
      },
      {
        name: 'Deep Healing Singing Bowl',
        price: 5200,
        material: 'Bronze alloy, suede-wrapped mallet',
        size: '15 or 20 cm diameter',
        weight: 900,
        element: 'Metal',
        art: ['singing-bowl', C.bronze, C.darkWood, BG.sand, 1],
        variants: [
          axis('size', [
            ['6 in (15 cm)', '15'],
            ['8 in (20 cm)', '20', 1800],
          ]),
        ],
        sold: 140,
        text: [
          'A deep-walled bowl with a low, grounding tone, often chosen for sound baths and lying-down meditation.',
          'Rest it on the body over clothing during a session to feel the vibration, or play it in the middle of a room to reset its energy.',
          'The sound differs slightly from bowl to bowl, and each one is tested before shipping.',
        ],
      },
      {
        name: 'Frosted Crystal Singing Bowl',
        price: 9400,
        material: 'Fused quartz crystal, rubber mallet, O-ring',
        size: '25 cm diameter',
        weight: 1800,
        element: 'Metal',
        origin: 'Made in China',
        art: ['singing-bowl', '#EDEDED', '#9E9E9E', BG.sky, 1],
        stock: 0,
        sold: 30,
        text: [
          'Made from fused quartz crystal, this frosted white bowl sings with a pure, powerful tone that can fill a whole room.',
          'Crystal bowls are played by circling the rim with the rubber mallet and are especially popular for group meditation.',
          'Fragile, so it ships in a padded case. Currently sold out.',
        ],
      },
      {
        name: 'Engraved Mantra Singing Bowl',
        price: 4600,
        material: 'Bronze alloy with hand-engraved mantra band',
        size: '12 or 18 cm diameter',
        weight: 700,
        element: 'Metal',
        art: ['singing-bowl', '#7A5A3A', C.cinnabar, BG.sand, 0],
        variants: [
          axis('size', [
            ['5 in (12 cm)', '12'],
            ['7 in (18 cm)', '18', 1600],
          ]),
        ],
        sold: 170,
        text: [
          'Engraved with the mantra Om Mani Padme Hum and a band of lotus petals, this bowl is as beautiful to display as it is to play.',
          'Keep it on your altar or prayer table and sound it before chanting or reading.',
          'The engraving is done by hand, so slight variations are part of its charm.',
        ],
      },
    ],
  },

  'smudge-kit': {
    origin: 'California, USA',
    items: [
      {
        name: 'White Sage Smudge Bundle',
        price: 380,
        material: 'White sage (Salvia apiana), cotton string',
        size: 'Small 10 cm; Large 20 cm',
        weight: 40,
        element: 'Wood',
        art: ['smudge', C.sage, C.ivory, BG.mist, 0],
        variants: [
          axis('size', [
            ['Small (10 cm)', 'S'],
            ['Large (20 cm)', 'L', 260],
          ]),
        ],
        flags: 'b',
        deal: [20, 8],
        sold: 2650,
        text: [
          'Tightly wrapped white sage, the classic herb for clearing heavy or stale energy from a room. The smoke has a clean, earthy aroma.',
          'Light the tip, let it flame briefly, then blow it out and carry the smoking bundle around the room, paying attention to corners, doorways and the space behind furniture. Keep a window open so the old energy has somewhere to go.',
          'Press the tip into sand or an abalone shell to put it out, and save the rest for next time.',
        ],
      },
      {
        name: 'Abalone Shell Smudge Kit',
        price: 1150,
        material: 'Abalone shell, white sage, feather, wooden stand',
        size: 'Shell about 13 cm',
        weight: 350,
        element: 'Water',
        origin: 'Assembled in Manila, Philippines',
        art: ['smudge', C.sage, C.ivory, BG.sky, 0],
        flags: 'fs',
        sold: 420,
        text: [
          'A complete smudging set centred on a natural abalone shell, whose rainbow inner surface represents the Water element in smudging rituals.',
          '<ul><li>Abalone shell on a wooden tripod stand</li><li>White sage bundle (10 cm)</li><li>Natural feather for fanning smoke</li><li>Bag of clean sand</li></ul>',
          'Fill the shell with sand before burning, and use the feather to guide the smoke gently instead of blowing on the sage.',
        ],
      },
      {
        name: 'Palo Santo and Sage Duo',
        price: 680,
        material: 'Palo santo sticks, white sage',
        size: '4 palo santo sticks and 1 sage bundle',
        weight: 110,
        element: 'Wood',
        art: ['smudge', '#C8A27A', C.wood, BG.sand, 1],
        sold: 510,
        text: [
          'Sage to clear, palo santo to sweeten. This pairing is the most popular way to refresh a space and then fill it with a warm, uplifting scent.',
          'Burn the sage first while walking through each room, then light a palo santo stick and let its fragrance settle.',
          'Both come in a reusable cotton pouch.',
        ],
      },
      {
        name: 'Feather and Sage Ceremony Set',
        price: 1200,
        material: 'White sage wand, natural feather, clear quartz point',
        size: 'Box 25 x 12 cm',
        weight: 220,
        element: 'Wood and Metal',
        art: ['smudge', C.sage, '#D7CCC8', BG.mist, 2],
        sold: 160,
        text: [
          'A beautifully boxed set for a more formal clearing ceremony, with a long white sage wand, a natural feather and a clear quartz point to hold your intention.',
          'Use it to bless a new home, a new office or a room after someone has moved out.',
          'A folded card inside explains each step of the ceremony.',
        ],
      },
      {
        name: 'Blue Sage Bundle',
        price: 420,
        material: 'Blue sage, cotton string',
        size: '12 cm',
        weight: 35,
        element: 'Water',
        art: ['smudge', '#7E9AA6', C.ivory, BG.sky, 0],
        sold: 180,
        text: [
          'Blue sage burns with a softer, slightly sweeter scent than white sage, and many people choose it for gentle clearing and for blessing a space before prayer.',
          'Smudge your home at the turn of each season or before welcoming guests.',
          'Store it somewhere dry, because humid weather makes sage harder to light.',
        ],
      },
      {
        name: 'Lavender and Rosemary Smudge Stick',
        price: 320,
        material: 'Lavender, rosemary, cotton string',
        size: '12 cm',
        weight: 30,
        element: 'Wood',
        origin: 'Hand-tied in Baguio City, Philippines',
        art: ['smudge', '#9A8FB8', C.ivory, BG.lavender, 0],
        flags: 'n',
        sold: 240,
        text: [
          'Hand-tied in Baguio from lavender and rosemary grown in the Benguet highlands, this smudge stick smells more like a garden than a temple.',
          'Rosemary is traditionally burned for protection and clarity, lavender for peace. Use it in bedrooms and nurseries where a lighter fragrance is welcome.',
          'If the bundle arrives slightly soft, let it dry fully before its first use.',
        ],
      },
    ],
  },

  'wishing-paper': {
    origin: 'Printed in Binondo, Manila, Philippines',
    items: [
      {
        name: 'Red Wishing Paper Pack (50 sheets)',
        price: 180,
        material: 'Red paper with gold foil border',
        size: '15 x 15 cm sheets',
        weight: 110,
        element: 'Fire',
        art: ['wishing-paper', C.cinnabar, C.gold, BG.cream],
        flags: 'b',
        sold: 2870,
        text: [
          'Write your wishes for the year on these red sheets trimmed in gold, then fold them and keep them somewhere safe until they come true.',
          'The traditional times are the Lunar New Year and your birthday. Write in the present tense, as though the wish has already happened, then place the folded paper in the matching bagua area of your home.',
          'There are enough sheets for the whole family, with plenty left over for new goals during the year.',
        ],
      },
      {
        name: 'Gold Foil Wishing Scrolls (12 pcs)',
        price: 350,
        material: 'Gold-foil paper, red silk ribbon',
        size: '20 x 8 cm scrolls',
        weight: 90,
        element: 'Metal',
        art: ['wishing-paper', C.gold, C.cinnabar, BG.honey],
        sold: 330,
        text: [
          'Twelve small scrolls of gold-foil paper, each tied with a red ribbon: write one wish per scroll, one for every month of the year.',
          'Hang them on a wishing tree, tuck them into a lucky bamboo pot or keep them in a box in the southeast.',
          'Use a fine-tip marker, as ballpoint pens do not write well on foil.',
        ],
      },
      {
        name: 'Wishing Paper and Red Envelope Set',
        price: 280,
        material: 'Red paper, gold-stamped envelopes',
        size: '10 sheets and 10 envelopes',
        weight: 80,
        element: 'Fire',
        art: ['wishing-paper', '#A8201A', C.gold, BG.rose],
        sold: 560,
        text: [
          'Ten wishing sheets with matching red envelopes, so each wish can be sealed and stored on its own.',
          'Seal the envelope after writing and keep it under your pillow, in your wallet or inside your work planner.',
          'The envelopes are sized to fit a standard wallet.',
        ],
      },
      {
        name: 'Lunar New Year Wish Kit',
        price: 450,
        material: 'Wishing paper, red string, gold pen, wooden box',
        size: 'Box 18 x 12 cm',
        weight: 260,
        element: 'Fire and Metal',
        art: ['wishing-paper', C.cinnabar, C.gold, BG.cream],
        flags: 'n',
        deal: [35, 200],
        sold: 190,
        text: [
          'A boxed kit that keeps everything for your family’s New Year wishing ritual in one place.',
          '<ul><li>20 red and gold wishing sheets</li><li>Gold ink pen</li><li>Red string for tying scrolls</li><li>Keepsake wooden box</li><li>Guide to the bagua areas and which wishes belong where</li></ul>',
          'Open the box together on New Year’s Eve and write your wishes before midnight.',
        ],
      },
      {
        name: 'Gratitude and Intention Paper Pad',
        price: 150,
        material: 'Recycled cream paper, gold border',
        size: 'A6 pad, 60 sheets',
        weight: 120,
        element: 'Earth',
        art: ['wishing-paper', '#E9DCC0', C.cinnabar, BG.cream],
        sold: 240,
        text: [
          'A small pad of soft cream paper for daily intentions and notes of thanks. Writing down what you are grateful for is a simple way to invite more of it.',
          'Keep it on your desk or nightstand and write one line every morning. Fold your favourite pages into a jar to reread at the end of the year.',
          'Printed on recycled paper with a thin gold border.',
        ],
      },
    ],
  },
};

const codeBySlug = new Map(seedCategories.map((c) => [c.slug, c.code]));

export const seedProducts: SeedProduct[] = Object.entries(rows).flatMap(([categorySlug, group]) => {
  const code = codeBySlug.get(categorySlug);
  if (!code) throw new Error(`Unknown category in catalogue data: ${categorySlug}`);
  return group.items.map((row, i) => buildProduct(categorySlug, code, i + 1, row, group.origin));
});
