import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../../lib/session/RequireAdmin.tsx';
import { AdminHome } from './AdminHome.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminOrderDetailPage } from './AdminOrderDetailPage.tsx';
import { CategoriesPage } from './categories/CategoriesPage.tsx';
import { AdminNotFound } from './components/AdminPlaceholders.tsx';
import { ContentRoutes } from './content/ContentRoutes.tsx';
import { CustomerDetailPage } from './customers/CustomerDetailPage.tsx';
import { CustomersPage } from './customers/CustomersPage.tsx';
import { DeliveryAreasPage } from './delivery-areas/DeliveryAreasPage.tsx';
import { InsightsPage } from './insights/InsightsPage.tsx';
import { JobsPage } from './jobs/JobsPage.tsx';
import { MailPage } from './MailPage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { SubscribersPage } from './newsletter/SubscribersPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { ProductsPage } from './products/ProductsPage.tsx';
import { PromotionsPage } from './promotions/PromotionsPage.tsx';
import { SmsPage } from './sms/SmsPage.tsx';

/**
 * The whole admin area, loaded as one lazy chunk for `/admin/*` (docs/architecture.md#layout: nothing of it loads on
 * storefront pages). Its routes are its own, under its own layout and not-found page.
 */
export function AdminApp() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHome />} />
          <Route path="insights" element={<InsightsPage />} />
          <Route path="mail" element={<MailPage />} />
          <Route path="sms" element={<SmsPage />} />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<AdminOrderDetailPage />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:customerId" element={<CustomerDetailPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="newsletter" element={<SubscribersPage />} />
          <Route path="delivery-areas" element={<DeliveryAreasPage />} />
          <Route path="content/*" element={<ContentRoutes />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
