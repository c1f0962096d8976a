import { describe, expect, it } from 'vitest';
import {
  assessDayMaster,
  BAZI_MESSAGES,
  baziRequestSchema,
  birthDateProblem,
  buildBaziChart,
  countElements,
  manilaToday,
} from './bazi.ts';

// The pillars lunar-typescript's own EightChar test ("test1") gives for 2005-12-23 08:37.
const DOCUMENTED_2005 = { year: '乙酉', month: '戊子', day: '辛巳', hour: '壬辰' };
const birth = { date: '2005-12-23', time: '08:37' };

describe('the BaZi chart', () => {
  it('lays the pillars out as Hour, Day, Month, Year with characters, pinyin, element and polarity', () => {
    const chart = buildBaziChart(birth, DOCUMENTED_2005);
    expect(chart.pillars.map((pillar) => pillar.position)).toEqual(['hour', 'day', 'month', 'year']);
    expect(chart.pillars.map((pillar) => pillar.stem.character + pillar.branch.character)).toEqual([
      '壬辰',
      '辛巳',
      '戊子',
      '乙酉',
    ]);
    expect(chart.pillars[1]).toMatchObject({
      stem: { character: '辛', pinyin: 'Xīn', element: 'metal', polarity: 'yin' },
      branch: { character: '巳', pinyin: 'Sì', element: 'fire', polarity: 'yin', animal: 'Snake' },
    });
  });

  it('lists the hidden stems the library documents for the same chart', () => {
    const chart = buildBaziChart(birth, DOCUMENTED_2005);
    const hidden = (position: string) =>
      chart.pillars
        .find((pillar) => pillar.position === position)!
        .hiddenStems.map((stem) => stem.character)
        .join(',');
    expect([hidden('year'), hidden('month'), hidden('day'), hidden('hour')]).toEqual([
      '辛',
      '癸',
      '丙,庚,戊',
      '戊,乙,癸',
    ]);
  });

  it('takes the day master from the day stem and the zodiac animal from the year branch', () => {
    const chart = buildBaziChart(birth, DOCUMENTED_2005);
    expect(chart.dayMaster.stem.character).toBe('辛');
    expect(chart.dayMaster.title).toBe('Yin Metal (辛 Xīn)');
    expect(chart.dayMaster.description).toContain('the jewel');
    expect(chart.zodiac).toEqual({ animal: 'Rooster', branch: '酉' });
  });

  it('counts each visible stem and branch once by its element, with percentages', () => {
    const chart = buildBaziChart(birth, DOCUMENTED_2005);
    expect(chart.balance).toEqual([
      { element: 'wood', count: 1, percent: 13 },
      { element: 'fire', count: 1, percent: 13 },
      { element: 'earth', count: 2, percent: 25 },
      { element: 'metal', count: 2, percent: 25 },
      { element: 'water', count: 2, percent: 25 },
    ]);
  });

  it('leaves the hour pillar out when the hour is unknown and counts six characters', () => {
    const chart = buildBaziChart({ date: '2005-12-23', time: null }, { ...DOCUMENTED_2005, hour: null });
    expect(chart.pillars.map((pillar) => pillar.position)).toEqual(['day', 'month', 'year']);
    expect(chart.balance.reduce((sum, entry) => sum + entry.count, 0)).toBe(6);
    expect(chart.reading[0]).toContain('Of the 6 characters');
  });

  it('refuses a pair that is not a heavenly stem and an earthly branch', () => {
    expect(() => buildBaziChart(birth, { ...DOCUMENTED_2005, day: '子甲' })).toThrow(/Unknown/);
    expect(() => buildBaziChart(birth, { ...DOCUMENTED_2005, year: '甲' })).toThrow(/Unknown/);
  });
});

describe('the day master and the balance reading', () => {
  it('calls a day master balanced when its support roughly matches the rest', () => {
    const chart = buildBaziChart(birth, DOCUMENTED_2005);
    // Metal day master: one other Metal and two Earth (which produces Metal) against four others.
    expect(chart.strength).toBe('balanced');
    expect(chart.supportiveElements).toEqual(['wood', 'fire']);
  });

  it('eases a strong day master with what it feeds, shapes or is disciplined by, scarcest first', () => {
    const chart = buildBaziChart(birth, { year: '戊申', month: '庚申', day: '庚申', hour: '辛巳' });
    expect(chart.strength).toBe('strong');
    expect(chart.supportiveElements).toEqual(['wood', 'water']);
    expect(chart.reading[1]).toContain('well supported');
  });

  it('supports a weak day master with the element that feeds it and its own element', () => {
    const chart = buildBaziChart(birth, { year: '庚申', month: '辛酉', day: '甲申', hour: '己巳' });
    expect(chart.strength).toBe('weak');
    expect(chart.supportiveElements).toEqual(['water', 'wood']);
  });

  it('suggests the scarcest elements for a balanced chart', () => {
    const balance = countElements(buildBaziChart(birth, DOCUMENTED_2005).pillars);
    expect(assessDayMaster('metal', balance).supportiveElements).toEqual(['wood', 'fire']);
  });

  it('writes a reading that names the leading and missing elements and ends with a note on reflection', () => {
    const chart = buildBaziChart(birth, { year: '庚申', month: '辛酉', day: '甲申', hour: '己巳' });
    expect(chart.reading).toHaveLength(4);
    expect(chart.reading[0]).toContain('Metal leads with 5');
    expect(chart.reading[0]).toContain('Water does not appear');
    expect(chart.reading[2]).toMatch(/^Water and Wood may help/);
    expect(chart.reading[3]).toContain('for reflection, not a prediction');
  });
});

describe('birth date and time rules', () => {
  it('reads today in Manila, which is already tomorrow for much of the world', () => {
    expect(manilaToday(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
    expect(manilaToday(new Date('2024-12-31T15:30:00Z'))).toBe('2024-12-31');
  });

  it('accepts real dates from 1900 to today', () => {
    expect(birthDateProblem('1900-01-01', '2025-06-01')).toBeNull();
    expect(birthDateProblem('2025-06-01', '2025-06-01')).toBeNull();
    expect(birthDateProblem('2000-02-29', '2025-06-01')).toBeNull();
  });

  it('explains what is wrong with any other date', () => {
    expect(birthDateProblem('', '2025-06-01')).toBe(BAZI_MESSAGES.dateRequired);
    expect(birthDateProblem('1990-02-30', '2025-06-01')).toBe(BAZI_MESSAGES.dateInvalid);
    expect(birthDateProblem('05/15/1990', '2025-06-01')).toBe(BAZI_MESSAGES.dateInvalid);
    expect(birthDateProblem('1899-12-31', '2025-06-01')).toBe(BAZI_MESSAGES.dateOutOfRange);
    expect(birthDateProblem('2025-06-02', '2025-06-01')).toBe(BAZI_MESSAGES.dateOutOfRange);
  });

  it('takes a 24-hour time, or none when the hour is unknown', () => {
    expect(baziRequestSchema.parse({ date: '1990-05-15', time: '23:59' })).toEqual({
      date: '1990-05-15',
      time: '23:59',
    });
    expect(baziRequestSchema.safeParse({ date: '1990-05-15', time: null }).success).toBe(true);
    expect(baziRequestSchema.safeParse({ date: '1990-05-15' }).success).toBe(true);
    const late = baziRequestSchema.safeParse({ date: '1990-05-15', time: '24:00' });
    expect(late.error?.issues[0]?.message).toBe(BAZI_MESSAGES.timeInvalid);
    const future = baziRequestSchema.safeParse({ date: '9999-01-01' });
    expect(future.error?.issues[0]?.message).toBe(BAZI_MESSAGES.dateOutOfRange);
  });
});
