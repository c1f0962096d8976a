import type { SeedGuide } from './guide-types.ts';

// Product guides, smudge kits to wishing paper (see guide-texts.ts).
export const guidesStoW: SeedGuide[] = [
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
