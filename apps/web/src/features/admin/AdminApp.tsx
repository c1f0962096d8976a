import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../../lib/session/RequireAdmin.tsx';
import { AdminHome } from './AdminHome.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminOrderDetailPage } from './AdminOrderDetailPage.tsx';
import { AdminComingSoon, AdminNotFound } from './components/AdminPlaceholders.tsx';
import { MailPage } from './MailPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';

/**
 * The whole admin area, loaded as one lazy chunk for `/admin/*` (DESIGN.md 3: nothing of it loads on
 * storefront pages). Its routes are its own, under its own layout and not-found page.
 */
export function AdminApp() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHome />} />
          <Route path="mail" element={<MailPage />} />
          <Route path="products" element={<AdminComingSoon title="Products" />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<AdminOrderDetailPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
