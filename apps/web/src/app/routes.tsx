import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import type { PageData } from '../lib/page-data.ts';
import { RequireAuth } from '../lib/session/RequireAuth.tsx';
import { AppRoot } from './AppRoot.tsx';
import { StorefrontLayout } from './layouts/StorefrontLayout.tsx';
import { RouteError } from './RouteError.tsx';

const BlankPage = () => null;

/** A lazy page's module: its component and, for pages the server renders, the data it reads first. */
interface PageModule {
  Component: ComponentType;
  pageData?: PageData;
}

/** What the server and the budget test know of a route (docs/decisions/006-server-rendering.md). */
export interface RouteHandle {
  /** The page module's path as the build manifest names it, for the route's modulepreload links. */
  module: string;
  /** The public pages the server renders to HTML; every other page is rendered in the browser. */
  serverRendered: boolean;
}

/**
 * How loaders treat a page's data: the server waits for it before rendering (`await`); the browser
 * only starts the requests (`start`), so a link shows the new page at once with its loading states,
 * exactly as a page that was reloaded and is reading its data.
 */
export type DataMode = 'await' | 'start';

/**
 * The app's routes, one table for the browser and the server. Route modules load lazily, so a page's
 * code is fetched only when it is visited; loaders fill `queryClient` through the pages' own queries.
 */
export function createRoutes(queryClient: QueryClient, mode: DataMode): RouteObject[] {
  const page = (
    module: string,
    load: () => Promise<PageModule>,
    serverRendered = false,
  ): Pick<RouteObject, 'handle' | 'lazy'> => ({
    handle: { module, serverRendered } satisfies RouteHandle,
    lazy: async () => {
      const { Component, pageData } = await load();
      if (!pageData) return { Component };
      return {
        Component,
        loader: async ({ params, request }: LoaderFunctionArgs) => {
          const work = pageData(queryClient, { params, searchParams: new URL(request.url).searchParams });
          if (mode === 'await') await Promise.all(work);
          return null;
        },
      };
    },
  });
  const publicPage = (module: string, load: () => Promise<PageModule>) => page(module, load, true);

  return exactCase([
    {
      // Wires an expired session (any 401 the refresh cannot cure) to the cache and the login page, and
      // runs the start-up tasks (the payment check).
      Component: AppRoot,
      // The first page's code is still loading: a blank page rather than a flash of anything else.
      HydrateFallback: BlankPage,
      errorElement: <RouteError />,
      children: [
        {
          element: <StorefrontLayout />,
          errorElement: <RouteError />,
          children: [
            {
              path: '/',
              ...publicPage('src/features/home/pages/HomePage.tsx', () =>
                import('../features/home/pages/HomePage.tsx').then((m) => ({
                  Component: m.HomePage,
                  pageData: m.homePageData,
                })),
              ),
            },
            {
              path: '/shop',
              ...publicPage('src/features/catalog/pages/ShopPage.tsx', () =>
                import('../features/catalog/pages/ShopPage.tsx').then((m) => ({
                  Component: m.ShopPage,
                  pageData: m.shopPageData,
                })),
              ),
            },
            {
              path: '/category/:slug',
              ...publicPage('src/features/catalog/pages/CategoryPage.tsx', () =>
                import('../features/catalog/pages/CategoryPage.tsx').then((m) => ({
                  Component: m.CategoryPage,
                  pageData: m.categoryPageData,
                })),
              ),
            },
            {
              path: '/product/:id',
              ...publicPage('src/features/catalog/pages/ProductPage.tsx', () =>
                import('../features/catalog/pages/ProductPage.tsx').then((m) => ({
                  Component: m.ProductPage,
                  pageData: m.productPageData,
                })),
              ),
            },
            {
              path: '/cart',
              ...page('src/features/cart/pages/CartPage.tsx', () =>
                import('../features/cart/pages/CartPage.tsx').then((m) => ({ Component: m.CartPage })),
              ),
            },

            // docs/accounts.md: sign-in, sign-up, verification and password reset.
            {
              path: '/login',
              ...page('src/features/auth/pages/LoginPage.tsx', () =>
                import('../features/auth/pages/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
              ),
            },
            {
              path: '/signup',
              ...page('src/features/auth/pages/SignupPage.tsx', () =>
                import('../features/auth/pages/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
              ),
            },
            {
              path: '/verify-email/:token',
              ...page('src/features/auth/pages/VerifyEmailPage.tsx', () =>
                import('../features/auth/pages/VerifyEmailPage.tsx').then((m) => ({
                  Component: m.VerifyEmailPage,
                })),
              ),
            },
            {
              path: '/resend-verification',
              ...page('src/features/auth/pages/ResendVerificationPage.tsx', () =>
                import('../features/auth/pages/ResendVerificationPage.tsx').then((m) => ({
                  Component: m.ResendVerificationPage,
                })),
              ),
            },
            {
              path: '/forgot-password',
              ...page('src/features/auth/pages/ForgotPasswordPage.tsx', () =>
                import('../features/auth/pages/ForgotPasswordPage.tsx').then((m) => ({
                  Component: m.ForgotPasswordPage,
                })),
              ),
            },
            {
              path: '/reset-password/:token',
              ...page('src/features/auth/pages/ResetPasswordPage.tsx', () =>
                import('../features/auth/pages/ResetPasswordPage.tsx').then((m) => ({
                  Component: m.ResetPasswordPage,
                })),
              ),
            },
            {
              path: '/social-auth-success',
              ...page('src/features/auth/pages/SocialAuthSuccessPage.tsx', () =>
                import('../features/auth/pages/SocialAuthSuccessPage.tsx').then((m) => ({
                  Component: m.SocialAuthSuccessPage,
                })),
              ),
            },

            // Pages of signed-in customers (docs/accounts.md#roles): guests are sent to /login and back.
            {
              Component: RequireAuth,
              children: [
                // docs/orders-and-delivery.md: order history, order detail and tracking.
                {
                  path: '/account/purchases',
                  ...page('src/features/orders/pages/OrderHistoryPage.tsx', () =>
                    import('../features/orders/pages/OrderHistoryPage.tsx').then((m) => ({
                      Component: m.OrderHistoryPage,
                    })),
                  ),
                },
                {
                  path: '/account/orders/:orderId',
                  ...page('src/features/orders/pages/OrderDetailPage.tsx', () =>
                    import('../features/orders/pages/OrderDetailPage.tsx').then((m) => ({
                      Component: m.OrderDetailPage,
                    })),
                  ),
                },
                {
                  path: '/account/tracking/:orderId',
                  ...page('src/features/orders/pages/TrackingPage.tsx', () =>
                    import('../features/orders/pages/TrackingPage.tsx').then((m) => ({
                      Component: m.TrackingPage,
                    })),
                  ),
                },
                {
                  // The account overview and its not-found page for any other /account/... address.
                  path: '/account/*',
                  ...page('src/features/account/AccountPage.tsx', () =>
                    import('../features/account/AccountPage.tsx').then((m) => ({ Component: m.AccountPage })),
                  ),
                },
                {
                  path: '/checkout',
                  ...page('src/features/checkout/pages/CheckoutPage.tsx', () =>
                    import('../features/checkout/pages/CheckoutPage.tsx').then((m) => ({
                      Component: m.CheckoutPage,
                    })),
                  ),
                },
              ],
            },
            // docs/checkout-and-payment.md#transaction-result: the gateway returns to either address; the verify
            // call itself needs the session and answers "Authentication required" without it.
            ...['/transaction-complete', '/payment/confirmation'].map((path) => ({
              path,
              ...page('src/features/checkout/pages/TransactionResultPage.tsx', () =>
                import('../features/checkout/pages/TransactionResultPage.tsx').then((m) => ({
                  Component: m.TransactionResultPage,
                })),
              ),
            })),
            {
              path: '/payment-sandbox/:txnid',
              ...page('src/features/checkout/pages/PaymentSandboxPage.tsx', () =>
                import('../features/checkout/pages/PaymentSandboxPage.tsx').then((m) => ({
                  Component: m.PaymentSandboxPage,
                })),
              ),
            },
            { path: '/purchases', element: <Navigate to="/account/purchases" replace /> },
            {
              path: '/bazi-calculator',
              ...page('src/features/bazi/pages/BaziCalculatorPage.tsx', () =>
                import('../features/bazi/pages/BaziCalculatorPage.tsx').then((m) => ({
                  Component: m.BaziCalculatorPage,
                })),
              ),
            },
            // docs/content.md: blog, product guides, FAQ and privacy policy.
            {
              path: '/blog',
              ...publicPage('src/features/content/pages/BlogListPage.tsx', () =>
                import('../features/content/pages/BlogListPage.tsx').then((m) => ({
                  Component: m.BlogListPage,
                  pageData: m.blogListPageData,
                })),
              ),
            },
            {
              path: '/blog/:blogID',
              ...publicPage('src/features/content/pages/BlogDetailPage.tsx', () =>
                import('../features/content/pages/BlogDetailPage.tsx').then((m) => ({
                  Component: m.BlogDetailPage,
                  pageData: m.blogDetailPageData,
                })),
              ),
            },
            // One area of the shop links /product-guides (docs/content.md#product-guides); both show the same guides.
            ...['/product-guide', '/product-guides'].map((path) => ({
              path,
              ...publicPage('src/features/content/pages/ProductGuidesPage.tsx', () =>
                import('../features/content/pages/ProductGuidesPage.tsx').then((m) => ({
                  Component: m.ProductGuidesPage,
                  pageData: m.productGuidesPageData,
                })),
              ),
            })),
            {
              path: '/faqs',
              ...publicPage('src/features/content/pages/FaqPage.tsx', () =>
                import('../features/content/pages/FaqPage.tsx').then((m) => ({
                  Component: m.FaqPage,
                  pageData: m.faqPageData,
                })),
              ),
            },
            {
              path: '/privacy-policy',
              ...page('src/features/content/pages/PrivacyPolicyPage.tsx', () =>
                import('../features/content/pages/PrivacyPolicyPage.tsx').then((m) => ({
                  Component: m.PrivacyPolicyPage,
                })),
              ),
            },
            // docs/content.md: horoscope and zodiac guides; contact, consultation and appointment.
            {
              path: '/horoscope',
              ...publicPage('src/features/zodiac/pages/HoroscopePage.tsx', () =>
                import('../features/zodiac/pages/HoroscopePage.tsx').then((m) => ({
                  Component: m.HoroscopePage,
                })),
              ),
            },
            ...['/prosper-guide', '/prosper-guide/:sign'].map((path) => ({
              path,
              ...publicPage('src/features/zodiac/pages/ZodiacGuidePage.tsx', () =>
                import('../features/zodiac/pages/ZodiacGuidePage.tsx').then((m) => ({
                  Component: m.ZodiacGuidePage,
                  pageData: m.zodiacGuidePageData,
                })),
              ),
            })),
            {
              path: '/contact',
              ...publicPage('src/features/contact/pages/ContactPage.tsx', () =>
                import('../features/contact/pages/ContactPage.tsx').then((m) => ({
                  Component: m.ContactPage,
                })),
              ),
            },
            {
              path: '/consultation',
              ...publicPage('src/features/contact/pages/ConsultationPage.tsx', () =>
                import('../features/contact/pages/ConsultationPage.tsx').then((m) => ({
                  Component: m.ConsultationPage,
                })),
              ),
            },
            {
              path: '/appointment',
              ...page('src/features/contact/pages/AppointmentPage.tsx', () =>
                import('../features/contact/pages/AppointmentPage.tsx').then((m) => ({
                  Component: m.AppointmentPage,
                })),
              ),
            },
            {
              path: '*',
              ...page('src/app/NotFoundPage.tsx', () =>
                import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
              ),
            },
          ],
        },
        {
          // The admin area is one lazy chunk with its own layout, guard, routes and not-found page.
          path: '/admin/*',
          errorElement: <RouteError />,
          ...page('src/features/admin/AdminApp.tsx', () =>
            import('../features/admin/AdminApp.tsx').then((m) => ({ Component: m.AdminApp })),
          ),
        },
      ],
    },
  ]);
}

/**
 * Every route matched letter for letter, as the server matches the same paths
 * (packages/shared/src/web-routes.ts): React Router's default would render `/Product/17` as the product
 * while the server answers it 404 with the not-found title. A parameter's own case is the page's to
 * read (`/prosper-guide/RAT` is the Rat's guide on both sides).
 */
function exactCase(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.children
      ? { ...route, caseSensitive: true, children: exactCase(route.children) }
      : { ...route, caseSensitive: true },
  );
}
