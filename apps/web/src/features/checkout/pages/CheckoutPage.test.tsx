import { formatPeso } from '@fengshui/shared/money';
import { expectConsole } from '@fengshui/shared/test/console-guard';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine } from '../../../test/cart-lines.ts';
import { json } from '../../../test/fixtures.ts';
import { answerRequests } from '../../../test/msw.ts';
import { deliveryAnswer, renderAt } from '../test/checkout-page-fixtures.tsx';

afterEach(() => {
  // Toasts live in sonner's module state: one left from a test would show in the next.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** The delivery reads and an order placement that succeeds as ORD-9; returns the order bodies sent. */
function answerOrders(): unknown[] {
  const orderBodies: unknown[] = [];
  answerRequests(async ({ url, body }) => {
    const delivery = deliveryAnswer(url);
    if (delivery) return delivery;
    if (url.startsWith('/api/transactions/orders')) {
      orderBodies.push(body);
      return json(201, {
        success: true,
        message: 'Order placed successfully',
        order: { order_id: 9, order_code: 'ORD-9' },
      });
    }
    return json(404, { message: 'not found' });
  });
  return orderBodies;
}

describe('the checkout page', () => {
  it('sends an empty checkout back to the cart', async () => {
    renderAt({ pathname: '/checkout' });
    expect(await screen.findByText('cart page')).toBeTruthy();
  });

  it('totals the items with the shipping estimate and places a COD order', async () => {
    const orderBodies = answerOrders();
    const items = [
      cartLine({ product_id: 11, name: 'Jade Bracelet', price: 500, discounted_price: 450, quantity: 2 }),
    ];
    const { queryClient } = renderAt({ pathname: '/checkout', state: { items } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

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
    // The navbar's cart count is read again: the ordered lines left the cart.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
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

describe('a basket whose every item ships free', () => {
  it('shows the shipping as free and totals without it, as the order is charged', async () => {
    const orderBodies = answerOrders();
    const items = [
      cartLine({ product_id: 11, price: 500, discounted_price: 450, quantity: 2, free_shipping: true }),
    ];
    renderAt({ pathname: '/checkout', state: { items } });

    await screen.findByText('This address is serviceable');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe(formatPeso(900)));
    expect(screen.getByText('Free')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Cash on delivery/i));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Place COD Order' }));
    expect(await screen.findByText(/ORD-9/)).toBeTruthy();
    expect(orderBodies[0]).toMatchObject({ subtotal: 900, shipping_fee: 0, total_amount: 900 });
  });
});

describe('back from the payment page', () => {
  it("sends one key per attempt and offers the placed order's payment instead of a second order", async () => {
    const keys: (string | null)[] = [];
    const paymentStarts: unknown[] = [];
    // Each payment start sends the browser to the gateway, a page jsdom cannot open: it says so.
    const gatewayVisits = expectConsole('error', /navigation to another Document/);
    answerRequests(async ({ url, body, headers }) => {
      const delivery = deliveryAnswer(url);
      if (delivery) return delivery;
      if (url.startsWith('/api/transactions/orders')) {
        keys.push(headers['idempotency-key'] ?? null);
        return json(201, { success: true, order: { order_id: 9, order_code: 'FS-261125-00009' } });
      }
      if (url.startsWith('/api/transactions/payment')) {
        paymentStarts.push(body);
        return json(200, {
          success: true,
          payment_url: 'https://gateway.test/pay?txnid=FS-261125-00009-1',
        });
      }
      return json(404, { message: 'not found' });
    });
    const items = [cartLine({ product_id: 11, name: 'Jade Bracelet', quantity: 2 })];
    renderAt({ pathname: '/checkout', state: { items } });
    await screen.findByText('This address is serviceable');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(paymentStarts).toHaveLength(1));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    cleanup();

    // Browser Back: the checkout shows the same items again, in the same session.
    renderAt({ pathname: '/checkout', state: { items } });
    const panel = await screen.findByTestId('unpaid-order-panel');
    expect(panel.textContent).toContain('FS-261125-00009');
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Payment' }));
    await waitFor(() => expect(paymentStarts).toHaveLength(2));
    expect(paymentStarts[1]).toMatchObject({ order_id: 9 });
    expect(keys).toHaveLength(1);
    await waitFor(() => expect(gatewayVisits).toHaveLength(2));
  });
});

describe('a customer without a saved address', () => {
  it('sees the shipping fee "calculated after you add an address", not a guessed ₱250', async () => {
    answerRequests(({ url }) =>
      url.startsWith('/api/users/shipping-addresses') ? json(200, []) : json(404, { message: 'not found' }),
    );
    const items = [
      cartLine({ product_id: 11, name: 'Jade Bracelet', price: 500, discounted_price: 450, quantity: 2 }),
    ];
    renderAt({ pathname: '/checkout', state: { items } });

    expect(await screen.findByText('Calculated after you add an address')).toBeTruthy();
    expect(screen.queryByText(formatPeso(250))).toBeNull();
    expect(screen.getByText('Total before shipping')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPeso(900));
  });
});

describe('an expired session while placing the order', () => {
  function refuse(refused: string) {
    answerRequests(async ({ url }) => {
      const delivery = deliveryAnswer(url);
      if (delivery) return delivery;
      if (url.startsWith(refused) || url.startsWith('/api/auth/refresh'))
        return json(401, { message: 'Authentication required' });
      if (url.startsWith('/api/transactions/orders'))
        return json(201, { success: true, order: { order_id: 9, order_code: 'ORD-9' } });
      if (url.startsWith('/api/cart/')) return json(200, { items: [] });
      return json(404, { message: 'not found' });
    });
  }

  async function placeWithFourBracelets() {
    const items = [cartLine({ product_id: 11, name: 'Jade Bracelet', quantity: 2 })];
    renderAt({ pathname: '/checkout', state: { items } });
    await screen.findByText('This address is serviceable');
    fireEvent.change(screen.getByLabelText('Quantity of Jade Bracelet'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const login = await screen.findByText(/^login /);
    return JSON.parse(login.textContent!.slice('login '.length));
  }

  it('on a 401 creating the order sends the shopper to log in and back to the same items', async () => {
    refuse('/api/transactions/orders');
    expect(await placeWithFourBracelets()).toEqual({ from: { pathname: '/checkout', search: '' } });
    expect(await screen.findByText('Please log in to place an order')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    const quantity = (await screen.findByLabelText('Quantity of Jade Bracelet')) as HTMLInputElement;
    expect(quantity.value).toBe('4');
  });

  it('on a 401 asking for the payment page sends the shopper to log in and then to the placed order, not to order again', async () => {
    refuse('/api/transactions/payment');
    expect(await placeWithFourBracelets()).toEqual({ from: { pathname: '/account/orders/9', search: '' } });
    expect(await screen.findByText('Please log in to continue payment.')).toBeTruthy();
  });
});

describe('the transaction result page', () => {
  it('needs a transaction id', async () => {
    answerRequests(() => json(200, {}));
    renderAt({ pathname: '/transaction-complete', search: '?status=S' });
    expect(await screen.findByText('Missing transaction information')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toBeTruthy();
  });

  it('links a pending payment to its order and the order’s Continue Payment', async () => {
    answerRequests(({ url }) =>
      url.startsWith('/api/transactions/verify')
        ? json(200, {
            order: {
              order_code: 'ORD-7',
              order_id: 7,
              total_price: 900,
              total_amount: 900,
              tracking_number: null,
            },
            status: 'pending',
            message: 'Your payment is being processed.',
          })
        : json(200, { success: true, updated: 0 }),
    );
    renderAt({ pathname: '/transaction-complete', search: '?txnId=T7&refNo=R7&status=P' });
    expect((await screen.findByRole('link', { name: 'View Order' })).getAttribute('href')).toBe(
      '/account/orders/7',
    );
    expect(screen.getByRole('link', { name: 'Continue Payment' }).getAttribute('href')).toBe(
      '/account/orders/7#continue-payment',
    );
  });

  it('shows the server verdict, not the one in the address', async () => {
    answerRequests(({ url }) =>
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
    );
    renderAt({ pathname: '/transaction-complete', search: '?txnId=T5&refNo=R5&status=S' });
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View My Orders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
  });
});
