import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { primaryButton, secondaryButton } from '../components/form-styles.ts';
import { verificationView } from '../logic/verification-view.ts';

/** docs/accounts.md#e-mail-verification: loading, verified, already verified or failed. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const { token } = useParams();
  const verification = useVerifyEmail(token);
  const view = verificationView(verification.data, verification.error, token);

  if (view.kind === 'loading') {
    return (
      <AuthCard title="Verifying your email">
        <Spinner label="Verifying your email..." />
      </AuthCard>
    );
  }
  if (view.kind === 'failed') {
    return (
      <AuthCard title="Verification failed">
        <div className="text-center">
          <XCircle className="mx-auto text-brand-600" size={48} aria-hidden />
          <p role="alert" className="mt-3 text-stone-700">
            {view.message}
          </p>
          <div className="mt-6 space-y-3">
            <Link to="/resend-verification" className={primaryButton}>
              Request New Verification Link
            </Link>
            <Link to="/login" className={secondaryButton}>
              Go to Login
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={view.kind === 'success' ? 'Email verified' : 'Already verified'}>
      <div className="text-center">
        <CheckCircle2 className="mx-auto text-emerald-600" size={48} aria-hidden />
        <p role="status" className="mt-3 text-stone-700">
          {view.message}
        </p>
        <Link to="/login" className={`${primaryButton} mt-6`}>
          Go to Login
        </Link>
      </div>
    </AuthCard>
  );
}
