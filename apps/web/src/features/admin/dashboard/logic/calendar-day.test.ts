import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './calendar-day.ts';

describe('formatCalendarDay', () => {
  it('reads a Manila calendar day with its weekday, MM/DD/YYYY', () => {
    expect(formatCalendarDay('2026-11-16')).toBe('Monday 11/16/2026');
    expect(formatCalendarDay('2027-01-01')).toBe('Friday 01/01/2027');
  });

  it('shows anything that is not a day as it came', () => {
    expect(formatCalendarDay('soon')).toBe('soon');
  });
});
