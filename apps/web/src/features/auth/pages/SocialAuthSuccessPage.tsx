import type { SessionUser } from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { onSignedIn, sessionQuery } from '../../../lib/session/session-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { AUTH_ERRORS } from '../logic/auth-errors.ts';
import {
  SOCIAL_LOGIN_FAILED_PATH,
  SOCIAL_LOGIN_REDIRECT_MS,
  socialLoginOutcome,
} from '../logic/social-login.ts';

type State =
  | { kind: 'checking' }
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'failed'; message: string };

/**
 * docs/accounts.md#google-sign-in: the server has set the session cookie (the token
 * never reaches the page, docs/accounts.md#sessions); the page confirms it by reading the profile, then moves on.
 */
export function SocialAuthSuccessPage() {
  useDocumentTitle('Signing you in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const outcome = socialLoginOutcome(searchParams);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per callback URL
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (next: State, to: string) => {
      if (cancelled) return;
      setState(next);
      timer = setTimeout(() => navigate(to, { replace: true }), SOCIAL_LOGIN_REDIRECT_MS);
    };
    if (!outcome.ok) {
      finish(
        {
          kind: 'failed',
          message: outcome.reason === 'no_token' ? AUTH_ERRORS.noToken : AUTH_ERRORS.authFailed,
        },
        SOCIAL_LOGIN_FAILED_PATH,
      );
    } else {
      // Re-read the profile even if one is cached: the cookie was set by the redirect just now.
      void queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).then((user) => {
        if (cancelled) return;
        if (!user) {
          finish({ kind: 'failed', message: AUTH_ERRORS.profileFailed }, SOCIAL_LOGIN_FAILED_PATH);
          return;
        }
        onSignedIn(user, queryClient);
        toast.success(AUTH_MESSAGES.welcome, { id: 'social-login-welcome' });
        finish({ kind: 'signed-in', user }, outcome.returnTo);
      });
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [searchParams.toString()]);

  if (state.kind === 'checking') {
    return (
      <AuthCard title="Signing you in">
        <Spinner label="Confirming your Google sign-in..." />
      </AuthCard>
    );
  }
  if (state.kind === 'failed') {
    return (
      <AuthCard title="Sign-in failed">
        <div className="text-center">
          <XCircle className="mx-auto text-brand-600" size={48} aria-hidden />
          <p role="alert" className="mt-3 text-stone-700">
            {state.message}
          </p>
          <p className="mt-2 text-sm text-stone-500">Taking you back to the login page...</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`Welcome, ${state.user.firstName}!`}>
      <div className="text-center">
        <CheckCircle2 className="mx-auto text-emerald-600" size={48} aria-hidden />
        <p role="status" className="mt-3 text-stone-700">
          You are signed in. Redirecting...
        </p>
      </div>
    </AuthCard>
  );
}
