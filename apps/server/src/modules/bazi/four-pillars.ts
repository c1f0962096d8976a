import { type BaziChart, type BaziRequest, buildBaziChart, type GanZhiPillars } from '@fengshui/shared/bazi';
import { Solar } from 'lunar-typescript';
import { toManilaStandardTime, type WallTime } from './manila-clock.ts';

// Computed here rather than in the browser: lunar-typescript is about 100 kB gzipped, too heavy for a
// storefront page, and a chart takes well under a millisecond on the server.

/** The 12 "jie" solar terms that open the BaZi months; 立春 (Start of Spring) also opens the year. */
const MONTH_OPENING_TERMS: Record<string, string> = {
  立春: 'Start of Spring (立春, Li Chun)',
  惊蛰: 'Awakening of Insects (惊蛰, Jing Zhe)',
  清明: 'Clear and Bright (清明, Qing Ming)',
  立夏: 'Start of Summer (立夏, Li Xia)',
  芒种: 'Grain in Ear (芒种, Mang Zhong)',
  小暑: 'Minor Heat (小暑, Xiao Shu)',
  立秋: 'Start of Autumn (立秋, Li Qiu)',
  白露: 'White Dew (白露, Bai Lu)',
  寒露: 'Cold Dew (寒露, Han Lu)',
  立冬: 'Start of Winter (立冬, Li Dong)',
  大雪: 'Major Snow (大雪, Da Xue)',
  小寒: 'Minor Cold (小寒, Xiao Han)',
};

const pad = (value: number) => String(value).padStart(2, '0');
const clockText = (time: WallTime) => `${pad(time.hour)}:${pad(time.minute)}`;
const dateText = (time: WallTime) => `${pad(time.month)}/${pad(time.day)}/${time.year}`;

/** The four pairs at a UTC+8 wall time, in the library's default school (sect 2, see below). */
function pillarsAt(time: WallTime): GanZhiPillars {
  const eightChar = Solar.fromYmdHms(time.year, time.month, time.day, time.hour, time.minute, 0)
    .getLunar()
    .getEightChar();
  return {
    year: eightChar.getYear(),
    month: eightChar.getMonth(),
    day: eightChar.getDay(),
    hour: eightChar.getTime(),
  };
}

/** POST /api/bazi: the chart for a birth date and, when known, a Manila clock time. */
export function computeBaziChart(input: BaziRequest): BaziChart {
  const [year = 0, month = 0, day = 0] = input.date.split('-').map(Number);
  const time = input.time ?? null;
  const notes: string[] = [];

  if (time) {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const clock = { year, month, day, hour, minute };
    const { standard, shiftedMinutes } = toManilaStandardTime(clock);
    if (shiftedMinutes !== 0) {
      const sameDay = standard.day === day && standard.month === month && standard.year === year;
      notes.push(
        `Philippine clocks ran ${shiftedMinutes / 60} hour${Math.abs(shiftedMinutes) === 60 ? '' : 's'} ` +
          `ahead of standard time on this date, so your ${time} birth time was read as ` +
          `${clockText(standard)}${sameDay ? '' : ` on ${dateText(standard)}`} standard time (UTC+8).`,
      );
    }
    // Sect 2: from 23:00 the hour is the Zi (Rat) hour of the next day, but the day pillar still
    // follows the calendar date (the library's documented default; its test "test2").
    if (standard.hour === 23) {
      notes.push(
        'Births from 23:00 fall in the Zi (Rat) hour, whose stem follows the next day; the day pillar ' +
          'stays on your calendar date, as most modern charts do.',
      );
    }
    return buildBaziChart({ date: input.date, time }, pillarsAt(standard), notes);
  }

  // No hour: the day pillar is certain, but a month (or year) can begin partway through the day.
  const noon = pillarsAt({ year, month, day, hour: 12, minute: 0 });
  const lastMinute = { year, month, day, hour: 23, minute: 59 };
  const dayStart = pillarsAt({ year, month, day, hour: 0, minute: 0 });
  if (dayStart.month !== pillarsAt(lastMinute).month) {
    const term = Solar.fromYmdHms(year, month, day, 23, 59, 0).getLunar().getPrevJie();
    const [, clock = ''] = term.getSolar().toYmdHms().split(' ');
    const name = MONTH_OPENING_TERMS[term.getName()] ?? term.getName();
    const opensYear = dayStart.year !== pillarsAt(lastMinute).year;
    const termTime = clock.slice(0, 5);
    const before = clock > '12:00:00';
    notes.push(
      `${name} began at ${termTime} (UTC+8) on this day, opening a new month pillar` +
        `${opensYear ? ' and a new Chinese year' : ''}. Without a birth hour this chart uses the pillars ` +
        `in force at noon, which are those ${before ? 'before' : 'after'} it; if you were born ` +
        `${before ? 'after' : 'before'} ${termTime}, add your birth time for the exact chart.`,
    );
  }
  return buildBaziChart({ date: input.date, time: null }, { ...noon, hour: null }, notes);
}
