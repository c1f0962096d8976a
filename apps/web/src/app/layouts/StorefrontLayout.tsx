import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { QuickAddButton } from '../../features/cart/components/QuickAddButton.tsx';
import { useCartCount, useCartLines } from '../../features/cart/use-cart-lines.ts';
import { useProductAddToCart } from '../../features/cart/use-product-add-to-cart.ts';
import { Overlays } from '../../features/overlays/components/Overlays.tsx';
import { type ShopActions, ShopActionsProvider } from '../../lib/shop-actions.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

// The app layer joins the catalogue and the cart: cards get the quick add, the product page its buttons.
const CART_ACTIONS: ShopActions = { ProductCardAction: QuickAddButton, useAddToCart: useProductAddToCart };

export function StorefrontLayout() {
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
      <Overlays cartProductId={firstCartProductId} />
      <ScrollRestoration />
    </div>
  );
}
