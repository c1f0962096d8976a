import { type LoginInput, loginSchema } from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLogin, useSession } from '../../../lib/session/session-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField, TextField } from '../components/FormFields.tsx';
import { primaryButton, textLink } from '../components/form-styles.ts';
import { GoogleButton } from '../components/GoogleButton.tsx';
import {
  loginErrorMessage,
  needsVerificationOf,
  RATE_LIMIT_TOAST_MS,
  resendErrorToast,
} from '../logic/auth-errors.ts';
import { destinationAfterLogin, fromPath, loginNotices } from '../logic/login-redirect.ts';

const FILL_IN_ALL = 'Please fill in all fields';

export function LoginPage() {
  useDocumentTitle('Log in');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { user, status } = useSession();
  const providers = useAuthProviders();
  const login = useLogin();
  const from = fromPath(location.state);
  const notices = loginNotices(searchParams, location.state);
  const prefill = (location.state as { emailOrUsername?: unknown } | null)?.emailOrUsername;

  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrUsername: typeof prefill === 'string' ? prefill : '', password: '' },
  });
  const { errors } = form.formState;

  // Signed in (just now, or already when the page opened): on to where the shopper was going.
  if (status === 'authenticated' && user) {
    return <Navigate to={destinationAfterLogin(user, from)} replace />;
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      setFormError(null);
      setUnverified(null);
      login.mutate(values, {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.welcome);
        },
        onError: (error) => {
          const verification = needsVerificationOf(error);
          if (verification) {
            setUnverified(verification);
            return;
          }
          const message = loginErrorMessage(error);
          setFormError(message);
          const rateLimited = error instanceof ApiRequestError && error.status === 429;
          toast.error(message, rateLimited ? { duration: RATE_LIMIT_TOAST_MS } : undefined);
        },
      });
    },
    // docs/accounts.md#messages: missing fields are shown inline and as a toast.
    () => {
      setFormError(null);
      toast.error(FILL_IN_ALL);
    },
  );

  const banner = formError ?? notices.error;
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to track orders, save addresses and check out faster."
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/signup" className={textLink}>
            Sign up
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {notices.info && !unverified && <FormAlert tone="info">{notices.info}</FormAlert>}
        {banner && <FormAlert tone="error">{banner}</FormAlert>}
        {unverified && <VerificationNotice email={unverified.email} message={unverified.message} />}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Email or username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.emailOrUsername?.message}
            {...form.register('emailOrUsername')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            aside={
              <Link to="/forgot-password" className="text-xs font-semibold text-brand-600 hover:underline">
                Forgot Password?
              </Link>
            }
            {...form.register('password')}
          />
          <button type="submit" className={primaryButton} disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Log In'}
          </button>
        </form>
        {providers.data?.google && (
          <>
            <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-stone-400">
              <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
            </div>
            <GoogleButton returnTo={from} />
          </>
        )}
      </div>
    </AuthCard>
  );
}

/** docs/accounts.md#e-mail-verification: an unverified account is told so, with a button to send the e-mail again. */
function VerificationNotice({ email, message }: { email: string; message: string }) {
  const resend = useResendVerification();
  return (
    <FormAlert tone="info">
      <p>{message}</p>
      {resend.isSuccess ? (
        <p className="mt-2 font-semibold">{resend.data.message || AUTH_MESSAGES.verificationSent}</p>
      ) : (
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: (result) => {
                toast.success(result.message || AUTH_MESSAGES.verificationSent);
              },
              onError: (error) => {
                const { message: text, durationMs } = resendErrorToast(error);
                toast.error(text, durationMs ? { duration: durationMs } : undefined);
              },
            })
          }
          className="mt-2 rounded-full bg-brand-600 px-4 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
        </button>
      )}
    </FormAlert>
  );
}
