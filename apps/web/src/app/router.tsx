import { createBrowserRouter } from 'react-router';
import { StorefrontLayout } from './layouts/StorefrontLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError } from './RouteError.tsx';

// Route modules load lazily, so a page's code is fetched only when it is visited.
export const router = createBrowserRouter([
  {
    element: <StorefrontLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
      {
        path: '/shop',
        lazy: () => import('../features/catalog/pages/ShopPage.tsx').then((m) => ({ Component: m.ShopPage })),
      },
      {
        path: '/category/:slug',
        lazy: () =>
          import('../features/catalog/pages/CategoryPage.tsx').then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: '/product/:id',
        lazy: () =>
          import('../features/catalog/pages/ProductPage.tsx').then((m) => ({ Component: m.ProductPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
