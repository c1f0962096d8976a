import { describe, expect, it } from 'vitest';
import { manilaPeriods } from './dashboard-calendar.ts';

const days = (now: string) => {
  const periods = manilaPeriods(new Date(now));
  return { today: periods.today.day, week: periods.week.day, month: periods.month.day };
};

describe('manilaPeriods', () => {
  it('starts today at midnight in Manila, which is 16:00 UTC the day before', () => {
    const { today } = manilaPeriods(new Date('2026-11-18T10:00:00+08:00'));
    expect(today).toEqual({ day: '2026-11-18', start: new Date('2026-11-17T16:00:00Z') });
  });

  it('is already tomorrow in Manila from 16:00 UTC', () => {
    expect(days('2026-11-17T15:59:59Z').today).toBe('2026-11-17');
    expect(days('2026-11-17T16:00:00Z').today).toBe('2026-11-18');
  });

  it('starts the week on Monday, and a Monday is its own week start', () => {
    expect(days('2026-11-18T10:00:00+08:00').week).toBe('2026-11-16');
    expect(days('2026-11-16T00:00:00+08:00').week).toBe('2026-11-16');
    expect(days('2026-11-22T23:59:00+08:00').week).toBe('2026-11-16');
    expect(days('2026-11-23T00:00:00+08:00').week).toBe('2026-11-23');
  });

  it('lets a week begun last month reach back before the 1st', () => {
    expect(days('2026-12-02T09:00:00+08:00')).toEqual({
      today: '2026-12-02',
      week: '2026-11-30',
      month: '2026-12-01',
    });
  });

  it('turns the year over at Manila midnight on 1 January', () => {
    expect(days('2026-12-31T16:30:00Z')).toEqual({
      today: '2027-01-01',
      week: '2026-12-28',
      month: '2027-01-01',
    });
    expect(manilaPeriods(new Date('2026-12-31T16:30:00Z')).month.start).toEqual(
      new Date('2026-12-31T16:00:00Z'),
    );
  });
});
