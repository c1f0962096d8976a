import { describe, expect, it } from 'vitest';
import { signupSchema } from './auth.ts';
import { PASSWORD_RULES, passwordProblems } from './password-policy.ts';

describe('password policy', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Jade&Gold88')).toEqual([]);
  });

  it('names each broken rule with its own message, in the checklist order', () => {
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
    ]);
  });

  it('counts only @$!%*?& as symbols', () => {
    expect(passwordProblems('Jade#Gold88')).toEqual([
      'Password must contain at least one special character (@$!%*?&)',
    ]);
  });

  it('gives the live checklist its five rules', () => {
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'number',
      'symbol',
    ]);
  });

  it('is the rule the sign-up schema applies', () => {
    const result = signupSchema.safeParse({
      username: 'lotus',
      firstname: 'Liza',
      lastname: 'Cruz',
      email: 'liza@example.ph',
      password: 'nouppercase1&',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
  });
});
