import { describe, expect, it } from 'vitest';
import {
  manilaDateText,
  manilaDateTextOf,
  manilaDateTimeText,
  manilaIsoDate,
  manilaParts,
} from './manila-time.ts';

const zoned = (at: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', ...options }).format(at);

describe('Manila time', () => {
  it('is UTC plus eight hours, across midnight and the new year', () => {
    expect(manilaDateTimeText(new Date('2025-03-09T15:05:00.000Z'))).toBe('03/09/2025 23:05');
    expect(manilaDateTimeText(new Date('2025-12-31T16:30:00.000Z'))).toBe('01/01/2026 00:30');
    expect(manilaIsoDate(new Date('2024-02-28T16:00:00.000Z'))).toBe('2024-02-29');
    expect(manilaParts(new Date('2026-06-30T23:59:00.000Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 7,
      minute: 59,
    });
  });

  it("agrees with the Asia/Manila time zone's own calendar for every hour of a year", () => {
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      expect(manilaDateText(at)).toBe(zoned(at, { year: 'numeric', month: '2-digit', day: '2-digit' }));
      expect(manilaParts(at).hour).toBe(Number(zoned(at, { hour: '2-digit', hourCycle: 'h23' })));
    }
  });
});

describe('manilaDateTextOf', () => {
  it('reads MM/DD/YYYY in Philippine time', () => {
    expect(manilaDateTextOf('2026-03-13T17:30:00.000Z')).toBe('03/14/2026');
    expect(manilaDateTextOf('not a date')).toBe('');
  });
});
