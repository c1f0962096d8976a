import { newPasswordField } from '@fengshui/shared/auth';
import { PASSWORD_RULES } from '@fengshui/shared/password-policy';
import { z } from 'zod';

export const PASSWORD_MESSAGES = {
  bothRequired: 'Please fill in both password fields',
  mismatch: 'Passwords do not match',
} as const;

export interface ChecklistItem {
  id: string;
  label: string;
  met: boolean;
}

/** The live checklist under a new password: every rule of the policy, ticked as it is met. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

/**
 * docs/accounts.md#sign-up: both fields are required, then they must match, then the policy applies
 * (shared with the server through `newPasswordField`), reporting the first rule broken.
 */
export function checkNewPassword(
  password: string,
  confirmPassword: string,
): FieldProblem<'password' | 'confirmPassword'> | null {
  if (!password || !confirmPassword) {
    return { field: password ? 'confirmPassword' : 'password', message: PASSWORD_MESSAGES.bothRequired };
  }
  if (password !== confirmPassword) return { field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch };
  const policy = newPasswordField.safeParse(password);
  if (!policy.success) return { field: 'password', message: policy.error.issues[0]?.message ?? '' };
  return null;
}

/** The new-password form (reset): one zod schema running the same checks, for react-hook-form. */
export const newPasswordPairSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((values, context) => {
    const problem = checkNewPassword(values.password, values.confirmPassword);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type NewPasswordPair = z.infer<typeof newPasswordPairSchema>;
