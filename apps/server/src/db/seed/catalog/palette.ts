/* Colours shared by the product rows for their art. */

/** Item colours used for the product art. */
export const C = {
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
export const BG = {
  cream: '#FBF6EC',
  jade: '#EEF5EE',
  rose: '#FBF0F0',
  lavender: '#F3EEF8',
  sky: '#EEF3F6',
  sand: '#F6F0E4',
  mist: '#F4F1EA',
  honey: '#FBF3E0',
} as const;
