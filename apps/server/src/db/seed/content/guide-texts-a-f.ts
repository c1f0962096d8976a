import type { SeedGuide } from './guide-types.ts';

// Product guides, bracelets to fountains (see guide-texts.ts).
export const guidesAtoF: SeedGuide[] = [
  {
    key: 'bracelet',
    title: 'Feng Shui Bracelets',
    category: 'Feng Shui Bracelets',
    description:
      'Which wrist to wear it on, how to cleanse the beads, and how to keep the string and charms in good shape.',
    icon: 'bracelet',
    palette: { primary: '#2E7D5B', background: '#EEF6F0' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'A feng shui bracelet is a string of natural stone, wood or seed beads, often with a charm such as a Pi Xiu, a gourd or a lucky coin. It is worn every day as a personal reminder of an intention, and is chosen for the element and meaning of its stone: citrine and pyrite for wealth, rose quartz for love, black obsidian for protection, jade for balance and health.',
        ],
      },
      {
        heading: 'Which wrist to wear it on',
        paragraphs: [
          'Tradition holds that energy enters the body through the left hand and leaves through the right. Wear a bracelet that attracts something, such as wealth, love or opportunity, on the LEFT wrist. Wear a bracelet that protects or releases, such as black obsidian, on the RIGHT wrist if you want it to push negative energy away. A Pi Xiu charm should face outward, towards your fingers, so it can "catch" wealth coming towards you.',
        ],
        bullets: [
          'Wealth and opportunity (citrine, pyrite, green aventurine): left wrist.',
          'Love and harmony (rose quartz, jade): left wrist.',
          'Protection and grounding (black obsidian, hematite): right wrist, or left if you want it to absorb rather than repel.',
          'Calm and sleep (amethyst, sandalwood): either wrist; take it off at night if you prefer.',
        ],
      },
      {
        heading: 'How to activate and cleanse it',
        paragraphs: [
          'Before wearing it the first time, cleanse the bracelet to clear energy it picked up on its way to you. Pass it slowly through the smoke of sandalwood incense or a sage bundle, or leave it on a windowsill overnight under the full moon. Then hold it in both hands, close your eyes and state clearly what you wish it to support. Repeat the cleansing once a month, or after a stressful event or a crowded trip.',
        ],
      },
      {
        heading: 'Care',
        bullets: [
          'Take it off before swimming, bathing or doing the dishes; water and soap weaken the elastic cord and dull some stones.',
          'Keep it away from perfume, lotion and alcohol-based sanitiser.',
          'Citrine, amethyst and rose quartz fade in strong sunlight; charge them under moonlight instead.',
          'Wipe the beads with a soft, dry cloth. Restring the bracelet when the cord looks stretched.',
          'Store it on its own in a pouch so harder stones do not scratch softer ones.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not let others try on your bracelet; it is a personal item.',
          'Do not wear a Pi Xiu bracelet to the bathroom or to a funeral wake; take it off and keep it in its pouch.',
          'Avoid wearing more than two or three bracelets with different intentions at once.',
          'Do not throw away a broken bracelet in the rubbish. Collect the beads, thank them, and bury them in soil or keep them in a bowl.',
        ],
      },
    ],
  },
  {
    key: 'coins',
    title: 'Lucky Chinese Coins',
    category: 'Amulets',
    description:
      'The meaning of three, five and six coins tied with red string, and where to keep them at home, at work and in your bag.',
    icon: 'coins',
    palette: { primary: '#B8860B', background: '#FBF6E6' },
    sections: [
      {
        heading: 'What they are',
        paragraphs: [
          'Feng shui coins are replicas of the round copper coins with a square hole used in imperial China. The round shape represents heaven and the square hole represents earth, so the coin unites the two and invites the blessings of both. They are usually tied in groups with red string or ribbon, which activates them, and are sold loose, as charms or sewn onto tassels.',
        ],
      },
      {
        heading: 'Meaning of the numbers',
        bullets: [
          'Three coins: the luck of heaven, earth and people; the classic wealth charm for wallets and cash drawers.',
          'Five coins (Five Emperors): coins of five prosperous emperors; protection and wealth for the home and business.',
          'Six coins: the six of heaven in the I Ching; used to strengthen the northwest and the support of helpful people.',
          'Nine coins: completion and long-lasting abundance; hung near the main door or the safe.',
        ],
      },
      {
        heading: 'Where to place them',
        bullets: [
          'In your wallet or purse: three coins in the note compartment.',
          'In a business: in the cash drawer, under the cash register or taped under the counter.',
          'At home: hanging on the inside handle of the main door, or placed under the doormat, yang side up.',
          'In the southeast of the living room, the wealth area of the bagua.',
          'In the car: hanging from the mirror for safe travel, as long as it does not block the view.',
        ],
      },
      {
        heading: 'How to activate and cleanse them',
        paragraphs: [
          'The yang side of a coin has four Chinese characters; the yin side has two or none. Place coins yang side up. Tie them with red string and make a wish as you tie the knot. To cleanse old coins, wipe them with a dry cloth, pass them through incense smoke and leave them in sunlight for an hour. Replace the red string once it fades, ideally before the Lunar New Year.',
        ],
      },
      {
        heading: 'Care and what to avoid',
        bullets: [
          'Brass coins darken with time; this is natural. Polish gently with a soft cloth if you prefer them bright.',
          'Do not use coins as everyday money or give them away loose; give them tied with red string as a gift.',
          'Do not place coins in the bathroom, under the bed or on the floor where they are stepped on, except under the doormat.',
          'Keep them dry to avoid green stains on the red string.',
        ],
      },
    ],
  },
  {
    key: 'crystal-bottles',
    title: 'Crystal Wish Bottles',
    category: 'Auspicious Home Decor',
    description:
      'How to fill, seal and place a crystal wish bottle, and how to refresh it when your wish comes true.',
    icon: 'bottle',
    palette: { primary: '#7B5EA7', background: '#F4F0FA' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'A crystal wish bottle is a small glass bottle filled with tumbled crystal chips, sometimes with a tiny scroll, a coin or dried herbs, and sealed with a cork. Each bottle is made for one intention: citrine and pyrite for money, rose quartz for love, amethyst for calm, clear quartz for clarity, black tourmaline for protection. It gathers the energy of many small stones in one place.',
        ],
      },
      {
        heading: 'Where to place it',
        bullets: [
          'Money bottle: the southeast of the home or office, or beside the cash box.',
          'Love bottle: the southwest of the bedroom, ideally as a pair.',
          'Calm or sleep bottle: the bedside table, away from electronic devices.',
          'Study bottle: the northeast of the room or the desk of a student.',
          'Protection bottle: near the main door, on a shelf rather than on the floor.',
        ],
      },
      {
        heading: 'How to activate it',
        paragraphs: [
          'Write your wish on a small piece of paper in the present tense, as if it has already happened, roll it and tie it with red thread. Hold the bottle in your hands, read your wish aloud, slip the scroll inside and close the cork firmly. Some people seal the cork with a drop of red candle wax. Place the bottle in its area and leave it there; do not move it around the house.',
        ],
      },
      {
        heading: 'Cleansing and renewal',
        paragraphs: [
          'Wipe the glass every week so the bottle stays bright. Once a month, leave it on a windowsill overnight in moonlight. When your wish comes true, open the bottle, thank it, burn or bury the old scroll and write a new one. If after a year nothing has changed, rethink the wish: it may be too vague or no longer what you want.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not place the bottle in direct afternoon sun; the glass can act as a lens and some crystals fade.',
          'Avoid the bathroom, the kitchen stove and dusty, cluttered shelves.',
          'Do not open the bottle every day to check on the wish.',
          'Keep it out of reach of small children; the cork and chips are a choking hazard.',
        ],
      },
    ],
  },
  {
    key: 'fashion',
    title: 'Feng Shui Fashion and Accessories',
    category: 'Feng Shui Fashion',
    description:
      'Wearing your lucky colours, brooches, scarves and bag charms with intention, and caring for silk and brocade.',
    icon: 'fashion',
    palette: { primary: '#B3261E', background: '#FBEFEF' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'Feng shui fashion brings the ideas of the five elements and auspicious symbols into what you wear: a scarf in your lucky colour, a brooch with the bagua, a bag charm with three coins, a phone strap with a Pi Xiu. These pieces let you carry support for an intention through the day, at work, in meetings or while travelling.',
        ],
      },
      {
        heading: 'Choosing colours',
        bullets: [
          'Red and pink (fire): confidence, visibility, celebrations.',
          'Yellow, beige and brown (earth): stability, trust, calm negotiations.',
          'White, gold and silver (metal): clarity, organisation, precision.',
          'Black and deep blue (water): wisdom, flow, career.',
          'Green (wood): growth, health, new beginnings.',
        ],
        paragraphs: [
          'Your lucky colours depend on your BaZi chart and on the year. When in doubt, wear the colour of the element you want to strengthen in your life, and use red accents on important days.',
        ],
      },
      {
        heading: 'How to wear your pieces',
        bullets: [
          'Bag charms hang on the outside of the bag, on the side that faces forward as you walk.',
          'Brooches are worn on the left side, over the heart, for protection and good relationships.',
          'Scarves in your lucky colour are ideal for job interviews and first meetings.',
          'Lucky pouches go in the bag with three coins or a small crystal inside.',
        ],
      },
      {
        heading: 'Cleansing and care',
        paragraphs: [
          'Cleanse metal charms with incense smoke once a month. Silk and brocade should be hand-washed in cool water with a mild soap, never wrung, and dried flat in the shade. Wool and cotton shawls can be washed on a gentle cycle inside a laundry bag. Store scarves folded, not hanging, to keep their shape.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Avoid wearing all black at celebrations and openings; add a touch of red or gold.',
          'Do not wear torn or stained pieces for important events; repair or replace them.',
          'Do not iron brocade directly; use a cloth between the iron and the fabric.',
        ],
      },
    ],
  },
  {
    key: 'fountain',
    title: 'Water Fountains',
    category: 'Auspicious Home Decor',
    description:
      'The right direction for the water to flow, the best rooms and corners, and how to keep the water clean and the pump quiet.',
    icon: 'fountain',
    palette: { primary: '#1F6E8C', background: '#EAF4F8' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'In feng shui, water represents wealth and the flow of opportunity. A tabletop fountain brings moving, living water into the home or office, with a gentle sound that also calms the mind. It is one of the most powerful and most misplaced objects in feng shui, so its position matters.',
        ],
      },
      {
        heading: 'Where to place it',
        bullets: [
          'North: the career area; supports new opportunities and a steady income.',
          'Southeast: the wealth area; supports savings and business growth.',
          'East: family and health; supports harmony at home.',
          'Near the main door, inside, with the water flowing INTO the home, never towards the door.',
          'In a shop or office: near the entrance or in the southeast corner of the room.',
        ],
      },
      {
        heading: 'Where not to place it',
        bullets: [
          'Never in the bedroom: moving water disturbs rest and is said to bring worries about money and relationships.',
          'Not in the south, the fire area, where water clashes with fire.',
          'Not directly under a staircase or in a cramped, dark corner.',
          'Not facing out of the main door, which lets wealth flow away.',
        ],
      },
      {
        heading: 'How to activate it',
        paragraphs: [
          'Fill the fountain with clean, filtered water and switch it on in the morning, ideally on an auspicious day. A few coins or small crystals in the basin add to its meaning. The fountain works when it runs: keep it on during the day, at least while someone is at home, and switch it off at night if the sound disturbs anyone.',
        ],
      },
      {
        heading: 'Care',
        bullets: [
          'Top up the water every two or three days; the pump must always be fully under water.',
          'Change the water completely every week and clean the basin with a soft brush.',
          'Clean the pump filter once a month; a noisy pump is usually a clogged one.',
          'Use a drop of vinegar, not bleach, to prevent algae.',
          'Unplug it before cleaning, and keep the cable away from the water.',
        ],
      },
      {
        heading: 'What to avoid',
        paragraphs: [
          'Stagnant, cloudy or empty fountains are considered worse than no fountain at all. If you travel or cannot maintain it, empty it, dry it and store it until you can.',
        ],
      },
    ],
  },
];
