import { describe, expect, it } from 'vitest';
import { fromManilaInput, toManilaInput } from './manila-date.ts';

describe('publish dates in Manila time', () => {
  it('shows an instant as Manila wall-clock time', () => {
    expect(toManilaInput('2025-03-01T01:30:00.000Z')).toBe('2025-03-01T09:30');
    expect(toManilaInput('2025-03-01T20:00:00Z')).toBe('2025-03-02T04:00');
    expect(toManilaInput(null)).toBe('');
  });

  it('reads the input back as Manila time', () => {
    expect(fromManilaInput('2025-03-01T09:30')).toBe('2025-03-01T09:30:00+08:00');
    expect(new Date(fromManilaInput('2025-03-01T09:30')!).toISOString()).toBe('2025-03-01T01:30:00.000Z');
    expect(fromManilaInput('')).toBeNull();
  });
});
