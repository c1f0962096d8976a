import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useIsMobile } from '../lib/use-media-query.ts';

/**
 * docs/architecture.md#web-app: top-center up to 768 px (2 visible, 2.5 s), top-right above (3 visible,
 * 3 s), both below the fixed 64 px navbar so a toast never covers the cart and account buttons.
 */
const BELOW_NAVBAR = { top: 76 };
function ResponsiveToaster() {
  const mobile = useIsMobile();
  return (
    <Toaster
      position={mobile ? 'top-center' : 'top-right'}
      visibleToasts={mobile ? 2 : 3}
      duration={mobile ? 2500 : 3000}
      offset={BELOW_NAVBAR}
      mobileOffset={BELOW_NAVBAR}
      richColors
      closeButton
    />
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts answer what the shopper does, so the toaster joins the page once it runs. */}
      {hydrated && <ResponsiveToaster />}
    </QueryClientProvider>
  );
}
