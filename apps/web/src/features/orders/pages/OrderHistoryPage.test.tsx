import { formatPeso } from '@fengshui/shared/money';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { mockApi, renderAt } from '../test/test-harness.tsx';
import { order, orderItem, orderList } from '../test/test-orders.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listUrl = (tab: string, page = 1) => `/api/orders?tab=${tab}&page=${page}&limit=20`;

describe('the purchase history', () => {
  it('shows each order with its code, date, status, payment, first item, count and total', async () => {
    mockApi(() =>
      json(
        200,
        orderList([
          order({
            order_status: 'for_packing',
            payment_method: 'cod',
            payment_status: 'cod_pending',
            item_count: 3,
            items: [orderItem(), orderItem({ product_id: 12, product_name: 'Wind Chime', quantity: 1 })],
          }),
        ]),
      ),
    );
    renderAt('/account/purchases');

    const card = await screen.findByRole('article', { name: 'Order ORD-20250309-0042' });
    const inCard = within(card);
    expect(inCard.getByText('03/09/2025 23:05')).toBeTruthy();
    expect(inCard.getByTestId('order-status').textContent).toBe('For Packing');
    expect(inCard.getByTestId('order-status').dataset.tone).toBe('indigo');
    expect(inCard.getByText('Pending (Pay upon delivery)')).toBeTruthy();
    expect(inCard.getByText('Jade Bracelet')).toBeTruthy();
    expect(inCard.getByText('and 1 more')).toBeTruthy();
    expect(inCard.getByText('3 items')).toBeTruthy();
    expect(inCard.getByText(formatPeso(1020))).toBeTruthy();
    expect(
      inCard.getByRole('link', { name: 'View details of order ORD-20250309-0042' }).getAttribute('href'),
    ).toBe('/account/orders/42');
  });

  it('asks the server for the chosen tab, and the back button returns to the previous one', async () => {
    const calls = mockApi(({ url }) =>
      json(200, orderList(url.includes('tab=shipped') ? [order({ order_status: 'in_transit' })] : [order()])),
    );
    const { router } = renderAt('/account/purchases');
    await screen.findByRole('article');
    expect(calls.map((call) => call.url)).toEqual([listUrl('all')]);

    fireEvent.click(screen.getByRole('link', { name: 'Shipped' }));
    expect(await screen.findByText('In Transit')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe(listUrl('shipped'));
    expect(router.state.location.search).toBe('?tab=shipped');
    expect(screen.getByRole('link', { name: 'Shipped' }).getAttribute('aria-current')).toBe('page');

    await act(() => router.navigate(-1));
    expect((await screen.findByTestId('order-status')).textContent).toBe('Processing');
    expect(screen.getByRole('link', { name: 'All Orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens on the tab named in the address', async () => {
    const calls = mockApi(() => json(200, orderList([order({ order_status: 'delivered' })])));
    renderAt('/account/purchases?tab=delivered');
    await screen.findByRole('article');
    expect(calls[0]?.url).toBe(listUrl('delivered'));
  });

  it('shows an empty state with a Shop Now button', async () => {
    mockApi(() => json(200, orderList([])));
    renderAt('/account/purchases');
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
  });

  it('appends the next page on Load more while there is one', async () => {
    const calls = mockApi(({ url }) =>
      url.includes('page=2')
        ? json(200, orderList([order({ order_id: 41, order_code: 'ORD-41' })], 2, 2))
        : json(200, orderList([order()], 1, 2)),
    );
    renderAt('/account/purchases');
    await screen.findByRole('article', { name: 'Order ORD-20250309-0042' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Order ORD-41' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.at(-1)?.url).toBe(listUrl('all', 2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the answer was not understood when its shape is wrong, and tries again on request', async () => {
    let answers = 0;
    mockApi(() => {
      answers += 1;
      return answers === 1 ? json(200, { success: true, orders: 'nope' }) : json(200, orderList([order()]));
    });
    renderAt('/account/purchases');
    expect(await screen.findByText('Invalid response from server. Please try again later.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it('says the history could not be loaded when the server fails', async () => {
    mockApi(() => json(500, { message: 'Internal Server Error' }));
    renderAt('/account/purchases');
    expect(
      await screen.findByText('Failed to load your purchase history. Please try again later.'),
    ).toBeTruthy();
  });
});
