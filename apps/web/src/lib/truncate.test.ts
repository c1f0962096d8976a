import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.ts';

describe('truncateText', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncateText('A calm entrance', 80)).toBe('A calm entrance');
  });

  it('cuts longer text at a nearby word boundary, never past the limit, and adds an ellipsis', () => {
    const text =
      'The front door is the mouth of chi: keep it clear, well lit and free of clutter so that good energy can find you.';
    const short = truncateText(text, 80);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(81);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).toBe('The front door is the mouth of chi: keep it clear, well lit and free of clutter…');
  });

  it('cuts a single long word where the limit falls', () => {
    expect(truncateText('x'.repeat(120), 100)).toBe(`${'x'.repeat(100)}…`);
  });
});
