// Test data and a router for the checkout page tests: the signed-in customer with a saved address
// that is serviceable, and the API answers the page reads before an order is placed.
import type { SessionUser } from '@fengshui/shared/auth';
import { http } from 'msw';
import { Link, useLocation } from 'react-router';
import { json, maria as testCustomer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CheckoutPage } from '../pages/CheckoutPage.tsx';
import { TransactionResultPage } from '../pages/TransactionResultPage.tsx';

export const maria: SessionUser = { ...testCustomer, phone: '09171234567' };

export const address = {
  id: 3,
  address_id: 3,
  is_default: true,
  recipient_name: 'Maria Santos',
  phone: '09171234567',
  house_number: '12',
  building: null,
  street_name: 'Mabini St',
  address1: '12 Mabini St',
  address2: '',
  barangay: 'Poblacion',
  barangay_id: '137602001',
  city: 'Makati',
  city_municipality: 'Makati',
  city_id: '137602000',
  province: 'Metro Manila',
  state: 'Metro Manila',
  province_id: '130000000',
  region: 'NCR',
  region_id: '130000000',
  postcode: '1210',
  country: 'PH',
};

/** The saved address, its serviceability and the shipping estimate, as MSW handlers. */
export const deliveryHandlers = [
  http.get('/api/users/shipping-addresses', () => json(200, [address])),
  http.post('/api/locations/validate-address', () =>
    json(200, { success: true, serviceable: true, message: 'This address is serviceable' }),
  ),
  http.post('/api/shipping/estimate', () =>
    json(200, { success: true, estimatedFee: 120, weight: 1, zone: 'NCR', error: null }),
  ),
];

/** The answers for the saved address, its serviceability and the shipping estimate; null otherwise. */
export function deliveryAnswer(url: string): Response | null {
  if (url.startsWith('/api/users/shipping-addresses')) return json(200, [address]);
  if (url.startsWith('/api/locations/validate-address'))
    return json(200, { success: true, serviceable: true, message: 'This address is serviceable' });
  if (url.startsWith('/api/shipping/estimate'))
    return json(200, { success: true, estimatedFee: 120, weight: 1, zone: 'NCR', error: null });
  return null;
}

function AccountStub() {
  const location = useLocation();
  return <p>account {JSON.stringify(location.state)}</p>;
}

/** The login page: shows the state it was given and, like the real one, returns to `state.from`. */
function LoginStub() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname ?? '/';
  return (
    <div>
      <p>login {JSON.stringify(location.state)}</p>
      <Link to={from}>Log in</Link>
    </div>
  );
}

export function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  const { queryClient, router } = renderApp(
    [
      { path: '/checkout', Component: CheckoutPage },
      { path: '/transaction-complete', Component: TransactionResultPage },
      { path: '/account', Component: AccountStub },
      { path: '/login', Component: LoginStub },
      { path: '/cart', element: <p>cart page</p> },
    ],
    { at: entry, user: maria },
  );
  return { queryClient, router };
}
