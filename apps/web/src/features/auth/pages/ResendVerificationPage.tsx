import { emailField } from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { TextField } from '../components/FormFields.tsx';
import { primaryButton, secondaryButton, textLink } from '../components/form-styles.ts';
import { resendErrorToast } from '../logic/auth-errors.ts';

// docs/accounts.md#e-mail-verification: the e-mail is required ('Please enter your email address'), then the
// shared e-mail rule applies.
const resendSchema = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email address' }).pipe(emailField),
});
type ResendValues = z.input<typeof resendSchema>;

export function ResendVerificationPage() {
  useDocumentTitle('Resend verification email');
  const [searchParams] = useSearchParams();
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResendValues, unknown, z.output<typeof resendSchema>>({
    resolver: zodResolver(resendSchema),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(null);
    resend.mutate(email, {
      onSuccess: (result) => setSentTo({ email, message: result.message || AUTH_MESSAGES.verificationSent }),
      onError: (error) => {
        const { message, durationMs } = resendErrorToast(error);
        setFormError(message);
        toast.error(message, durationMs ? { duration: durationMs } : undefined);
      },
    });
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox">
        <div className="text-center">
          <MailCheck className="mx-auto text-gold-600" size={48} aria-hidden />
          <p role="status" className="mt-3 text-stone-700">
            {sentTo.message}
          </p>
          <p className="mt-2 text-sm text-stone-500">
            We sent a new verification link to <span className="font-semibold text-ink">{sentTo.email}</span>.
            It may take a minute to arrive; check your spam folder too.
          </p>
          <div className="mt-6 space-y-3">
            <Link to="/login" className={primaryButton}>
              Go to Login
            </Link>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                resend.reset();
                setSentTo(null);
              }}
            >
              Use a different email
            </button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Resend verification"
      subtitle="Enter the email you signed up with and we will send a new verification link."
      footer={
        <Link to="/login" className={textLink}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className={primaryButton} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send Verification Email'}
        </button>
      </form>
    </AuthCard>
  );
}
