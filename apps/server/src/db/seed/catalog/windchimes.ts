/* Product rows: Windchimes. */

import { type CategoryRows, colours } from './builders.ts';
import { BG, C } from './palette.ts';

export const windchimeRows: CategoryRows = {
  slug: 'windchimes',
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
        colours(['Silver', 'SLV', C.silver], ['Gold', 'GLD', C.gold, 150], ['Copper', 'CPR', C.copper, 150]),
      ],
      flags: 'bs',
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
      text: [
        'Our longest chime produces a low, meditative chord tuned to the pentatonic scale heard in traditional Chinese music. It is a favourite of yoga studios and quiet gardens.',
        'Hang it where it can swing freely without hitting a wall, such as an open veranda or the corner of a large living room. The deep tone calms rather than distracts.',
        'Supplied with an S-hook and a spare hanging cord.',
      ],
    },
  ],
};
