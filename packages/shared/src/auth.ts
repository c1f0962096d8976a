import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES } from './password-policy.ts';

// ---- field rules, one definition for the server and the forms ----------------------------------

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, { error: 'Username must be at least 3 characters' })
  .max(30, { error: 'Username must be at most 30 characters' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error:
      'Username may use only the letters a to z (no accents such as ñ), numbers, dots, dashes and underscores',
  });

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(80, { error: `${label} must be at most 80 characters` })
    // Names are shown in e-mails and on parcels: no markup, no control characters.
    .regex(/^[^<>\p{Cc}]+$/u, { error: `${label} contains characters that are not allowed` });

export const firstNameField = nameField('First name');
export const lastNameField = nameField('Last name');

/** The one password policy (docs/accounts.md#password-policy), each rule with its own message. */
export const newPasswordField = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { error: rule.message }),
  z
    .string({ error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

// ---- requests -----------------------------------------------------------------------------------

/** docs/accounts.md#sign-up. */
export const signupSchema = z.object({
  username: usernameField,
  firstname: firstNameField,
  lastname: lastNameField,
  email: emailField,
  password: newPasswordField,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  emailOrUsername: z
    .string({ error: 'Please fill in all fields' })
    .trim()
    .min(1, { error: 'Please fill in all fields' })
    .max(254, { error: 'Email or username is too long' }),
  password: z
    .string({ error: 'Please fill in all fields' })
    .min(1, { error: 'Please fill in all fields' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Password is too long' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({ token: z.string().max(200).optional() }).optional();

export const updatePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(PASSWORD_MAX_LENGTH),
  // docs/accounts.md#password-policy: one policy for sign-up, reset and change, with the same messages.
  newPassword: newPasswordField,
});

export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({ password: newPasswordField });

export const tokenParamsSchema = z.object({
  token: z.string().min(1).max(200, { error: 'Invalid link' }),
});

// ---- responses ----------------------------------------------------------------------------------

/** docs/accounts.md#sessions, plus what the account page needs. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(['customer', 'admin']),
  username: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: sessionUserSchema,
});

/** docs/accounts.md#messages: an unverified login answers 403 with needsVerification and the e-mail. */
export const needsVerificationSchema = z.object({
  success: z.literal(false),
  needsVerification: z.literal(true),
  email: z.string(),
  message: z.string(),
  code: z.string(),
});

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const verifyEmailResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  alreadyVerified: z.boolean(),
  expired: z.boolean(),
});

export const checkEmailResponseSchema = z.object({ exists: z.boolean(), available: z.boolean() });
