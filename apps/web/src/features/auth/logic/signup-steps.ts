import {
  emailField,
  firstNameField,
  lastNameField,
  type SignupInput,
  signupSchema,
  usernameField,
} from '@fengshui/shared/auth';
import type { z } from 'zod';
import { checkNewPassword, type FieldProblem } from './new-password.ts';

export interface SignupFormValues {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  confirmPassword: string;
}

export type SignupField = keyof SignupFormValues;
export type SignupStep = 1 | 2 | 3;

export const SIGNUP_STEPS: readonly { step: SignupStep; title: string }[] = [
  { step: 1, title: 'Account' },
  { step: 2, title: 'Name' },
  { step: 3, title: 'Password' },
];

export const SIGNUP_MESSAGES = {
  step1Required: 'Please fill in username and email',
  invalidEmail: 'Please enter a valid email address',
  step2Required: 'Please fill in first and last name',
} as const;

function firstIssue<Field extends SignupField>(
  field: Field,
  schema: z.ZodType,
  value: string,
): FieldProblem<Field> | null {
  const result = schema.safeParse(value);
  return result.success ? null : { field, message: result.error.issues[0]?.message ?? '' };
}

/**
 * docs/accounts.md#sign-up: the check each step runs before Continue, with the spec's
 * messages first and then the shared field rules the server applies to the same values.
 */
export function validateSignupStep(
  step: SignupStep,
  values: SignupFormValues,
): FieldProblem<SignupField> | null {
  if (step === 1) {
    const username = values.username.trim();
    const email = values.email.trim();
    if (!username || !email) {
      return { field: username ? 'email' : 'username', message: SIGNUP_MESSAGES.step1Required };
    }
    if (!email.includes('@')) return { field: 'email', message: SIGNUP_MESSAGES.invalidEmail };
    return firstIssue('username', usernameField, username) ?? firstIssue('email', emailField, email);
  }
  if (step === 2) {
    const firstname = values.firstname.trim();
    const lastname = values.lastname.trim();
    if (!firstname || !lastname) {
      return { field: firstname ? 'lastname' : 'firstname', message: SIGNUP_MESSAGES.step2Required };
    }
    return (
      firstIssue('firstname', firstNameField, firstname) ?? firstIssue('lastname', lastNameField, lastname)
    );
  }
  return checkNewPassword(values.password, values.confirmPassword);
}

/** The registration payload (docs/accounts.md#sign-up), parsed by the same schema as the server's. */
export function toSignupInput(values: SignupFormValues): SignupInput {
  return signupSchema.parse({
    username: values.username,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
  });
}

const STEP_OF_FIELD: Record<SignupField, SignupStep> = {
  username: 1,
  email: 1,
  firstname: 2,
  lastname: 2,
  password: 3,
  confirmPassword: 3,
};

/** The step that shows a field. */
export function stepOfField(field: SignupField): SignupStep {
  return STEP_OF_FIELD[field];
}

/**
 * Which field a server answer complains about, so its message shows once, under that field (and the
 * shopper is taken back to its step); null when it names none.
 */
export function fieldOfServerError(message: string): SignupField | null {
  const text = message.toLowerCase();
  if (text.includes('username')) return 'username';
  if (text.includes('email')) return 'email';
  if (text.includes('first name')) return 'firstname';
  if (text.includes('last name')) return 'lastname';
  if (text.includes('password')) return 'password';
  return null;
}
