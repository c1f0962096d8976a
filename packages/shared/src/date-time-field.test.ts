import { describe, expect, it } from 'vitest';
import { dateTimeField, inDateYears } from './date-time-field.ts';

describe('a date and time written by hand', () => {
  const field = dateTimeField('Starts must be a date and time');

  it('takes an ISO date and time with its offset, from 1900 to 9999', () => {
    expect(field.parse('2026-11-28T09:00:00+08:00')).toBe('2026-11-28T09:00:00+08:00');
    expect(field.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    expect(field.safeParse('9999-12-31T23:59:59Z').success).toBe(true);
  });

  it.each([
    ['year 0000, which the database refuses', '0000-01-01T00:00:00Z'],
    ['year 0025, a typo for 2025', '0025-06-01T00:00:00+08:00'],
    ['no time', '2026-11-28'],
    ['no date at all', 'soon'],
  ])('refuses %s with its message', (_label, text) => {
    const result = field.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Starts must be a date and time');
  });

  it('reads the year of a day too', () => {
    expect(inDateYears('2026-02-01')).toBe(true);
    expect(inDateYears('0001-01-01')).toBe(false);
  });
});
