import { describe, expect, it } from 'vitest';
import { type PasswordChangeInput, passwordChangeSchema } from './password-change.ts';

const valid: PasswordChangeInput = {
  currentPassword: 'Old-pass1!',
  newPassword: 'Prosper@2025',
  confirmPassword: 'Prosper@2025',
};

function errors(input: Partial<PasswordChangeInput>): Record<string, string> {
  const result = passwordChangeSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('passwordChangeSchema', () => {
  it('gives the body of PUT /auth/update-password', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual({
      currentPassword: 'Old-pass1!',
      newPassword: 'Prosper@2025',
    });
  });

  it('needs the current password', () => {
    expect(errors({ currentPassword: '' })).toEqual({ currentPassword: 'Current password is required' });
  });

  it('refuses a confirmation that does not match', () => {
    expect(errors({ confirmPassword: 'Prosper@2026' })).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });

  it('applies the one password policy of sign-up and reset, with its messages', () => {
    expect(errors({ newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
    expect(errors({ newPassword: 'Abc12!', confirmPassword: 'Abc12!' })).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
    expect(errors({ newPassword: 'prosper@2025', confirmPassword: 'prosper@2025' })).toEqual({
      newPassword: 'Password must contain at least one uppercase letter',
    });
  });

  it('shows every problem at once', () => {
    expect(errors({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long',
      confirmPassword: 'New passwords do not match',
    });
  });
});
