import { describe, expect, it } from 'vitest';
import { newsletterCodesText } from './promotion-display.ts';

describe('newsletterCodesText', () => {
  it('says how many welcome codes were sent, used and are still open', () => {
    expect(newsletterCodesText({ issued: 11, used: 3, active: 8 })).toBe('11 sent, 3 used, 8 still open');
  });

  it('names the ones that expired unused, so the numbers add up', () => {
    expect(newsletterCodesText({ issued: 12, used: 3, active: 8 })).toBe(
      '12 sent, 3 used, 8 still open, 1 expired unused',
    );
  });

  it('says so when no subscriber has had one yet', () => {
    expect(newsletterCodesText({ issued: 0, used: 0, active: 0 })).toBe('none sent yet');
  });
});
