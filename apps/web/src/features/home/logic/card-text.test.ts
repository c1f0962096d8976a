import { describe, expect, it } from 'vitest';
import {
  CARD_TEXT_MAX,
  HOME_MESSAGES,
  overviewCardText,
  REVIEW_TEXT_MAX,
  reviewCardText,
} from './card-text.ts';

const long = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

describe('overviewCardText', () => {
  it('keeps a short overview as it is', () => {
    expect(overviewCardText('The Rat is quick and clever.')).toBe('The Rat is quick and clever.');
  });

  it('cuts a long overview to 80 characters with an ellipsis', () => {
    const text = overviewCardText(long(40));
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(CARD_TEXT_MAX + 1);
  });

  it("says 'Overview not available.' for a sign without one", () => {
    expect(overviewCardText(undefined)).toBe('Overview not available.');
    expect(overviewCardText('   ')).toBe(HOME_MESSAGES.overviewNotAvailable);
  });
});

describe('reviewCardText', () => {
  it('cuts a review to 100 characters', () => {
    const text = reviewCardText(long(60));
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(REVIEW_TEXT_MAX + 1);
    expect(text.length).toBeGreaterThan(CARD_TEXT_MAX);
  });

  it('leaves a review of exactly 100 characters whole', () => {
    const text = 'x'.repeat(REVIEW_TEXT_MAX);
    expect(reviewCardText(text)).toBe(text);
  });
});
