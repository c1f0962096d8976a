import type { SeedGuide } from './guide-types.ts';

// Product guides, home decor to the prosperity bowl (see guide-texts.ts).
export const guidesHtoP: SeedGuide[] = [
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
];
