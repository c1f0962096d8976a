import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { router } from './app/router.tsx';
import { registerSignInHooks } from './app/sign-in-hooks.ts';
import { primeQueryCache } from './lib/initial-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

registerSignInHooks();
const queryClient = createQueryClient();
primeQueryCache(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
