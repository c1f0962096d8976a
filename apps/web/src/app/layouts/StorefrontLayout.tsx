import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useCartCount, useCartLines } from '../../features/cart/use-cart-lines.ts';
import { useProductAddToCart } from '../../features/cart/use-product-add-to-cart.ts';
import { lazyBoundary } from '../../lib/lazy-boundary.tsx';
import { scrollKey } from '../../lib/scroll-key.ts';
import { type ShopActions, ShopActionsProvider } from '../../lib/shop-actions.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Navbar } from './Navbar.tsx';

// Rendered on the server, their code after the first paint (docs/decisions/006-server-rendering.md).
const Footer = lazyBoundary(() => import('./Footer.tsx').then((m) => m.Footer));
const CardQuickAdd = lazyBoundary(() =>
  import('../../features/cart/components/QuickAddButton.tsx').then((m) => m.QuickAddButton),
);

// The app layer joins the catalogue and the cart: cards get the quick add, the product page its buttons.
const CART_ACTIONS: ShopActions = { ProductCardAction: CardQuickAdd, useAddToCart: useProductAddToCart };

// The overlays read this browser's answers and clocks: they load and start once the page runs.
const Overlays = lazy(() =>
  import('../../features/overlays/components/Overlays.tsx').then((m) => ({ default: m.Overlays })),
);

export function StorefrontLayout() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The home page's hero sits under the transparent bar; every other page starts below it.
  const underBar = pathname === '/';
  const cartCount = useCartCount();
  // The cart page's social proof speaks of the product of the cart's first line.
  const firstCartProductId = useCartLines().lines[0]?.product_id ?? null;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar cartCount={cartCount} />
      <main id="main" className={`flex-1 ${underBar ? '' : 'pt-16'}`}>
        <ShopActionsProvider value={CART_ACTIONS}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ShopActionsProvider>
      </main>
      <Footer />
      {hydrated && (
        <Suspense fallback={null}>
          <Overlays cartProductId={firstCartProductId} />
        </Suspense>
      )}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
