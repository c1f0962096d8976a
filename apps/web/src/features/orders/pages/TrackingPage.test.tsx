import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { mockApi, renderAt } from '../test/test-harness.tsx';
import { order } from '../test/test-orders.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRACKING = 'NVPHFS000000042';
const tracking = (events: unknown[]) => ({
  success: true,
  tracking_number: TRACKING,
  order_id: 42,
  order_code: 'ORD-20250309-0042',
  status: 'in_transit',
  courier: 'Ninja Van',
  events,
});

const timeline = () =>
  screen.getAllByTestId('timeline-event').map((item) => item.querySelector('p')?.textContent);

describe('the tracking page', () => {
  it("shows the courier's events, latest first, with the order summary", async () => {
    const calls = mockApi(({ url }) => {
      if (url === '/api/orders/42')
        return json(200, { success: true, order: order({ order_status: 'in_transit' }) });
      if (url === `/api/tracking/${TRACKING}`)
        return json(
          200,
          tracking([
            {
              status: 'In Transit',
              date: '2025-03-11T02:00:00.000Z',
              location: 'Makati Hub',
              description: 'Parcel is on its way',
            },
            {
              status: 'Picked Up',
              date: '2025-03-10T02:00:00.000Z',
              location: 'Binondo',
              description: 'Picked up by the courier',
            },
          ]),
        );
      return json(404, {});
    });
    renderAt('/account/tracking/42');

    expect(await screen.findByText('Parcel is on its way')).toBeTruthy();
    expect(timeline()).toEqual(['In Transit', 'Picked Up']);
    expect(screen.getByTestId('tracking-number').textContent).toBe(TRACKING);
    expect(screen.getByText(/ORD-20250309-0042/)).toBeTruthy();
    expect(screen.getByTestId('order-status').dataset.tone).toBe('violet');
    // The order's real shipping fee, so subtotal + shipping = total (900 + 120 = 1,020).
    expect(screen.getByTestId('sum-subtotal').textContent).toBe('₱900.00');
    expect(screen.getByTestId('sum-shipping_fee').textContent).toBe('₱120.00');
    expect(screen.getByText('₱1,020.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Order Details' }).getAttribute('href')).toBe(
      '/account/orders/42',
    );
    expect(screen.getByRole('link', { name: 'All Orders' }).getAttribute('href')).toBe('/account/purchases');
    for (const href of ['/account', '/account/purchases', '/cart'])
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/orders/42', `/api/tracking/${TRACKING}`]);
  });

  it('synthesises the timeline from the order status while the courier has no events', async () => {
    mockApi(({ url }) => {
      if (url === '/api/orders/42')
        return json(200, { success: true, order: order({ order_status: 'shipped' }) });
      if (url === `/api/tracking/${TRACKING}`) return json(200, tracking([]));
      return json(404, {});
    });
    renderAt('/account/tracking/42');

    expect(await screen.findByText('Your parcel is on its way.')).toBeTruthy();
    expect(timeline()).toEqual([
      'Shipped',
      'Order Packed',
      'Order Processing',
      'Payment Confirmed',
      'Order Placed',
    ]);
  });

  it('says the parcel is not booked yet and shows the synthesised timeline without a tracking number', async () => {
    const calls = mockApi(({ url }) =>
      url === '/api/orders/42'
        ? json(200, { success: true, order: order({ order_status: 'processing', tracking_number: null }) })
        : json(404, {}),
    );
    renderAt('/account/tracking/42');

    expect(await screen.findByTestId('not-booked-note')).toBeTruthy();
    expect(timeline()).toEqual(['Payment Confirmed', 'Order Placed']);
    expect(calls.map((call) => call.url)).toEqual(['/api/orders/42']);
  });

  it('shows discounts, and never "Payment Confirmed" for an unpaid cash-on-delivery order', async () => {
    mockApi(({ url }) =>
      url === '/api/orders/42'
        ? json(200, {
            success: true,
            order: order({
              order_status: 'packed',
              payment_method: 'cod',
              payment_status: 'cod_pending',
              payment: {
                payment_method: 'cod',
                payment_status: 'cod_pending',
                reference_number: null,
                transaction_id: null,
              },
              tracking_number: null,
              product_discount: 90,
              total_price: 930,
            }),
          })
        : json(404, {}),
    );
    renderAt('/account/tracking/42');

    expect(await screen.findByTestId('not-booked-note')).toBeTruthy();
    expect(timeline()).toEqual(['Order Packed', 'Order Processing', 'Order Placed']);
    expect(
      screen.getByText('Your order has been placed. You pay in cash when it is delivered.'),
    ).toBeTruthy();
    expect(screen.getByTestId('sum-product_discount').textContent).toBe('−₱90.00');
    expect(screen.getByText('₱930.00')).toBeTruthy();
  });

  it('says the tracking could not be loaded', async () => {
    mockApi(({ url }) =>
      url === '/api/orders/42'
        ? json(200, { success: true, order: order() })
        : json(500, { message: 'boom' }),
    );
    renderAt('/account/tracking/42');
    expect(
      await screen.findByText('Unable to load tracking information. Please try again later.'),
    ).toBeTruthy();
  });

  it("says an order that is not the customer's is not found", async () => {
    mockApi(() => json(404, { message: 'Order not found.' }));
    renderAt('/account/tracking/42');
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });
});
