import { describe, expect, it } from 'vitest';
import { formatItemsSold, starFills } from './display.ts';

describe('sold count', () => {
  it('shows counts up to 1000 as they are', () => {
    expect(formatItemsSold(0)).toBe('0 sold');
    expect(formatItemsSold(999)).toBe('999 sold');
    expect(formatItemsSold(1000)).toBe('1000 sold');
  });

  it('shows counts above 1000 as X.Yk sold, never rounding up', () => {
    expect(formatItemsSold(1001)).toBe('1.0k sold');
    expect(formatItemsSold(1520)).toBe('1.5k sold');
    expect(formatItemsSold(1999)).toBe('1.9k sold');
    expect(formatItemsSold(12_345)).toBe('12.3k sold');
  });
});

describe('rating stars', () => {
  it('shows five stars with a half star at a fraction of 0.5 or more', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.9)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('clamps ratings outside 0 to 5', () => {
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
