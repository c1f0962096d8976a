import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useCartCount } from '../../features/cart/use-cart-lines.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

export function StorefrontLayout() {
  const { pathname } = useLocation();
  // The home page's hero sits under the transparent bar; every other page starts below it.
  const underBar = pathname === '/';
  const cartCount = useCartCount();
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
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
