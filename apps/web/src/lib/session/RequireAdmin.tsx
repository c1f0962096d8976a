import { MESSAGES } from '@fengshui/shared/messages';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { useSession } from './session-api.ts';

/** docs/accounts.md#roles: the admin area is for `admin` users; guests log in, customers are refused. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div className="flex min-h-screen items-center justify-center bg-cream">
        <Spinner label="Checking your session…" />
      </div>
    );
  }
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (user?.userType !== 'admin') return <ForbiddenPage />;
  return children ?? <Outlet />;
}

function ForbiddenPage() {
  useDocumentTitle('Access denied');
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream px-4">
      <section className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <ShieldAlert className="mx-auto text-brand-600" size={40} aria-hidden />
        <p className="mt-4 font-display text-5xl font-bold text-gold-500">403</p>
        <h1 className="mt-2 font-display text-2xl font-bold text-brand-700">{MESSAGES.forbidden}</h1>
        <p className="mt-3 text-sm text-stone-600">
          This area is for the shop's administrators. If you think you should have access, ask the shop owner.
        </p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Back to the shop
        </Link>
      </section>
    </main>
  );
}
