import { describe, expect, it } from 'vitest';
import { checkNewPassword, newPasswordPairSchema, passwordChecklist } from './new-password.ts';

describe('the live password checklist', () => {
  it('ticks nothing for an empty password', () => {
    expect(passwordChecklist('').every((item) => !item.met)).toBe(true);
  });

  it('ticks each rule as it is met, in the policy order', () => {
    const items = passwordChecklist('abcD1');
    expect(items.map((item) => [item.id, item.met])).toEqual([
      ['length', false],
      ['lowercase', true],
      ['uppercase', true],
      ['number', true],
      ['symbol', false],
    ]);
    expect(items[4]?.label).toBe('One special character (@$!%*?&)');
  });

  it('ticks everything for a password the policy accepts', () => {
    expect(passwordChecklist('Prosper8!').every((item) => item.met)).toBe(true);
  });
});

describe('checkNewPassword (reset password)', () => {
  it('wants both values, the same, and within the policy', () => {
    expect(checkNewPassword('', '')?.message).toBe('Please fill in both password fields');
    expect(checkNewPassword('Prosper8!', 'Prosper8?')?.message).toBe('Passwords do not match');
    expect(checkNewPassword('Short1!', 'Short1!')?.message).toBe(
      'Password must be at least 8 characters long',
    );
    expect(checkNewPassword('Prosper8!', 'Prosper8!')).toBeNull();
  });

  it('reports the problem on its field through the form schema', () => {
    const result = newPasswordPairSchema.safeParse({ password: 'Prosper8!', confirmPassword: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
  });
});
