import { describe, expect, it } from 'vitest';
import {
  offsetFromCurrent,
  stepIndex,
  tickerNeedsReset,
  tickerShiftPercent,
  withLoopCopies,
} from './slides.ts';

describe('stepIndex', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, -1, 3)).toBe(1);
  });

  it('clamps any target into the ring and stays at 0 for an empty slider', () => {
    expect(stepIndex(7, 0, 3)).toBe(1);
    expect(stepIndex(-4, 0, 3)).toBe(2);
    expect(stepIndex(5, 1, 0)).toBe(0);
  });
});

describe('offsetFromCurrent', () => {
  it('places the three services before, at and after the centre', () => {
    expect([0, 1, 2].map((slide) => offsetFromCurrent(slide, 0, 3))).toEqual([0, 1, -1]);
    expect([0, 1, 2].map((slide) => offsetFromCurrent(slide, 1, 3))).toEqual([-1, 0, 1]);
    expect([0, 1, 2].map((slide) => offsetFromCurrent(slide, 2, 3))).toEqual([1, -1, 0]);
  });

  it('takes the shorter way round a longer ring', () => {
    expect(offsetFromCurrent(4, 0, 5)).toBe(-1);
    expect(offsetFromCurrent(2, 0, 5)).toBe(2);
  });
});

describe('the featured ticker', () => {
  it('follows the items with copies so it can move past the last one', () => {
    expect(withLoopCopies(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']);
    expect(withLoopCopies(['a'])).toEqual(['a']);
  });

  it('shifts every card 110 percent per step (docs/content.md#limits)', () => {
    expect(tickerShiftPercent(0, 110)).toBe(0);
    expect(tickerShiftPercent(1, 110)).toBe(-110);
    expect(tickerShiftPercent(3, 110)).toBe(-330);
  });

  it('jumps back once it reaches the copy of the first card', () => {
    expect(tickerNeedsReset(3, 4)).toBe(false);
    expect(tickerNeedsReset(4, 4)).toBe(true);
    expect(tickerNeedsReset(1, 1)).toBe(false);
  });
});
