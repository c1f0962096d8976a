import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAuth } from '../lib/session/RequireAuth.tsx';
import { AppRoot } from './AppRoot.tsx';
import { StorefrontLayout } from './layouts/StorefrontLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError } from './RouteError.tsx';

// Route modules load lazily, so a page's code is fetched only when it is visited.
export const router = createBrowserRouter([
  {
    // Wires an expired session (any 401 the refresh cannot cure) to the cache and the login page, and
    // runs the start-up tasks (the payment check).
    Component: AppRoot,
    // The first page's code is still loading: a blank page rather than a flash of anything else.
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    children: [
      {
        element: <StorefrontLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: '/',
            lazy: () =>
              import('../features/home/pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: '/shop',
            lazy: () =>
              import('../features/catalog/pages/ShopPage.tsx').then((m) => ({ Component: m.ShopPage })),
          },
          {
            path: '/category/:slug',
            lazy: () =>
              import('../features/catalog/pages/CategoryPage.tsx').then((m) => ({
                Component: m.CategoryPage,
              })),
          },
          {
            path: '/product/:id',
            lazy: () =>
              import('../features/catalog/pages/ProductPage.tsx').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: '/cart',
            lazy: () =>
              import('../features/cart/pages/CartPage.tsx').then((m) => ({ Component: m.CartPage })),
          },

          // docs/accounts.md: sign-in, sign-up, verification and password reset.
          {
            path: '/login',
            lazy: () =>
              import('../features/auth/pages/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: '/signup',
            lazy: () =>
              import('../features/auth/pages/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: '/verify-email/:token',
            lazy: () =>
              import('../features/auth/pages/VerifyEmailPage.tsx').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            path: '/resend-verification',
            lazy: () =>
              import('../features/auth/pages/ResendVerificationPage.tsx').then((m) => ({
                Component: m.ResendVerificationPage,
              })),
          },
          {
            path: '/forgot-password',
            lazy: () =>
              import('../features/auth/pages/ForgotPasswordPage.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: '/reset-password/:token',
            lazy: () =>
              import('../features/auth/pages/ResetPasswordPage.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: '/social-auth-success',
            lazy: () =>
              import('../features/auth/pages/SocialAuthSuccessPage.tsx').then((m) => ({
                Component: m.SocialAuthSuccessPage,
              })),
          },

          // Pages of signed-in customers (docs/accounts.md#roles): guests are sent to /login and back.
          {
            Component: RequireAuth,
            children: [
              // docs/orders-and-delivery.md: order history, order detail and tracking.
              {
                path: '/account/purchases',
                lazy: () =>
                  import('../features/orders/pages/OrderHistoryPage.tsx').then((m) => ({
                    Component: m.OrderHistoryPage,
                  })),
              },
              {
                path: '/account/orders/:orderId',
                lazy: () =>
                  import('../features/orders/pages/OrderDetailPage.tsx').then((m) => ({
                    Component: m.OrderDetailPage,
                  })),
              },
              {
                path: '/account/tracking/:orderId',
                lazy: () =>
                  import('../features/orders/pages/TrackingPage.tsx').then((m) => ({
                    Component: m.TrackingPage,
                  })),
              },
              {
                // The account overview and its not-found page for any other /account/... address.
                path: '/account/*',
                lazy: () =>
                  import('../features/account/AccountPage.tsx').then((m) => ({ Component: m.AccountPage })),
              },
              {
                path: '/checkout',
                lazy: () =>
                  import('../features/checkout/pages/CheckoutPage.tsx').then((m) => ({
                    Component: m.CheckoutPage,
                  })),
              },
            ],
          },
          // docs/checkout-and-payment.md#transaction-result: the gateway returns to either address; the verify
          // call itself needs the session and answers "Authentication required" without it.
          ...['/transaction-complete', '/payment/confirmation'].map((path) => ({
            path,
            lazy: () =>
              import('../features/checkout/pages/TransactionResultPage.tsx').then((m) => ({
                Component: m.TransactionResultPage,
              })),
          })),
          {
            path: '/payment-sandbox/:txnid',
            lazy: () =>
              import('../features/checkout/pages/PaymentSandboxPage.tsx').then((m) => ({
                Component: m.PaymentSandboxPage,
              })),
          },
          { path: '/purchases', element: <Navigate to="/account/purchases" replace /> },
          {
            path: '/bazi-calculator',
            lazy: () =>
              import('../features/bazi/pages/BaziCalculatorPage.tsx').then((m) => ({
                Component: m.BaziCalculatorPage,
              })),
          },
          // docs/content.md: blog, product guides, FAQ and privacy policy.
          {
            path: '/blog',
            lazy: () =>
              import('../features/content/pages/BlogListPage.tsx').then((m) => ({
                Component: m.BlogListPage,
              })),
          },
          {
            path: '/blog/:blogID',
            lazy: () =>
              import('../features/content/pages/BlogDetailPage.tsx').then((m) => ({
                Component: m.BlogDetailPage,
              })),
          },
          // One area of the shop links /product-guides (docs/content.md#product-guides); both show the same guides.
          ...['/product-guide', '/product-guides'].map((path) => ({
            path,
            lazy: () =>
              import('../features/content/pages/ProductGuidesPage.tsx').then((m) => ({
                Component: m.ProductGuidesPage,
              })),
          })),
          {
            path: '/faqs',
            lazy: () =>
              import('../features/content/pages/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })),
          },
          {
            path: '/privacy-policy',
            lazy: () =>
              import('../features/content/pages/PrivacyPolicyPage.tsx').then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          // docs/content.md: horoscope and zodiac guides; contact, consultation and appointment.
          {
            path: '/horoscope',
            lazy: () =>
              import('../features/zodiac/pages/HoroscopePage.tsx').then((m) => ({
                Component: m.HoroscopePage,
              })),
          },
          ...['/prosper-guide', '/prosper-guide/:sign'].map((path) => ({
            path,
            lazy: () =>
              import('../features/zodiac/pages/ZodiacGuidePage.tsx').then((m) => ({
                Component: m.ZodiacGuidePage,
              })),
          })),
          {
            path: '/contact',
            lazy: () =>
              import('../features/contact/pages/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: '/consultation',
            lazy: () =>
              import('../features/contact/pages/ConsultationPage.tsx').then((m) => ({
                Component: m.ConsultationPage,
              })),
          },
          {
            path: '/appointment',
            lazy: () =>
              import('../features/contact/pages/AppointmentPage.tsx').then((m) => ({
                Component: m.AppointmentPage,
              })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        // The admin area is one lazy chunk with its own layout, guard, routes and not-found page.
        path: '/admin/*',
        errorElement: <RouteError />,
        lazy: () => import('../features/admin/AdminApp.tsx').then((m) => ({ Component: m.AdminApp })),
      },
    ],
  },
]);
