import { z } from 'zod';
import { manilaIsoDate } from './manila-time.ts';

// The BaZi (four pillars) chart of docs/content.md#bazi-calculator. The server asks
// the lunar calendar library for the four stem-branch pairs; everything here is library-free: what each
// character means, how the five elements are counted and the plain-language reading built from them.
//
// Counting method (shown to the visitor beside the bar chart): each visible character counts once, a
// heavenly stem by its element and an earthly branch by its own element, so a full chart has 8 and a
// chart without a birth hour 6. Hidden stems are shown in the chart but not counted: the counts stay
// checkable by eye. Strength of the day master is the popular simplification: the characters that
// support it (its own element and the element that produces it) against the rest, the day stem itself
// left out. Professional readings also weigh the season, hidden stems, combinations and clashes.

export const BAZI_ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type BaziElement = (typeof BAZI_ELEMENTS)[number];
export type BaziPolarity = 'yang' | 'yin';

export const BAZI_MESSAGES = {
  dateRequired: 'Enter your birth date.',
  dateInvalid: 'Enter a valid birth date.',
  dateOutOfRange: 'Enter a birth date from 01/01/1900 to today.',
  timeInvalid: 'Enter a valid birth time, such as 08:30.',
  timeRequired: 'Enter your birth time, or tick "I don\'t know the hour".',
} as const;

export const BAZI_FIRST_DATE = '1900-01-01';

interface CharacterInfo {
  pinyin: string;
  element: BaziElement;
  polarity: BaziPolarity;
}

// Index order is the sexagenary order; polarity alternates with it (yang on even positions).
const STEMS: Record<string, CharacterInfo> = {
  甲: { pinyin: 'Jiǎ', element: 'wood', polarity: 'yang' },
  乙: { pinyin: 'Yǐ', element: 'wood', polarity: 'yin' },
  丙: { pinyin: 'Bǐng', element: 'fire', polarity: 'yang' },
  丁: { pinyin: 'Dīng', element: 'fire', polarity: 'yin' },
  戊: { pinyin: 'Wù', element: 'earth', polarity: 'yang' },
  己: { pinyin: 'Jǐ', element: 'earth', polarity: 'yin' },
  庚: { pinyin: 'Gēng', element: 'metal', polarity: 'yang' },
  辛: { pinyin: 'Xīn', element: 'metal', polarity: 'yin' },
  壬: { pinyin: 'Rén', element: 'water', polarity: 'yang' },
  癸: { pinyin: 'Guǐ', element: 'water', polarity: 'yin' },
};

interface BranchInfo extends CharacterInfo {
  animal: string;
  /** 藏干, main qi first: the same table the library uses (the server test compares them). */
  hidden: string[];
}

const BRANCHES: Record<string, BranchInfo> = {
  子: { pinyin: 'Zǐ', element: 'water', polarity: 'yang', animal: 'Rat', hidden: ['癸'] },
  丑: { pinyin: 'Chǒu', element: 'earth', polarity: 'yin', animal: 'Ox', hidden: ['己', '癸', '辛'] },
  寅: { pinyin: 'Yín', element: 'wood', polarity: 'yang', animal: 'Tiger', hidden: ['甲', '丙', '戊'] },
  卯: { pinyin: 'Mǎo', element: 'wood', polarity: 'yin', animal: 'Rabbit', hidden: ['乙'] },
  辰: { pinyin: 'Chén', element: 'earth', polarity: 'yang', animal: 'Dragon', hidden: ['戊', '乙', '癸'] },
  巳: { pinyin: 'Sì', element: 'fire', polarity: 'yin', animal: 'Snake', hidden: ['丙', '庚', '戊'] },
  午: { pinyin: 'Wǔ', element: 'fire', polarity: 'yang', animal: 'Horse', hidden: ['丁', '己'] },
  未: { pinyin: 'Wèi', element: 'earth', polarity: 'yin', animal: 'Goat', hidden: ['己', '丁', '乙'] },
  申: { pinyin: 'Shēn', element: 'metal', polarity: 'yang', animal: 'Monkey', hidden: ['庚', '壬', '戊'] },
  酉: { pinyin: 'Yǒu', element: 'metal', polarity: 'yin', animal: 'Rooster', hidden: ['辛'] },
  戌: { pinyin: 'Xū', element: 'earth', polarity: 'yang', animal: 'Dog', hidden: ['戊', '辛', '丁'] },
  亥: { pinyin: 'Hài', element: 'water', polarity: 'yin', animal: 'Pig', hidden: ['壬', '甲'] },
};

export const BAZI_BRANCH_CHARACTERS = Object.keys(BRANCHES);

/** The generating cycle: wood feeds fire, fire makes earth (ash), earth bears metal, metal carries water. */
const PRODUCES: Record<BaziElement, BaziElement> = {
  wood: 'fire',
  fire: 'earth',
  earth: 'metal',
  metal: 'water',
  water: 'wood',
};
/** The controlling cycle: wood parts earth, earth dams water, water quenches fire, fire melts metal. */
const CONTROLS: Record<BaziElement, BaziElement> = {
  wood: 'earth',
  earth: 'water',
  water: 'fire',
  fire: 'metal',
  metal: 'wood',
};
const producerOf = (element: BaziElement) => BAZI_ELEMENTS.find((other) => PRODUCES[other] === element)!;
const controllerOf = (element: BaziElement) => BAZI_ELEMENTS.find((other) => CONTROLS[other] === element)!;

export const ELEMENT_NAMES: Record<BaziElement, string> = {
  wood: 'Wood',
  fire: 'Fire',
  earth: 'Earth',
  metal: 'Metal',
  water: 'Water',
};

const ELEMENT_QUALITIES: Record<BaziElement, string> = {
  wood: 'growth, planning and kindness',
  fire: 'warmth, expression and enthusiasm',
  earth: 'steadiness, care and reliability',
  metal: 'clarity, focus and self-discipline',
  water: 'wisdom, adaptability and reflection',
};

const ELEMENT_SUPPORT: Record<BaziElement, string> = {
  wood: 'greens and teals, healthy living plants, time outdoors and the east side of your home',
  fire: 'reds and warm purples, good lighting, time with friends and the south side of your home',
  earth:
    'ochre, yellow and terracotta tones, ceramics and crystals, steady routines and the centre of your home',
  metal: 'white, grey and gold, round metal objects, a tidy desk and the west side of your home',
  water: 'blues and deep black, a small water feature, quiet reflection and the north side of your home',
};

const DAY_MASTER_IMAGES: Record<string, string> = {
  甲: 'the tall tree: upright, principled and protective, growing a ring at a time toward the light.',
  乙: 'the flowering vine: gentle, adaptable and resourceful, finding a way around whatever stands in its path.',
  丙: 'the sun: generous, warm and easy to see, lighting up the room it walks into.',
  丁: 'the candle flame: attentive, thoughtful and quietly inspiring, a light that others steer by.',
  戊: 'the mountain: dependable, patient and hard to move once a decision is made.',
  己: 'the garden soil: nurturing, practical and accommodating, helping the people around it grow.',
  庚: 'the sword or axe: direct, decisive and loyal, with a strong sense of what is fair.',
  辛: 'the jewel: refined, perceptive and self-aware, holding itself to high standards.',
  壬: 'the ocean or great river: bold, curious and always in motion.',
  癸: 'the rain and morning dew: intuitive, gentle and imaginative, nourishing without noise.',
};

// ---- requests ---------------------------------------------------------------------------------

/** Today's date in Manila (YYYY-MM-DD), the last birth date the calculator accepts. */
export function manilaToday(now: Date = new Date()): string {
  return manilaIsoDate(now);
}

/** Why a YYYY-MM-DD birth date is refused, or null when it is a real date from 1900 to today. */
export function birthDateProblem(date: string, today: string = manilaToday()): string | null {
  if (!date) return BAZI_MESSAGES.dateRequired;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return BAZI_MESSAGES.dateInvalid;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return BAZI_MESSAGES.dateInvalid;
  }
  return date < BAZI_FIRST_DATE || date > today ? BAZI_MESSAGES.dateOutOfRange : null;
}

export const BIRTH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /api/bazi: a birth date and, when known, the clock time in Manila (24-hour HH:MM). */
export const baziRequestSchema = z.object({
  date: z
    .string({ error: BAZI_MESSAGES.dateRequired })
    .max(10, { error: BAZI_MESSAGES.dateInvalid })
    .superRefine((date, context) => {
      const problem = birthDateProblem(date);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      description: 'Birth date, YYYY-MM-DD, from 1900-01-01 to today in Manila',
      example: '1990-05-15',
    }),
  time: z
    .string()
    .regex(BIRTH_TIME_PATTERN, { error: BAZI_MESSAGES.timeInvalid })
    .nullish()
    .meta({ description: 'Birth time on a Manila clock, HH:MM; null or absent when the hour is unknown' }),
});
export type BaziRequest = z.infer<typeof baziRequestSchema>;

// ---- the chart --------------------------------------------------------------------------------

const elementSchema = z.enum(BAZI_ELEMENTS);
const stemSchema = z.object({
  character: z.string(),
  pinyin: z.string(),
  element: elementSchema,
  polarity: z.enum(['yang', 'yin']),
});
const branchSchema = stemSchema.extend({ animal: z.string() });
export const BAZI_PILLAR_POSITIONS = ['hour', 'day', 'month', 'year'] as const;
export type BaziPillarPosition = (typeof BAZI_PILLAR_POSITIONS)[number];

const pillarSchema = z.object({
  position: z.enum(BAZI_PILLAR_POSITIONS),
  stem: stemSchema,
  branch: branchSchema,
  hiddenStems: z.array(stemSchema),
});

export const baziChartSchema = z.object({
  birth: z.object({ date: z.string(), time: z.string().nullable() }),
  /** Hour (when known), Day, Month, Year: the traditional order, read right to left from the year. */
  pillars: z.array(pillarSchema),
  dayMaster: z.object({ stem: stemSchema, title: z.string(), description: z.string() }),
  zodiac: z.object({ animal: z.string(), branch: z.string() }),
  balance: z.array(z.object({ element: elementSchema, count: z.number().int(), percent: z.number() })),
  strength: z.enum(['strong', 'balanced', 'weak']),
  supportiveElements: z.array(elementSchema),
  reading: z.array(z.string()),
  /** Facts about how the chart was computed (daylight saving, a solar term on an unknown-hour day). */
  notes: z.array(z.string()),
});
export type BaziChart = z.infer<typeof baziChartSchema>;
export type BaziPillar = z.infer<typeof pillarSchema>;
export type BaziStem = z.infer<typeof stemSchema>;

/** The four stem-branch pairs as the calendar library gives them, e.g. `{ year: '甲辰', ... }`. */
export interface GanZhiPillars {
  year: string;
  month: string;
  day: string;
  hour: string | null;
}

function stemOf(character: string): BaziStem {
  const info = STEMS[character];
  if (!info) throw new Error(`Unknown heavenly stem: ${character}`);
  return { character, ...info };
}

function pillarOf(position: BaziPillarPosition, ganZhi: string): BaziPillar {
  const [stem = '', branch = ''] = [...ganZhi];
  const info = BRANCHES[branch];
  if (!info || ganZhi.length !== 2) throw new Error(`Unknown stem-branch pair: ${ganZhi}`);
  const { hidden, ...rest } = info;
  return {
    position,
    stem: stemOf(stem),
    branch: { character: branch, ...rest },
    hiddenStems: hidden.map(stemOf),
  };
}

export const elementLabel = (character: { element: BaziElement; polarity: BaziPolarity }) =>
  `${character.polarity === 'yang' ? 'Yang' : 'Yin'} ${ELEMENT_NAMES[character.element]}`;

/** Five-element counts over the visible stems and branches (see the method at the top). */
export function countElements(pillars: BaziPillar[]): BaziChart['balance'] {
  const counts = new Map<BaziElement, number>(BAZI_ELEMENTS.map((element) => [element, 0]));
  for (const pillar of pillars) {
    for (const element of [pillar.stem.element, pillar.branch.element]) {
      counts.set(element, (counts.get(element) ?? 0) + 1);
    }
  }
  const total = pillars.length * 2;
  return BAZI_ELEMENTS.map((element) => {
    const count = counts.get(element) ?? 0;
    return { element, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

/** Strong, balanced or weak day master, and the elements that may bring the chart toward balance. */
export function assessDayMaster(dayElement: BaziElement, balance: BaziChart['balance']) {
  const countOf = (element: BaziElement) => balance.find((entry) => entry.element === element)?.count ?? 0;
  const others = balance.reduce((sum, entry) => sum + entry.count, 0) - 1;
  const support = countOf(dayElement) - 1 + countOf(producerOf(dayElement));
  const share = others > 0 ? support / others : 0.5;
  const strength: BaziChart['strength'] = share > 0.6 ? 'strong' : share < 0.4 ? 'weak' : 'balanced';
  // A strong day master is eased by what it feeds, what it shapes and what disciplines it; a weak one by
  // its own element and the element that feeds it; a balanced chart by what it lacks most.
  const candidates =
    strength === 'strong'
      ? [PRODUCES[dayElement], CONTROLS[dayElement], controllerOf(dayElement)]
      : strength === 'weak'
        ? [producerOf(dayElement), dayElement]
        : [...BAZI_ELEMENTS];
  const supportiveElements = [...candidates]
    .sort((a, b) => countOf(a) - countOf(b) || BAZI_ELEMENTS.indexOf(a) - BAZI_ELEMENTS.indexOf(b))
    .slice(0, 2);
  return { strength, supportiveElements };
}

const listOf = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
const names = (elements: BaziElement[]) => listOf(elements.map((element) => ELEMENT_NAMES[element]));

function readBalance(
  dayMaster: BaziStem,
  balance: BaziChart['balance'],
  strength: BaziChart['strength'],
  supportive: BaziElement[],
): string[] {
  const total = balance.reduce((sum, entry) => sum + entry.count, 0);
  const highest = Math.max(...balance.map((entry) => entry.count));
  const strongest = balance.filter((entry) => entry.count === highest).map((entry) => entry.element);
  const missing = balance.filter((entry) => entry.count === 0).map((entry) => entry.element);
  const own = ELEMENT_NAMES[dayMaster.element];

  const lead =
    strongest.length === 1
      ? `${names(strongest)} leads with ${highest}, so themes of ${ELEMENT_QUALITIES[strongest[0]!]} are likely to feel familiar.`
      : strongest.length === 2
        ? `${names(strongest)} lead with ${highest} each, so themes of ${ELEMENT_QUALITIES[strongest[0]!]} as well as ${ELEMENT_QUALITIES[strongest[1]!]} are likely to feel familiar.`
        : `${names(strongest)} share the lead with ${highest} each, a chart that spreads its weight widely.`;
  const overview =
    `Of the ${total} characters in your chart, ${lead} ` +
    (missing.length
      ? `${names(missing)} ${missing.length > 1 ? 'do' : 'does'} not appear among the visible characters, ` +
        'which some readers see as qualities to cultivate on purpose rather than ones that come by default.'
      : 'Every element appears at least once, a sign of a chart with many resources to draw on.');

  const strengthText = {
    strong:
      `Your ${own} day master is well supported by the rest of the chart. Strong day masters tend to be ` +
      'self-reliant and persistent; the lesson is often to channel that energy outward, through work, ' +
      'creativity and giving, rather than holding on to it.',
    weak:
      `Your ${own} day master has fewer allies than challengers in the chart. That is not a flaw: it often ` +
      'describes someone responsive and collaborative, who does best with rest, learning and good people ' +
      'around them.',
    balanced:
      `Your ${own} day master is roughly matched by the rest of the chart, neither overwhelmed nor ` +
      'overpowering. Balanced charts tend to adapt well; the aim is simply to keep topping up what is scarce.',
  }[strength];

  const support =
    `${names(supportive)} may help bring the chart toward balance. Some people invite ` +
    `${supportive.length > 1 ? 'these elements' : 'this element'} through small everyday choices: ` +
    `${supportive.map((element) => ELEMENT_SUPPORT[element]).join('; or ')}.`;

  const reflection =
    'This reading counts the visible characters of your chart, a simplified method. A full BaZi reading ' +
    'also weighs the season of your birth, the hidden stems and how the pillars interact. Please treat it ' +
    'as a prompt for reflection, not a prediction or professional advice.';

  return [overview, strengthText, support, reflection];
}

/** The whole chart from the library's four pairs, plus any notes on how it was computed. */
export function buildBaziChart(
  birth: { date: string; time: string | null },
  pairs: GanZhiPillars,
  notes: string[] = [],
): BaziChart {
  const pillars = [
    ...(pairs.hour ? [pillarOf('hour', pairs.hour)] : []),
    pillarOf('day', pairs.day),
    pillarOf('month', pairs.month),
    pillarOf('year', pairs.year),
  ];
  const dayStem = pillarOf('day', pairs.day).stem;
  const yearBranch = pillarOf('year', pairs.year).branch;
  const balance = countElements(pillars);
  const { strength, supportiveElements } = assessDayMaster(dayStem.element, balance);
  return {
    birth,
    pillars,
    dayMaster: {
      stem: dayStem,
      title: `${elementLabel(dayStem)} (${dayStem.character} ${dayStem.pinyin})`,
      description:
        `Your day master, the heavenly stem of your day pillar, stands for you in the chart. ` +
        `${elementLabel(dayStem)} is ${DAY_MASTER_IMAGES[dayStem.character]}`,
    },
    zodiac: { animal: yearBranch.animal, branch: yearBranch.character },
    balance,
    strength,
    supportiveElements,
    reading: readBalance(dayStem, balance, strength, supportiveElements),
    notes,
  };
}
