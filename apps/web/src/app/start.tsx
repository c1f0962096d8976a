import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { nextTask } from '../lib/evaluate-in-stages.ts';
import { primeQueryCache } from '../lib/initial-data.ts';
import { hydratePageQueries, keepClientErrors, readPageState } from '../lib/page-state.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { beginHydration, HydrationEnd } from '../lib/use-hydrated.ts';
import { Providers } from './Providers.tsx';
import { createRoutes } from './routes.tsx';
import { registerSignInHooks } from './sign-in-hooks.ts';

/** The page's lazy route modules, loaded before hydrating so the first render matches the server's. */
async function loadInitialRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The app's start, the last of the entry's stages (src/main.tsx): every module it needs is evaluated. */
export async function startApp(): Promise<void> {
  registerSignInHooks();
  registerServiceWorker();
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient, 'start');
  const container = document.getElementById('root')!;
  const pageState = readPageState();

  if (pageState) {
    // A page the server rendered (docs/decisions/006-server-rendering.md): its data and router state
    // come with it, so hydrating repeats the server's render without a request.
    hydratePageQueries(queryClient, pageState.queries);
    keepClientErrors(queryClient);
    await loadInitialRoutes(routes);
    // The page's modules were evaluated in this task: creating the router and hydrating start a new one.
    await nextTask();
    const router = createBrowserRouter(routes, { hydrationData: pageState.router });
    // As a transition, hydrating yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: a tap during it is answered sooner (docs/decisions/007-delivering-bytes.md).
    beginHydration();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <HydrationEnd>
            <Providers queryClient={queryClient}>
              <RouterProvider router={router} />
            </Providers>
          </HydrationEnd>
        </StrictMode>,
      );
    });
  } else {
    primeQueryCache(queryClient);
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  }
}
