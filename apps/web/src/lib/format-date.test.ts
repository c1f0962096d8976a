import { describe, expect, it } from 'vitest';
import { formatManilaDateTime } from './format-date.ts';

describe('formatManilaDateTime', () => {
  it('shows MM/DD/YYYY with a 24-hour time in Manila (UTC+8)', () => {
    expect(formatManilaDateTime('2025-03-09T15:05:00.000Z')).toBe('03/09/2025 23:05');
    expect(formatManilaDateTime('2025-12-31T16:30:00.000Z')).toBe('01/01/2026 00:30');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatManilaDateTime('not a date')).toBe('');
  });
});
