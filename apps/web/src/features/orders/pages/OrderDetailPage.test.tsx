import { CANCEL_REDIRECT_MS } from '@fengshui/shared/order-status';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { goToPaymentPage } from '../logic/payment-redirect.ts';
import { type ApiCall, mockApi, renderAt } from '../test/test-harness.tsx';
import { order } from '../test/test-orders.ts';

vi.mock('../logic/payment-redirect.ts', () => ({ goToPaymentPage: vi.fn() }));

beforeEach(stubDialogs);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(goToPaymentPage).mockClear();
});

const TRACKING = 'NVPHFS000000042';
const cancelUrl = `/api/delivery/ninjavan/orders/${TRACKING}`;
const orderAnswer = (overrides: Parameters<typeof order>[0] = {}) =>
  json(200, { success: true, order: order(overrides) });
const cancelled = {
  success: true,
  message: 'Order cancelled successfully',
  data: { order_id: 42, tracking_number: TRACKING, status: 'cancelled' },
  details: null,
};

/** The order at /api/orders/42, and `other` for every other call. */
function serve(overrides: Parameters<typeof order>[0], other?: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url === '/api/orders/42') return orderAnswer(overrides);
    return other?.(call) ?? json(404, { message: 'Not found' });
  });
}

const status = () => screen.getByTestId('order-status').textContent;
const openCancel = async () => fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));

describe('the order detail', () => {
  it('shows progress, shipping, payment, items, summary and the tracking link', async () => {
    serve({
      order_status: 'packed',
      items: [
        {
          product_id: 11,
          variant_id: 3,
          product_name: 'Jade Bracelet',
          product_code: 'BRA001',
          variant_attributes: { color: 'Green' },
          price: 450,
          quantity: 2,
          image_url: null,
        },
      ],
    });
    renderAt('/account/orders/42');

    expect(await screen.findByRole('heading', { name: 'ORD-20250309-0042' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Packing');
    expect(screen.getByText('12 Mabini St, Poblacion, Makati, Metro Manila, 1210')).toBeTruthy();
    expect(screen.getByText('Dragonpay online payment')).toBeTruthy();
    expect(screen.getByText('REF12345')).toBeTruthy();
    expect(screen.getByText('Color: Green')).toBeTruthy();
    expect(screen.getByText('₱900.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₱1,020.00');
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      '/account/tracking/42',
    );
    expect(screen.getByRole('link', { name: 'Shop More Now' }).getAttribute('href')).toBe('/shop');
  });

  it('says a cancelled cash-on-delivery order has nothing to pay, and a paid one is due a refund', async () => {
    const cod = {
      payment_method: 'cod' as const,
      payment_status: 'cod_pending',
      payment: {
        payment_method: 'cod' as const,
        payment_status: 'cod_pending',
        reference_number: null,
        transaction_id: null,
      },
    };
    serve({ order_status: 'cancelled', ...cod });
    renderAt('/account/orders/42');
    expect(await screen.findByText('Nothing to pay (order cancelled)')).toBeTruthy();
    expect(screen.queryByText('Pending (Pay upon delivery)')).toBeNull();
    cleanup();

    serve({
      order_status: 'cancelled',
      payment_status: 'refund_due',
      payment: {
        payment_method: 'dragonpay',
        payment_status: 'refund_due',
        reference_number: 'REF12345',
        transaction_id: 'TXN-42',
      },
    });
    renderAt('/account/orders/42');
    expect(await screen.findByText('Refund due (order cancelled)')).toBeTruthy();
  });

  it('lets a long e-mail wrap inside the shipping card', async () => {
    const email = `${'a'.repeat(60)}@example.ph`;
    serve({ shipping: { name: 'Maria Santos', phone: '09171234567', email, address: '12 Mabini St' } });
    renderAt('/account/orders/42');
    const shown = await screen.findByText(email);
    expect(shown.className).toContain('wrap-anywhere');
    expect(shown.className).toContain('min-w-0');
  });

  it('shows a note instead of progress for an order awaiting payment', async () => {
    serve({ order_status: 'pending_payment', payment_status: 'pending' });
    renderAt('/account/orders/42');
    expect((await screen.findByTestId('order-progress-note')).textContent).toBe(
      'Progress will show here once your payment is confirmed.',
    );
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
  });

  it("says an order that is not the customer's is not found", async () => {
    mockApi(() => json(404, { message: 'Order not found.' }));
    renderAt('/account/orders/42');
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });
});

describe('cancelling an order', () => {
  it('cancels through the courier with the tracking number, shows Cancelled, then goes to the purchases', async () => {
    const calls = serve({ order_status: 'processing' }, (call) =>
      call.method === 'DELETE'
        ? json(200, cancelled)
        : json(200, { success: true, orders: [], page: 1, total: 0, total_pages: 0 }),
    );
    const { router } = renderAt('/account/orders/42');
    await openCancel();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));

    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', url: cancelUrl }]);
    expect(status()).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.getByTestId('cancel-refusal').textContent).toBe('This order has already been cancelled.');

    await act(() => vi.advanceTimersByTimeAsync(CANCEL_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/purchases'));
  });

  it("shows the server's reason and cancels on Try Again", async () => {
    let attempts = 0;
    serve({ order_status: 'for_shipping' }, (call) => {
      if (call.method !== 'DELETE') return json(404, {});
      attempts += 1;
      return attempts === 1
        ? json(400, {
            message: 'Order cannot be cancelled',
            details: 'The courier has already collected the parcel.',
          })
        : json(200, cancelled);
    });
    renderAt('/account/orders/42');
    await openCancel();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('The courier has already collected the parcel.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('cancels an order the courier has not booked yet at once, without the courier', async () => {
    const calls = serve({ order_status: 'processing', tracking_number: null }, (call) =>
      call.method === 'POST' && call.url === '/api/orders/42/cancel'
        ? json(200, { success: true, message: 'Order cancelled successfully', order: order({}) })
        : json(404, { message: 'Not found' }),
    );
    renderAt('/account/orders/42');
    await openCancel();
    expect(screen.queryByText('No tracking number found for this order. Please contact support.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/orders/42/cancel')).toBe(true);
  });

  it('offers no cancel for a shipped order and says why', async () => {
    serve({ order_status: 'shipped' });
    renderAt('/account/orders/42');
    expect((await screen.findByTestId('cancel-refusal')).textContent).toBe(
      'This order has already been shipped and can no longer be cancelled.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
});

describe('marking an order received', () => {
  it('asks first, then completes the order with the server message', async () => {
    const calls = serve({ order_status: 'delivered' }, (call) =>
      call.method === 'PUT'
        ? json(200, {
            success: true,
            message: 'Thank you! Your order is now completed.',
            order: order({ order_status: 'completed' }),
          })
        : json(404, {}),
    );
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Order Received' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, I Received It' }));

    expect(await screen.findByText('Thank you! Your order is now completed.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe('/api/orders/42/mark-received');
    expect(status()).toBe('Completed');
    expect(screen.queryByRole('button', { name: 'Order Received' })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    serve({ order_status: 'received' }, () =>
      json(409, { message: 'Only delivered orders can be marked as received.' }),
    );
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Order Received' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, I Received It' }));
    expect(await screen.findByText('Only delivered orders can be marked as received.')).toBeTruthy();
  });
});

describe('continuing a payment', () => {
  const unpaid = {
    order_status: 'pending_payment',
    payment_status: 'pending',
    payment_method: 'dragonpay',
  } as const;
  const paymentUrlAnswer = (overrides: object) =>
    json(200, {
      success: false,
      payment_url: null,
      hours_remaining: 0,
      expired: false,
      completed: false,
      message: '',
      ...overrides,
    });

  it.each([
    [
      'an unpaid cash-on-delivery order',
      { order_status: 'processing', payment_status: 'cod_pending', payment_method: 'cod' },
    ],
    ['a paid order', { order_status: 'processing', payment_status: 'paid', payment_method: 'dragonpay' }],
    [
      'a cancelled unpaid order',
      { order_status: 'cancelled', payment_status: 'pending', payment_method: 'dragonpay' },
    ],
  ] as const)('is not offered for %s', async (_name, overrides) => {
    serve(overrides);
    renderAt('/account/orders/42');
    await screen.findByRole('heading', { name: 'ORD-20250309-0042' });
    expect(screen.queryByRole('button', { name: 'Continue Payment' })).toBeNull();
  });

  it('goes to the gateway and says how many hours are left, rounded up', async () => {
    const calls = serve(unpaid, () =>
      paymentUrlAnswer({
        success: true,
        payment_url: 'https://gateway.example/pay/42',
        hours_remaining: 1.25,
      }),
    );
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Payment' }));

    expect(await screen.findByText(/You have 2 hours left/)).toBeTruthy();
    expect(goToPaymentPage).toHaveBeenCalledWith('https://gateway.example/pay/42');
    expect(calls.at(-1)?.url).toBe('/api/transactions/payment-url/42');
  });

  it('says an expired window needs a new order', async () => {
    serve(unpaid, () => paymentUrlAnswer({ expired: true }));
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Payment' }));
    expect(await screen.findByText('Payment window has expired. Please place a new order.')).toBeTruthy();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('reads the order again when it was paid meanwhile', async () => {
    const calls = serve(unpaid, () => paymentUrlAnswer({ completed: true }));
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Payment' }));
    expect(await screen.findByText('Payment has already been processed for this order.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/orders/42')).toHaveLength(2));
  });

  it('sends a signed-out customer to the login page', async () => {
    serve(unpaid, () => json(401, { message: 'Authentication required' }));
    const { router } = renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Payment' }));
    expect(await screen.findByText('Please log in to continue payment.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says when the payment is not found, and when anything else fails', async () => {
    let answer = json(404, { message: 'Order not found' });
    serve(unpaid, () => answer);
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Payment' }));
    expect(await screen.findByText('Payment information not found for this order.')).toBeTruthy();

    answer = json(500, { message: 'Internal Server Error' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue Payment' }));
    expect(await screen.findByText('Failed to retrieve payment information. Please try again.')).toBeTruthy();
  });
});
