import { emailOnlySchema } from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextField } from '../components/FormFields.tsx';
import { primaryButton, textLink } from '../components/form-styles.ts';
import { AUTH_ERRORS, messageOr, RATE_LIMIT_TOAST_MS } from '../logic/auth-errors.ts';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  // docs/accounts.md#messages: success toasts and returns to /login; failure shows the server's message.
  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.resetSent);
        navigate('/login');
      },
      onError: (error) => {
        const rateLimited = error instanceof ApiRequestError && error.status === 429;
        toast.error(
          messageOr(error, AUTH_ERRORS.forgotFailed),
          rateLimited ? { duration: RATE_LIMIT_TOAST_MS } : undefined,
        );
      },
    }),
  );

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you instructions to reset it."
      footer={
        <Link to="/login" className={textLink}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className={primaryButton} disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Instructions'}
        </button>
      </form>
    </AuthCard>
  );
}
