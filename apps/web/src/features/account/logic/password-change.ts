import { updatePasswordSchema } from '@fengshui/shared/auth';
import { z } from 'zod';

export const PASSWORD_CHANGE_MESSAGES = {
  mismatch: 'New passwords do not match',
  confirmRequired: 'Please confirm your new password',
} as const;

/**
 * docs/accounts.md#password-change: new and confirm must match, and the new one meets the one
 * password policy of sign-up and reset (the server holds it to the same rules). All fields are
 * checked in one pass so every problem shows at once.
 */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, context) => {
    const current = updatePasswordSchema.shape.currentPassword.safeParse(values.currentPassword);
    if (!current.success) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: firstMessage(current.error) });
    }
    if (values.confirmPassword === '') {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: PASSWORD_CHANGE_MESSAGES.confirmRequired,
      });
    } else if (values.newPassword !== values.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: PASSWORD_CHANGE_MESSAGES.mismatch,
      });
    }
    const next = updatePasswordSchema.shape.newPassword.safeParse(values.newPassword);
    if (!next.success) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: firstMessage(next.error) });
    }
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid password';
}
