// Vite resolves the app's `import ... from 'sonner'` to this module (vite.config.ts, deferSonner): the
// toast library (10 KB gzipped) loads when the first toast is asked for, instead of in every page's
// initial JavaScript or while the page hydrates (its styles, injected as it loads, restyled the whole
// page: docs/decisions/007-delivering-bytes.md). Same names, same arguments; a toast asked for before
// the toaster is on the page waits for it. The tests import sonner itself.
import { type ComponentProps, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

type SonnerModule = typeof Sonner;
type ToasterProps = ComponentProps<SonnerModule['Toaster']>;

let sonner: Promise<SonnerModule> | null = null;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

// Whether a toast has been asked for: the toaster joins the page then.
let wanted = false;
const wantedListeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}
const subscribeWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
};

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LazyToaster = lazy(() =>
  loadSonner().then((module) => ({
    default: function MountedToaster(props: ToasterProps) {
      useEffect(() => markMounted(), []);
      return <module.Toaster {...props} />;
    },
  })),
);

export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

type Toast = SonnerModule['toast'];
type Method = 'success' | 'error' | 'warning' | 'info' | 'message' | 'custom' | 'dismiss' | 'loading';

function later<K extends Method>(name: K) {
  return (...args: Parameters<Toast[K]>): void => {
    want();
    void Promise.all([loadSonner(), toasterMounted]).then(([module]) => {
      (module.toast[name] as (...values: Parameters<Toast[K]>) => unknown)(...args);
    });
  };
}

export const toast = Object.assign(
  (...args: Parameters<Toast>): void => {
    want();
    void Promise.all([loadSonner(), toasterMounted]).then(([module]) => module.toast(...args));
  },
  {
    success: later('success'),
    error: later('error'),
    warning: later('warning'),
    info: later('info'),
    message: later('message'),
    custom: later('custom'),
    dismiss: later('dismiss'),
    loading: later('loading'),
  },
);
