import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * docs/content.md#contact: leaving with unsaved edits asks first. Within the app the router
 * holds the navigation until the dialog answers; reloading or closing the tab gets the browser's own
 * warning (browsers show their text, not ours).
 */
export function useUnsavedChangesGuard(changed: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  return blocker;
}
