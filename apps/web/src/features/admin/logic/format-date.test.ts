import { describe, expect, it } from 'vitest';
import { formatManilaDateTime, newestFirst } from './format-date.ts';

describe('formatManilaDateTime', () => {
  it('shows MM/DD/YYYY with a 24-hour time in Manila (UTC+8)', () => {
    expect(formatManilaDateTime('2025-03-09T15:05:00.000Z')).toBe('03/09/2025 23:05');
    expect(formatManilaDateTime('2025-12-31T16:30:00.000Z')).toBe('01/01/2026 00:30');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatManilaDateTime('not a date')).toBe('');
  });
});

describe('newestFirst', () => {
  it('orders the outbox newest first, the higher id first at the same time', () => {
    const sorted = newestFirst([
      { id: 1, created_at: '2025-01-01T00:00:00Z' },
      { id: 3, created_at: '2025-01-02T00:00:00Z' },
      { id: 2, created_at: '2025-01-02T00:00:00Z' },
    ]);
    expect(sorted.map((message) => message.id)).toEqual([3, 2, 1]);
  });
});
