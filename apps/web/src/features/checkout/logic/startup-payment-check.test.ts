import { describe, expect, it } from 'vitest';
import { shouldCheckPaymentsAtStart } from './startup-payment-check.ts';

describe('the payment check at start', () => {
  it('runs when no check has run in this browser session', () => {
    expect(shouldCheckPaymentsAtStart('navigate', null)).toBe(true);
  });

  it('runs again when the page was reloaded, even after a check this session', () => {
    expect(shouldCheckPaymentsAtStart('reload', '1')).toBe(true);
  });

  it('does not run on a new visit in a session that already checked', () => {
    expect(shouldCheckPaymentsAtStart('navigate', '1')).toBe(false);
    expect(shouldCheckPaymentsAtStart('back_forward', '1')).toBe(false);
    expect(shouldCheckPaymentsAtStart(undefined, '1')).toBe(false);
  });
});
