import {
  BAZI_BRANCH_CHARACTERS,
  BAZI_MESSAGES,
  baziChartSchema,
  buildBaziChart,
} from '@fengshui/shared/bazi';
import { Solar } from 'lunar-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { computeBaziChart } from './four-pillars.ts';
import { toManilaStandardTime } from './manila-clock.ts';

/** The chart's pairs as "year month day hour", the format of the library's own EightChar.toString(). */
const pairsOf = (date: string, time: string | null) => {
  const byPosition = new Map(
    computeBaziChart({ date, time }).pillars.map((pillar) => [
      pillar.position,
      pillar.stem.character + pillar.branch.character,
    ]),
  );
  return ['year', 'month', 'day', 'hour']
    .map((position) => byPosition.get(position as 'year'))
    .filter(Boolean)
    .join(' ');
};

// Examples documented by the library: lunar-typescript src/test/EightCharTest.ts (the same cases are in
// lunar-javascript's __tests__/EightChar.test.js) and the README's 1986-05-29 example.
describe('the four pillars, as the lunar calendar library documents them', () => {
  it('2005-12-23 08:37 is 乙酉 戊子 辛巳 壬辰 ("test1")', () => {
    expect(pairsOf('2005-12-23', '08:37')).toBe('乙酉 戊子 辛巳 壬辰');
  });

  it('1999-06-07 09:11 is 己卯 庚午 庚寅 辛巳 ("test12")', () => {
    expect(pairsOf('1999-06-07', '09:11')).toBe('己卯 庚午 庚寅 辛巳');
  });

  it('1988-02-15 22:30 is 戊辰 甲寅 庚子 丁亥, after Li Chun 1988 ("test3")', () => {
    expect(pairsOf('1988-02-15', '22:30')).toBe('戊辰 甲寅 庚子 丁亥');
  });

  it('1988-02-02 22:30 is 丁卯 癸丑 丁亥 辛亥, still the previous year before Li Chun ("test4")', () => {
    expect(pairsOf('1988-02-02', '22:30')).toBe('丁卯 癸丑 丁亥 辛亥');
  });

  it('1988-02-15 23:30 keeps the day 庚子 and takes the next Zi hour 戊子 ("test2", sect 2)', () => {
    expect(pairsOf('1988-02-15', '23:30')).toBe('戊辰 甲寅 庚子 戊子');
    expect(computeBaziChart({ date: '1988-02-15', time: '23:30' }).notes.join(' ')).toContain(
      'Zi (Rat) hour',
    );
  });

  it('1986-05-29 is the year 丙寅, month 癸巳 and day 癸酉 of the README', () => {
    expect(pairsOf('1986-05-29', null)).toBe('丙寅 癸巳 癸酉');
  });

  it('gives the hidden stems the library documents for 2005-12-23 08:37 ("地支藏干")', () => {
    const hidden = computeBaziChart({ date: '2005-12-23', time: '08:37' }).pillars.map((pillar) =>
      pillar.hiddenStems.map((stem) => stem.character).join(','),
    );
    // Hour, day, month, year.
    expect(hidden).toEqual(['戊,乙,癸', '丙,庚,戊', '癸', '辛']);
  });

  it('holds the same hidden-stem table as the library for all twelve branches', () => {
    // Twelve consecutive days cover every day branch once.
    for (let day = 1; day <= 12; day++) {
      const eightChar = Solar.fromYmdHms(2024, 3, day, 12, 0, 0).getLunar().getEightChar();
      const chart = buildBaziChart(
        { date: '2024-03-01', time: null },
        { year: eightChar.getYear(), month: eightChar.getMonth(), day: eightChar.getDay(), hour: null },
      );
      const dayPillar = chart.pillars.find((pillar) => pillar.position === 'day')!;
      expect(dayPillar.hiddenStems.map((stem) => stem.character)).toEqual(eightChar.getDayHideGan());
    }
    expect(BAZI_BRANCH_CHARACTERS).toHaveLength(12);
  });
});

describe('solar terms: the year opens at Li Chun, months at the jie terms', () => {
  // Li Chun 2024 fell at 16:27 on February 4 (UTC+8, the library's solar-term time). The month stems
  // check by hand: a 癸 year's last month is 乙丑, a 甲 year opens with 丙寅; a 戊 day's Shen hour is 庚申.
  it('a birth at 16:26 on 2024-02-04 is still the Rabbit year 癸卯 in the month 乙丑', () => {
    const chart = computeBaziChart({ date: '2024-02-04', time: '16:26' });
    expect(pairsOf('2024-02-04', '16:26')).toBe('癸卯 乙丑 戊戌 庚申');
    expect(chart.zodiac).toEqual({ animal: 'Rabbit', branch: '卯' });
  });

  it('a birth at 16:28 the same day is the Dragon year 甲辰 in the month 丙寅', () => {
    const chart = computeBaziChart({ date: '2024-02-04', time: '16:28' });
    expect(pairsOf('2024-02-04', '16:28')).toBe('甲辰 丙寅 戊戌 庚申');
    expect(chart.zodiac).toEqual({ animal: 'Dragon', branch: '辰' });
  });

  it('a late-January birth belongs to the previous Chinese year even after the lunar new year', () => {
    // The 1990 lunar new year was January 27; Li Chun came on February 4.
    expect(pairsOf('1990-01-30', '10:00').split(' ')[0]).toBe('己巳');
    expect(pairsOf('1990-02-05', '10:00').split(' ')[0]).toBe('庚午');
  });

  it('without an hour on a Li Chun day, uses the noon pillars and says when the new year began', () => {
    const chart = computeBaziChart({ date: '2024-02-04', time: null });
    expect(pairsOf('2024-02-04', null)).toBe('癸卯 乙丑 戊戌');
    expect(chart.notes).toEqual([
      'Start of Spring (立春, Li Chun) began at 16:27 (UTC+8) on this day, opening a new month pillar and ' +
        'a new Chinese year. Without a birth hour this chart uses the pillars in force at noon, which are ' +
        'those before it; if you were born after 16:27, add your birth time for the exact chart.',
    ]);
  });

  it('adds no note on an ordinary day without an hour', () => {
    expect(computeBaziChart({ date: '1986-05-29', time: null }).notes).toEqual([]);
  });
});

describe('Manila time', () => {
  it('reads an ordinary Manila clock time as it is (UTC+8, like the library)', () => {
    expect(toManilaStandardTime({ year: 2005, month: 12, day: 23, hour: 8, minute: 37 })).toEqual({
      standard: { year: 2005, month: 12, day: 23, hour: 8, minute: 37 },
      shiftedMinutes: 0,
    });
  });

  it('moves a clock time from the 1942-45 UTC+9 years back to standard time', () => {
    const chart = computeBaziChart({ date: '1943-06-01', time: '00:30' });
    expect(pairsOf('1943-06-01', '00:30')).toBe(
      Solar.fromYmdHms(1943, 5, 31, 23, 30, 0).getLunar().getEightChar().toString(),
    );
    expect(chart.notes[0]).toBe(
      'Philippine clocks ran 1 hour ahead of standard time on this date, so your 00:30 birth time was ' +
        'read as 23:30 on 05/31/1943 standard time (UTC+8).',
    );
  });
});

describe('POST /api/bazi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/bazi', payload: payload as object });

  it('answers the whole chart for a date and time', async () => {
    const response = await post({ date: '2005-12-23', time: '08:37' });
    expect(response.statusCode).toBe(200);
    const chart = baziChartSchema.parse(response.json());
    expect(chart.birth).toEqual({ date: '2005-12-23', time: '08:37' });
    expect(chart.dayMaster.stem.character).toBe('辛');
    expect(chart.pillars).toHaveLength(4);
    expect(chart.reading.length).toBeGreaterThan(2);
  });

  it('answers three pillars when the hour is unknown', async () => {
    const response = await post({ date: '1986-05-29', time: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().pillars.map((pillar: { position: string }) => pillar.position)).toEqual([
      'day',
      'month',
      'year',
    ]);
    expect((await post({ date: '1986-05-29' })).statusCode).toBe(200);
  });

  it('refuses dates before 1900, in the future, or not on the calendar, with a clear message', async () => {
    for (const date of ['1899-12-31', '2999-01-01']) {
      const response = await post({ date, time: '10:00' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(BAZI_MESSAGES.dateOutOfRange);
    }
    expect((await post({ date: '1990-02-30' })).json().message).toContain(BAZI_MESSAGES.dateInvalid);
    expect((await post({ date: 'x'.repeat(1000) })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
  });

  it('refuses a time that is not HH:MM on a 24-hour clock', async () => {
    for (const time of ['24:00', '8:30', '08:30:00', 'noon']) {
      const response = await post({ date: '1990-05-15', time });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(BAZI_MESSAGES.timeInvalid);
    }
  });
});
