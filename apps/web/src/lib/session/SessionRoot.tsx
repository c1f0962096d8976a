import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onSessionExpired } from '../api-client.ts';
import { sessionKey } from './session-api.ts';
import { handleSessionExpired } from './session-expiry.ts';
import { STORED_USER_KEY } from './stored-user.ts';

function storedUserId(text: string | null): number | null {
  try {
    const id = (JSON.parse(text ?? 'null') as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The root route: wires the API client's "session expired" signal to the cache and the router, and
 * re-checks the session when another tab signs in or out. Renders the matched page.
 */
export function SessionRoot() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionExpired(() =>
        handleSessionExpired({
          queryClient,
          location: { pathname: window.location.pathname, search: window.location.search },
          navigate: (to, options) => {
            void navigate(to, options);
          },
        }),
      ),
    [queryClient, navigate],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // Only a change of who is signed in matters; each tab rewrites the copy on every check.
      const changed =
        event.key === null ||
        (event.key === STORED_USER_KEY && storedUserId(event.oldValue) !== storedUserId(event.newValue));
      if (changed) {
        void queryClient.invalidateQueries({ queryKey: sessionKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return <Outlet />;
}
