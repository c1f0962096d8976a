import { BAZI_MESSAGES } from '@fengshui/shared/bazi';
import { describe, expect, it } from 'vitest';
import { baziFormSchema, formValuesFor, readBaziSearch, toBaziRequest, toBaziSearch } from './bazi-form.ts';

const problems = (values: { date: string; time?: string; hourUnknown: boolean }) =>
  baziFormSchema
    .safeParse(values)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the BaZi form', () => {
  it('asks for a date and a time, or the "I don\'t know the hour" box', () => {
    expect(problems({ date: '', time: '', hourUnknown: false })).toEqual([
      `date: ${BAZI_MESSAGES.dateRequired}`,
      `time: ${BAZI_MESSAGES.timeRequired}`,
    ]);
    expect(problems({ date: '1990-05-15', time: undefined, hourUnknown: true })).toEqual([]);
  });

  it('accepts dates from 1900 to today only', () => {
    expect(problems({ date: '1899-12-31', time: '10:00', hourUnknown: false })).toEqual([
      `date: ${BAZI_MESSAGES.dateOutOfRange}`,
    ]);
    expect(problems({ date: '3000-01-01', time: '10:00', hourUnknown: false })).toEqual([
      `date: ${BAZI_MESSAGES.dateOutOfRange}`,
    ]);
  });

  it('sends no time when the hour is unknown, whatever the time field held', () => {
    expect(toBaziRequest({ date: '1990-05-15', time: '08:30', hourUnknown: true })).toEqual({
      date: '1990-05-15',
      time: null,
    });
    expect(toBaziRequest({ date: '1990-05-15', time: '08:30', hourUnknown: false })).toEqual({
      date: '1990-05-15',
      time: '08:30',
    });
  });

  it('keeps the birth moment in the address and reads it back', () => {
    expect(toBaziSearch({ date: '1990-05-15', time: '08:30' }).toString()).toBe(
      'date=1990-05-15&time=08%3A30',
    );
    expect(toBaziSearch({ date: '1990-05-15', time: null }).toString()).toBe('date=1990-05-15');
    expect(readBaziSearch(new URLSearchParams('date=1990-05-15&time=08:30'))).toEqual({
      date: '1990-05-15',
      time: '08:30',
    });
    expect(readBaziSearch(new URLSearchParams('date=1990-05-15'))).toEqual({
      date: '1990-05-15',
      time: null,
    });
    expect(formValuesFor({ date: '1990-05-15', time: null })).toEqual({
      date: '1990-05-15',
      time: '',
      hourUnknown: true,
    });
  });

  it('ignores an address that is not a valid birth moment', () => {
    expect(readBaziSearch(new URLSearchParams(''))).toBeNull();
    expect(readBaziSearch(new URLSearchParams('date=1850-01-01'))).toBeNull();
    expect(readBaziSearch(new URLSearchParams('date=1990-05-15&time=25:00'))).toBeNull();
  });
});
