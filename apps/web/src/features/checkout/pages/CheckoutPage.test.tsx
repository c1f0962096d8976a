import type { SessionUser } from '@fengshui/shared/auth';
import { formatPeso } from '@fengshui/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { json, maria as testCustomer } from '../../../test/fixtures.ts';
import { cartLine } from '../../cart/logic/test-lines.ts';
import { CheckoutPage } from './CheckoutPage.tsx';
import { TransactionResultPage } from './TransactionResultPage.tsx';

const maria: SessionUser = { ...testCustomer, phone: '09171234567' };

const address = {
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

function AccountStub() {
  const location = useLocation();
  return <p>account {JSON.stringify(location.state)}</p>;
}

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKey, maria);
  const router = createMemoryRouter(
    [
      { path: '/checkout', Component: CheckoutPage },
      { path: '/transaction-complete', Component: TransactionResultPage },
      { path: '/account', Component: AccountStub },
      { path: '/cart', element: <p>cart page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the checkout page', () => {
  it('sends an empty checkout back to the cart', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt({ pathname: '/checkout' });
    expect(await screen.findByText('cart page')).toBeTruthy();
  });

  it('totals the items with the shipping estimate and places a COD order', async () => {
    const orderBodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/users/shipping-addresses')) return json(200, [address]);
        if (url.startsWith('/api/locations/validate-address'))
          return json(200, { success: true, serviceable: true, message: 'This address is serviceable' });
        if (url.startsWith('/api/shipping/estimate'))
          return json(200, { success: true, estimatedFee: 120, weight: 1, zone: 'NCR', error: null });
        if (url.startsWith('/api/transactions/orders')) {
          orderBodies.push(JSON.parse(String(init?.body)));
          return json(201, {
            success: true,
            message: 'Order placed successfully',
            order: { order_id: 9, order_code: 'ORD-9' },
          });
        }
        return json(404, { message: 'not found' });
      }),
    );
    const items = [
      cartLine({ product_id: 11, name: 'Jade Bracelet', price: 500, discounted_price: 450, quantity: 2 }),
    ];
    renderAt({ pathname: '/checkout', state: { items } });

    await screen.findByText('This address is serviceable');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe(formatPeso(1020)));
    expect(screen.getByText('12 Mabini St, Poblacion, Makati, Metro Manila, 1210')).toBeTruthy();

    const place = () => screen.getByRole('button', { name: 'Place COD Order' }) as HTMLButtonElement;
    fireEvent.click(screen.getByLabelText(/Cash on delivery/i));
    expect(place().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    expect(place().disabled).toBe(false);
    fireEvent.click(place());

    expect(await screen.findByText(/ORD-9/)).toBeTruthy();
    expect(orderBodies[0]).toMatchObject({
      items: [{ product_id: 11, quantity: 2, price: 450 }],
      subtotal: 900,
      shipping_fee: 120,
      total_amount: 1020,
      payment_method: 'cod',
      shipping_address_id: 3,
      voucher_code: null,
      shipping_details: { name: 'Maria Santos', phone: '09171234567', city: 'Makati', postal_code: '1210' },
    });
  });
});

describe('the transaction result page', () => {
  it('needs a transaction id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, {})),
    );
    renderAt({ pathname: '/transaction-complete', search: '?status=S' });
    expect(await screen.findByText('Missing transaction information')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toBeTruthy();
  });

  it('shows the server verdict, not the one in the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/transactions/verify')
          ? json(200, {
              order: {
                order_code: 'ORD-5',
                order_id: 5,
                total_price: 900,
                total_amount: 900,
                tracking_number: null,
              },
              status: 'failed',
              message: 'Payment failed',
            })
          : json(200, { success: true, updated: 0 }),
      ),
    );
    renderAt({ pathname: '/transaction-complete', search: '?txnId=T5&refNo=R5&status=S' });
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View My Orders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
  });
});
