import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetToken } from '../api/verify-reset-token.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField } from '../components/FormFields.tsx';
import { primaryButton, secondaryButton, textLink } from '../components/form-styles.ts';
import { PasswordChecklist } from '../components/PasswordChecklist.tsx';
import { AUTH_ERRORS, messageOr } from '../logic/auth-errors.ts';
import { type NewPasswordPair, newPasswordPairSchema } from '../logic/new-password.ts';

// One id, so StrictMode's second effect run does not show the toast twice.
const INVALID_TOAST_ID = 'reset-token-invalid';

const isRefusedToken = (error: unknown) =>
  error instanceof ApiRequestError && error.status !== null && error.status >= 400 && error.status < 500;

/** docs/accounts.md#password-reset: the token is checked first; invalid goes to /login, valid shows the form. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const { token } = useParams();
  const navigate = useNavigate();
  const check = useVerifyResetToken(token);
  const invalid = !token || (check.isError && isRefusedToken(check.error)) || check.data?.valid === false;

  useEffect(() => {
    if (!invalid) return;
    toast.error(AUTH_MESSAGES.resetInvalid, { id: INVALID_TOAST_ID });
    navigate('/login', { replace: true });
  }, [invalid, navigate]);

  if (!token || invalid || check.isPending) return <Spinner label="Verifying token..." />;
  if (check.isError) {
    return (
      <AuthCard title="Reset password">
        <FormAlert tone="error">{errorMessage(check.error)}</FormAlert>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void check.refetch()}>
          Try again
        </button>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordPair>({
    resolver: zodResolver(newPasswordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(
    ({ password: newPassword }) =>
      reset.mutate(
        { token, password: newPassword },
        {
          onSuccess: (result) => {
            toast.success(result.message || AUTH_MESSAGES.resetDone);
            navigate('/login', { replace: true });
          },
          onError: (error) => {
            toast.error(messageOr(error, AUTH_ERRORS.resetFailed));
          },
        },
      ),
    // docs/accounts.md#messages: a mismatch (and any other problem) is also a toast.
    (fieldErrors) => {
      const message = fieldErrors.password?.message ?? fieldErrors.confirmPassword?.message;
      if (message) toast.error(message);
    },
  );

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a strong password you have not used here before."
      footer={
        <Link to="/login" className={textLink}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordChecklist password={password} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className={primaryButton} disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
    </AuthCard>
  );
}
