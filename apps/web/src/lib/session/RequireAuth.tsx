import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useSession } from './session-api.ts';

/**
 * docs/accounts.md#roles: pages of signed-in customers send everyone else to /login, remembering the
 * page in `state.from` so the login returns there. Renders `children`, or the child route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Checking your session…" />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
