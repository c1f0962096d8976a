import {
  emailField,
  firstNameField,
  lastNameField,
  type SessionUser,
  usernameField,
} from '@fengshui/shared/auth';
import { isPhilippineMobile, normalisePhone, PHONE_MESSAGE } from '@fengshui/shared/phone';
import type { ProfileUpdate } from '@fengshui/shared/users';
import { z } from 'zod';
import { splitFullName } from './split-full-name.ts';

export const FULL_NAME_MESSAGES = {
  required: 'Full name is required',
  // docs/accounts.md#sign-up (sign-up step 2) uses the same words.
  bothParts: 'Please fill in first and last name',
} as const;

/** The Personal Details form: the shared field rules, with the name typed as one full name. */
export const personalDetailsSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: FULL_NAME_MESSAGES.required })
    .superRefine((fullName, context) => {
      const { firstName, lastName } = splitFullName(fullName);
      if (!lastName) {
        context.addIssue({ code: 'custom', message: FULL_NAME_MESSAGES.bothParts });
        return;
      }
      for (const [field, part] of [
        [firstNameField, firstName],
        [lastNameField, lastName],
      ] as const) {
        const result = field.safeParse(part);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid name' });
          return;
        }
      }
    }),
  username: usernameField,
  email: emailField,
  // Optional: empty clears it (a union would report "Invalid input" instead of the phone message).
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || isPhilippineMobile(phone), { error: PHONE_MESSAGE })
    .transform(normalisePhone),
});
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
export type PersonalDetails = z.output<typeof personalDetailsSchema>;

type ProfileOwner = Pick<SessionUser, 'firstName' | 'lastName' | 'username' | 'email' | 'phone'>;

export function personalDetailsOf(user: ProfileOwner): PersonalDetailsInput {
  return {
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
  };
}

export type ProfileRequest =
  | { kind: 'none' }
  | { kind: 'username'; username: string }
  | { kind: 'profile'; changes: ProfileUpdate; emailChanged: boolean };

/**
 * Only what changed is sent. A change of username alone goes to its own endpoint (with its own
 * success message); anything else goes to PUT /users/profile, username included.
 */
export function profileRequestFor(user: ProfileOwner, details: PersonalDetails): ProfileRequest {
  const { firstName, lastName } = splitFullName(details.fullName);
  const changes: ProfileUpdate = {};
  if (firstName !== user.firstName) changes.firstName = firstName;
  if (lastName !== user.lastName) changes.lastName = lastName;
  if (details.username !== user.username) changes.username = details.username;
  // Addresses are case-insensitive; a change of case alone would only send a needless verification.
  const emailChanged = details.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) changes.email = details.email;
  if (normalisePhone(details.phone) !== normalisePhone(user.phone ?? '')) changes.phone = details.phone;

  const changed = Object.keys(changes);
  if (changed.length === 0) return { kind: 'none' };
  if (changed.length === 1 && changes.username !== undefined) {
    return { kind: 'username', username: changes.username };
  }
  return { kind: 'profile', changes, emailChanged };
}
