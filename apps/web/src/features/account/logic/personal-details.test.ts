import { PHONE_MESSAGE } from '@fengshui/shared/phone';
import { describe, expect, it } from 'vitest';
import {
  FULL_NAME_MESSAGES,
  type PersonalDetails,
  personalDetailsOf,
  personalDetailsSchema,
  profileRequestFor,
} from './personal-details.ts';

const user = {
  firstName: 'Juan',
  lastName: 'dela Cruz',
  username: 'juandc',
  email: 'juan@example.ph',
  phone: '09171234567',
};

const unchanged: PersonalDetails = {
  fullName: 'Juan dela Cruz',
  username: 'juandc',
  email: 'juan@example.ph',
  phone: '09171234567',
};

function firstError(input: Record<string, string>, path: string): string | undefined {
  const result = personalDetailsSchema.safeParse({ ...unchanged, ...input });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === path)?.message;
}

describe('personalDetailsSchema', () => {
  it('accepts the current details', () => {
    expect(personalDetailsSchema.safeParse(unchanged).success).toBe(true);
  });

  it('needs a first and a last name', () => {
    expect(firstError({ fullName: '  ' }, 'fullName')).toBe(FULL_NAME_MESSAGES.required);
    expect(firstError({ fullName: 'Juan' }, 'fullName')).toBe(FULL_NAME_MESSAGES.bothParts);
  });

  it('refuses markup in a name', () => {
    expect(firstError({ fullName: 'Juan <b>Cruz</b>' }, 'fullName')).toBe(
      'Last name contains characters that are not allowed',
    );
  });

  it('uses the shared e-mail and username rules', () => {
    expect(firstError({ email: 'juan' }, 'email')).toBe('Please enter a valid email address');
    expect(firstError({ username: 'j' }, 'username')).toBe('Username must be at least 3 characters');
  });

  it('allows an empty phone but not a number that is not a Philippine mobile', () => {
    expect(firstError({ phone: '' }, 'phone')).toBeUndefined();
    expect(firstError({ phone: '12345' }, 'phone')).toBe(PHONE_MESSAGE);
  });

  it('normalises the phone as typed', () => {
    const parsed = personalDetailsSchema.parse({ ...unchanged, phone: ' 0917 123 4567 ' });
    expect(parsed.phone).toBe('09171234567');
  });
});

describe('personalDetailsOf', () => {
  it('shows the name as one full name and a missing phone as empty', () => {
    expect(personalDetailsOf({ ...user, phone: null })).toEqual({ ...unchanged, phone: '' });
  });
});

describe('profileRequestFor', () => {
  it('sends nothing when nothing changed', () => {
    expect(profileRequestFor(user, unchanged)).toEqual({ kind: 'none' });
  });

  it('splits a new full name at the first space and sends only the part that changed', () => {
    expect(profileRequestFor(user, { ...unchanged, fullName: 'Juan Santos Cruz' })).toEqual({
      kind: 'profile',
      changes: { lastName: 'Santos Cruz' },
      emailChanged: false,
    });
  });

  it('sends a lone username change to the username endpoint', () => {
    expect(profileRequestFor(user, { ...unchanged, username: 'juan.cruz' })).toEqual({
      kind: 'username',
      username: 'juan.cruz',
    });
  });

  it('sends the username with the profile when other details change too', () => {
    expect(profileRequestFor(user, { ...unchanged, username: 'juan.cruz', phone: '' })).toEqual({
      kind: 'profile',
      changes: { username: 'juan.cruz', phone: '' },
      emailChanged: false,
    });
  });

  it('marks a new e-mail address, which the server sends a verification to', () => {
    expect(profileRequestFor(user, { ...unchanged, email: 'juan@new.ph' })).toEqual({
      kind: 'profile',
      changes: { email: 'juan@new.ph' },
      emailChanged: true,
    });
  });

  it('ignores a change of case in the e-mail and of spacing in the phone', () => {
    expect(profileRequestFor(user, { ...unchanged, email: 'Juan@Example.ph' })).toEqual({ kind: 'none' });
    expect(profileRequestFor({ ...user, phone: '0917-123-4567' }, unchanged)).toEqual({ kind: 'none' });
  });

  it('treats a missing phone like an empty one', () => {
    expect(profileRequestFor({ ...user, phone: null }, { ...unchanged, phone: '' })).toEqual({
      kind: 'none',
    });
  });
});
