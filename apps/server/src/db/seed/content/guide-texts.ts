// accounts-content.md 2 "Product guides": the fifteen care and placement guides, one per product type
// of the shop. DESIGN.md 8: real text, rendered to PDF by guide-pdf.ts. The PDF's standard fonts only
// cover Latin-1, so the text keeps to plain punctuation.

export type GuideIcon =
  | 'bracelet'
  | 'coins'
  | 'bottle'
  | 'fashion'
  | 'fountain'
  | 'decor'
  | 'incense'
  | 'keychain'
  | 'medallion'
  | 'bowl'
  | 'smudge'
  | 'card'
  | 'wallet'
  | 'chime'
  | 'paper';

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface SeedGuide {
  key: string;
  title: string;
  /** The shop category the guide belongs to, as the shop names it. */
  category: string;
  description: string;
  icon: GuideIcon;
  palette: { primary: string; background: string };
  sections: GuideSection[];
}

export const seedGuides: SeedGuide[] = [
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
  {
    key: 'home-decor',
    title: 'Auspicious Home Decor',
    category: 'Auspicious Home Decor',
    description:
      'Placing the Laughing Buddha, wealth toad, dragon tortoise, Fu lions and crystal trees where they work best.',
    icon: 'decor',
    palette: { primary: '#8D5A2B', background: '#F8F1E8' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'Auspicious decor means the traditional figures and objects placed in the home to invite blessings: the Laughing Buddha for happiness, the three-legged wealth toad for money, the dragon tortoise for support and longevity, Fu lions for protection, crystal trees for growth. Each has a preferred place and facing.',
        ],
      },
      {
        heading: 'Where to place each piece',
        bullets: [
          'Laughing Buddha: in the living room facing the main door, on a table or shelf, never on the floor.',
          'Three-legged wealth toad: near the main door, looking INTO the house as if it has just arrived with coins; never facing out.',
          'Dragon tortoise: behind you at your desk, or in the north of the home, to support career and steady progress.',
          'Fu lions: a pair outside or just inside the main door, the male (paw on a ball) on your left as you look out of the door, the female (paw on a cub) on your right.',
          'Pi Xiu: facing the main door or a window, to guard and attract wealth; never facing a mirror or a bed.',
          'Crystal or money trees: in the southeast corner of the living room or office.',
          'Victory horse and wealth ship: the south for the horse, sailing INTO the room for the ship.',
        ],
      },
      {
        heading: 'How to activate and cleanse them',
        paragraphs: [
          'Wipe the piece clean, pass it through incense smoke and place it in its spot with a clear intention. A red ribbon tied around a toad, a coin in its mouth or a small red cloth under a figure is a traditional way to "awaken" it. Cleanse figures once a year before the Lunar New Year, or after illness or quarrels in the home.',
        ],
      },
      {
        heading: 'Care',
        bullets: [
          'Dust figures every week; dust is stagnant energy.',
          'Brass and bronze may be polished with a soft cloth; do not use abrasive cleaners on painted or gilded pieces.',
          'Resin and ceramic pieces are cleaned with a damp cloth only.',
          'Repair chips quickly or retire the piece respectfully.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not place figures in the bathroom, the kitchen or on the floor.',
          'Do not crowd many figures together; one meaningful piece per area is enough.',
          'Do not place Fu lions or Pi Xiu facing into the bedroom.',
        ],
      },
    ],
  },
  {
    key: 'incense',
    title: 'Incense and Burners',
    category: 'Incense & Space Clearing',
    description:
      'Choosing sticks and cones, burning them safely, and using incense to clear a room or honour an altar.',
    icon: 'incense',
    palette: { primary: '#9C4A1A', background: '#FAF0E8' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'Incense has been burned for centuries to purify a space, honour ancestors and calm the mind. Sandalwood is grounding and is the classic choice for clearing and meditation; agarwood is rich and precious, used for important occasions; herbal blends such as lavender soothe. Backflow cones create a flowing stream of smoke in a special burner.',
        ],
      },
      {
        heading: 'Where to burn it',
        bullets: [
          'At the family altar, in odd numbers of sticks (one, three or five).',
          'At the main door when clearing the home, then moving clockwise room by room.',
          'In the living room before guests arrive, or in the study before work.',
          'In a shop, in the morning before opening.',
        ],
      },
      {
        heading: 'How to use it for space clearing',
        paragraphs: [
          'Open the windows first, so the old energy has somewhere to go. Light the incense, let the flame catch for a few seconds, then blow it out gently so it smoulders. Walk clockwise through each room, letting the smoke reach the corners and the spaces behind doors. Finish at the main door, with a word of thanks. Once a month, or after illness, quarrels or a move, is enough.',
        ],
      },
      {
        heading: 'Safety and care',
        bullets: [
          'Always use a heat-proof holder or burner on a stable, non-flammable surface.',
          'Never leave burning incense unattended, and keep it away from curtains, children and pets.',
          'Empty the ash of the burner regularly; at an altar, keep a little ash as a bed for new sticks.',
          'Store incense in a closed box, away from humidity, so it lights easily.',
          'If anyone at home has asthma, burn less, ventilate well or choose low-smoke incense.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not burn incense in the bedroom while sleeping.',
          'Do not step over the altar incense or use the altar burner for other purposes.',
          'Avoid cheap incense with strong synthetic fragrance; it clouds rather than clears a space.',
        ],
      },
    ],
  },
  {
    key: 'keychains',
    title: 'Feng Shui Keychains',
    category: 'Keychains',
    description:
      'Carrying protection and luck with you: which charm for the car, the house keys and the office, and how to care for them.',
    icon: 'keychain',
    palette: { primary: '#A0522D', background: '#F9EFE7' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'A feng shui keychain turns something you carry every day into a charm. Keys open doors, so they are a natural place for symbols of opportunity and protection: a Pi Xiu for wealth, a brass gourd (wu lou) for health, a bell for safe travel, an ingot for prosperity, five emperor coins for protection.',
        ],
      },
      {
        heading: 'Which charm for which keys',
        bullets: [
          'Car keys: a safety bell or gourd for safe travel and protection on the road.',
          'House keys: five emperor coins or a Pi Xiu to guard the home and invite wealth.',
          'Office or shop keys: a gold ingot or Pi Xiu for business luck.',
          "A child's school bag: a small gourd for health, or a study charm.",
        ],
      },
      {
        heading: 'How to activate and cleanse it',
        paragraphs: [
          'Before first use, pass the keychain through incense smoke and hold it while you state its purpose. Cleanse it once a month with smoke or moonlight, and after a minor accident or a stressful trip. A Pi Xiu keychain likes to be touched: stroke it from head to tail now and then, which is said to "feed" it.',
        ],
      },
      {
        heading: 'Care',
        bullets: [
          'Keychains get knocked about; check the ring and clasp regularly so you do not lose the charm.',
          'Wipe brass and alloy charms with a dry cloth; keep them away from salt water.',
          'Replace faded red cords and tassels, ideally before the Lunar New Year.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not attach too many charms to one ring; choose the one that matters most.',
          "Do not let the Pi Xiu's mouth be covered or scratched.",
          'Do not throw an old charm in the rubbish; thank it and keep it in a drawer, or bury it in soil.',
        ],
      },
    ],
  },
  {
    key: 'medallions',
    title: 'Medallions and Amulets',
    category: 'Medallions',
    description:
      'Bagua, zodiac and protector medallions: wearing them, hanging them at home, and the year you may need one most.',
    icon: 'medallion',
    palette: { primary: '#7A5C1E', background: '#F7F2E4' },
    sections: [
      {
        heading: 'What they are',
        paragraphs: [
          'Medallions are round or oval amulets in brass, jade or cinnabar, carved with protective or auspicious symbols: the bagua of the eight trigrams with yin and yang at the centre, the dragon and phoenix for marriage, Kuan Yin for compassion, your zodiac animal for personal luck. They are worn as pendants, carried in a pouch or hung in the home.',
        ],
      },
      {
        heading: 'Where to wear or hang them',
        bullets: [
          'As a pendant close to the heart, on a red cord or a chain.',
          'In a bag or wallet pouch when you cannot wear jewellery at work.',
          'Above the inside of the main door, facing out, for the protection of the household.',
          'Hanging from the rear-view mirror of the car for safe travel.',
          'A zodiac medallion is most recommended in a year when your sign clashes with the Grand Duke (Tai Sui).',
        ],
      },
      {
        heading: 'How to activate and cleanse them',
        paragraphs: [
          'Cleanse a new medallion in incense smoke, or leave it overnight on a bed of sea salt in a dry bowl (not for cinnabar or jade, which prefer smoke and moonlight). Hold it and state your intention. Renew the cleansing at the start of each lunar year and after any time of illness or conflict.',
        ],
      },
      {
        heading: 'Care',
        bullets: [
          'Take medallions off before swimming or sleeping, and store them in a soft pouch.',
          'Cinnabar is soft: avoid water, heat and knocks.',
          'Jade can be wiped with a damp cloth; brass with a dry one.',
          'Replace the red cord when it wears thin.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not hang a bagua medallion inside the home facing people or a bedroom; it is for outward protection.',
          'Do not lend your personal medallion.',
          'Do not wear a damaged or cracked amulet; retire it respectfully.',
        ],
      },
    ],
  },
  {
    key: 'prosperity-bowl',
    title: 'Prosperity Bowl',
    category: 'Auspicious Home Decor',
    description:
      'What to put in a wealth bowl, which corner to keep it in, and how to refresh it through the year.',
    icon: 'bowl',
    palette: { primary: '#9A7410', background: '#FBF7E6' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'A prosperity bowl, also called a wealth vase or treasure bowl, is a bowl filled with symbols of abundance and kept in the home to gather and hold wealth. It is both a feng shui object and a personal ritual: you choose and add its contents over time, like a savings jar for luck.',
        ],
      },
      {
        heading: 'What to put inside',
        bullets: [
          'A base of uncooked rice or small crystal chips (the harvest and the earth).',
          'Coins, including three Chinese coins tied with red string, and coins of the local currency.',
          'Small crystals such as citrine, pyrite and green aventurine.',
          'Gold ingots or a small Pi Xiu.',
          'A folded red envelope with a written wish or a banknote inside.',
          'Seven or nine items in total is a traditional, lucky choice.',
        ],
      },
      {
        heading: 'Where to place it',
        bullets: [
          'The southeast of the living room or home office, the wealth area of the bagua.',
          'A hidden but respected place, such as a shelf of a cabinet, is also traditional: wealth likes to be kept safe.',
          'On a business counter, near the cash drawer.',
          'Not in the bathroom, the kitchen or the bedroom, and never on the floor.',
        ],
      },
      {
        heading: 'How to activate and refresh it',
        paragraphs: [
          'Assemble the bowl on an auspicious day, in the morning. Add each item with a word of intention, starting with the rice or crystal base. Add a coin whenever you receive unexpected money or a raise, so the bowl grows with your fortune. Once a year, before the Lunar New Year, empty it, clean the bowl, replace the rice and put the contents back.',
        ],
      },
      {
        heading: 'Care and what to avoid',
        bullets: [
          'Keep the bowl full; an empty or half-empty bowl is thought to invite shortage.',
          'Keep it dry; damp rice attracts insects and mould.',
          'Do not take money out of the bowl for daily spending.',
          'Do not cover it with dust or clutter; wipe around it every week.',
        ],
      },
    ],
  },
  {
    key: 'smudge-kit',
    title: 'Smudge Kits',
    category: 'Smudge Kits',
    description:
      'Clearing a room with sage and palo santo step by step, with the safety rules for burning herbs indoors.',
    icon: 'smudge',
    palette: { primary: '#5B7F4A', background: '#F0F5EC' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'Smudging means burning dried herbs or aromatic wood, most commonly white sage, blue sage or palo santo, and letting the smoke move through a space to clear stale or heavy energy. A smudge kit brings together the bundle, a heat-proof shell or bowl, and sometimes a feather to guide the smoke and a bell to close the ritual.',
        ],
      },
      {
        heading: 'When to smudge',
        bullets: [
          'When you move into a new home or office.',
          'After an illness, an argument or a stressful period.',
          'Before the Lunar New Year, together with the big clean.',
          'Whenever a room simply feels heavy, or at the start of a new month.',
        ],
      },
      {
        heading: 'Step by step',
        bullets: [
          'Clean and tidy the room first; smudging does not replace cleaning.',
          'Open a window or a door so the smoke and old energy can leave.',
          'Light the tip of the bundle, let it flame for a few seconds, then blow it out so it smoulders.',
          'Holding the shell beneath it, walk clockwise from the main door, guiding the smoke into corners, behind doors and around windows with the feather or your hand.',
          'Finish where you began, ring the bell if you have one, and press the bundle into sand or the shell to put it out completely.',
        ],
      },
      {
        heading: 'Care',
        bullets: [
          'Keep bundles and palo santo dry, in their box or a paper bag.',
          'Put sand in the shell before burning; it makes extinguishing easy and protects the shell.',
          'Wipe the shell and clean the feather gently after use.',
        ],
      },
      {
        heading: 'Safety and what to avoid',
        bullets: [
          'Never leave smouldering herbs unattended; make sure the bundle is fully out.',
          'Keep the smoke away from babies, pets and anyone with asthma; ventilate well.',
          'Do not smudge near curtains, paper or smoke detectors.',
          'Do not use water to put out the bundle; it damages it for next time.',
        ],
      },
    ],
  },
  {
    key: 'talisman-cards',
    title: 'Talisman Cards',
    category: 'Talisman Cards',
    description: 'Where to keep your wealth, study, travel or health card, and when to replace it.',
    icon: 'card',
    palette: { primary: '#B3261E', background: '#FCEDE6' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'A talisman card is a thin, wallet-sized card printed or embossed in gold with a protective or auspicious symbol and a short blessing. It is the easiest charm to carry: it fits in a wallet, a phone case or a planner. Each card has one purpose: wealth, study success, safe travel, health and recovery, love and harmony, or protection against gossip.',
        ],
      },
      {
        heading: 'Where to keep it',
        bullets: [
          'Wealth card: in your wallet, in the compartment where you keep banknotes.',
          "Study card: in the student's pencil case, notebook or on the desk.",
          "Safe travel card: in the car's glove box, your passport holder or travel bag.",
          'Health card: in the wallet or under the pillow of the person who is recovering.',
          'Love and harmony card: in the southwest of the bedroom, or carried by both partners.',
          'Anti-gossip card: on the work desk, or in the bag you take to the office.',
        ],
      },
      {
        heading: 'How to activate it',
        paragraphs: [
          'Hold the card with both hands, read its blessing and state your own intention clearly. Some people sign the back of the card with their name and date of birth. Place it where it will stay, rather than moving it between bags every day.',
        ],
      },
      {
        heading: 'Care and renewal',
        paragraphs: [
          'Keep the card flat and dry; a protective sleeve helps. Talisman cards are traditionally renewed every lunar year, because the energies of each year change. When you replace an old card, thank it and dispose of it respectfully by burning it safely or wrapping it in red paper.',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Do not fold, cut or laminate over the gold printing.',
          'Do not keep several cards with conflicting purposes in the same place.',
          'Do not leave the card in the bathroom or in the sun on a car dashboard.',
        ],
      },
    ],
  },
  {
    key: 'wallet',
    title: 'Feng Shui Wallets',
    category: 'Wallets',
    description:
      'Choosing the colour of your wallet, what to put inside on the first day, and habits that keep money flowing.',
    icon: 'wallet',
    palette: { primary: '#8B1A1A', background: '#F9ECEC' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'In feng shui, the wallet is the home of your money. A wallet that is clean, spacious and of an auspicious colour is believed to invite money to stay, while a torn, overstuffed wallet lets it leak away. Long wallets that hold banknotes flat are preferred, because folded money is "uncomfortable".',
        ],
      },
      {
        heading: 'Choosing a colour',
        bullets: [
          'Red: the classic colour of celebration and prosperity, good for new beginnings.',
          'Gold and yellow: attracts wealth and keeps money stable.',
          'Black: wisdom and growth in savings, good for business owners.',
          'Brown: stability, for people who want to save.',
          'Purple: traditionally associated with saving; popular for coin purses.',
        ],
      },
      {
        heading: 'How to activate a new wallet',
        paragraphs: [
          'Start using a new wallet on an auspicious day, ideally at the start of the lunar year or your birthday month. Before the first use, place a crisp banknote and three Chinese coins tied with red string inside, and leave the wallet in a quiet, high place overnight. Transfer only the cards and receipts you really need from the old wallet.',
        ],
      },
      {
        heading: 'Everyday habits',
        bullets: [
          'Keep banknotes flat, facing the same way, sorted from largest to smallest.',
          'Clear out receipts and old tickets every week.',
          'Never leave the wallet completely empty; keep at least one note inside.',
          'Do not put the wallet on the floor or in your back pocket where you sit on it.',
        ],
      },
      {
        heading: 'Care',
        paragraphs: [
          'Leather wallets should be wiped with a dry cloth and conditioned once or twice a year. Keep them away from water and direct heat. Replace the wallet when it is torn, worn through or broken; a damaged wallet is thought to damage savings. Retire the old wallet respectfully rather than throwing it out with coins inside.',
        ],
      },
    ],
  },
  {
    key: 'wind-chimes',
    title: 'Wind Chimes',
    category: 'Windchimes',
    description:
      'Metal, bamboo or ceramic; how many rods; and where to hang a chime so it helps instead of disturbs.',
    icon: 'chime',
    palette: { primary: '#4A6C8C', background: '#EDF2F7' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'A wind chime uses sound to move and refresh energy. The material decides its element: metal chimes strengthen the metal element and calm disputes and illness energy; bamboo and wood chimes strengthen wood and support growth and health; ceramic chimes belong to earth. The number of rods also carries meaning.',
        ],
      },
      {
        heading: 'Number of rods',
        bullets: [
          'Five rods: disperses negative energy; the five-element chime is the classic cure.',
          'Six rods: attracts helpful people and heavenly luck (metal, northwest).',
          'Seven rods: for creativity and children (west).',
          'Eight rods: abundance and wealth.',
        ],
      },
      {
        heading: 'Where to hang it',
        bullets: [
          'Metal chimes: the west and northwest, or where you want to calm quarrels.',
          'Bamboo chimes: the east and southeast, for family, health and wealth.',
          'Near the main door, inside, so it rings softly when the door opens.',
          'At a window or a balcony that catches a light breeze.',
          'At the end of a long corridor, to slow energy that rushes through.',
        ],
      },
      {
        heading: 'Where not to hang it',
        bullets: [
          'Not above the bed, a sofa or a desk where someone sits under it.',
          'Not where it rings constantly in strong wind; constant noise is agitating, not healing.',
          'Avoid metal chimes in the east and southeast, where metal weakens wood.',
        ],
      },
      {
        heading: 'Activation and care',
        paragraphs: [
          'Ring the chime gently three times when you first hang it, with your intention in mind. Dust the rods every few weeks. Outdoors, bring metal chimes in during typhoons, and check the string each rainy season; replace it with strong cord before it snaps. A chime that no longer sounds clear should be repaired or replaced.',
        ],
      },
    ],
  },
  {
    key: 'wishing-paper',
    title: 'Wishing Paper',
    category: 'Wishing Paper',
    description:
      'Writing a wish that works, the traditional ways to release it, and how to use wishing paper for the Lunar New Year.',
    icon: 'paper',
    palette: { primary: '#C0392B', background: '#FDF0E8' },
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'Wishing paper is red or gold paper, often printed with auspicious symbols, on which you write a wish or an intention. The act of writing turns a vague hope into a clear goal, and the ritual of releasing it marks a commitment. It is especially popular at the Lunar New Year, birthdays and new ventures.',
        ],
      },
      {
        heading: 'How to write your wish',
        bullets: [
          'Write one wish per sheet, in the present tense, as if it has already happened: "Our family is healthy and happy in our new home."',
          'Be specific but realistic, and focus on what you want, not on what you fear.',
          'Use your own handwriting, in gold or black ink, and sign and date the sheet.',
          'Write it on a calm day, in a clean space, rather than in a hurry.',
        ],
      },
      {
        heading: 'Ways to release or keep it',
        bullets: [
          'Keep it: roll it, tie it with red string and place it in the matching bagua area, or in a wishing box or crystal bottle.',
          'Burn it: in a metal bowl, outdoors or by an open window, watching the smoke carry the wish; scatter the ash in soil.',
          'Hang it: on a wishing tree at a temple or on a branch in your garden, as many families do at new year.',
        ],
      },
      {
        heading: 'Where to place a kept wish',
        bullets: [
          'Wealth and business: the southeast.',
          'Career: the north. Study: the northeast.',
          'Love and marriage: the southwest.',
          'Health and family: the east.',
        ],
      },
      {
        heading: 'Care and what to avoid',
        bullets: [
          'Keep unused sheets flat and dry, away from sunlight so the red does not fade.',
          'Burn paper only with care, never unattended, and never near curtains or children.',
          'Do not write wishes that harm or control another person.',
          'Revisit kept wishes once a year; thank and release the ones that came true.',
        ],
      },
    ],
  },
];
