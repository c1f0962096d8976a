import { describe, expect, it } from 'vitest';
import { paragraphsOf, parseSign, parseTab, recentBirthYears, shouldPlayChest } from './zodiac-display.ts';

describe('the horoscope address', () => {
  it('reads a sign in any letter case and nothing that is not one of the twelve', () => {
    expect(parseSign('Dragon')).toBe('dragon');
    expect(parseSign(' rat ')).toBe('rat');
    expect(parseSign('unicorn')).toBeNull();
    expect(parseSign(null)).toBeNull();
  });

  it('reads the tab as daily, weekly or monthly, daily by default', () => {
    expect(parseTab('weekly')).toBe('weekly');
    expect(parseTab('MONTHLY')).toBe('monthly');
    expect(parseTab('yearly')).toBe('daily');
    expect(parseTab(null)).toBe('daily');
  });
});

describe('the birth years of a sign', () => {
  it('steps by twelve from the cycle that began with the Rat in 1924, latest last', () => {
    expect(recentBirthYears('rat', 2025)).toEqual([1972, 1984, 1996, 2008, 2020]);
    expect(recentBirthYears('pig', 2025, 3)).toEqual([1995, 2007, 2019]);
    expect(recentBirthYears('snake', 2025, 2)).toEqual([2013, 2025]);
  });
});

describe('the treasure chest', () => {
  it('plays only for a sign that changed and has not been read since', () => {
    expect(shouldPlayChest({ is_updated: true, is_read: false })).toBe(true);
    expect(shouldPlayChest({ is_updated: false, is_read: true })).toBe(false);
    expect(shouldPlayChest({ is_updated: false, is_read: false })).toBe(false);
  });
});

describe('zodiac texts', () => {
  it('are paragraphs separated by blank lines; an empty text has none', () => {
    expect(paragraphsOf('One.\n\nTwo\nstill two.\n \nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });
});
