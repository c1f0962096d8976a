import { describe, expect, it } from 'vitest';
import { orderDesk, placeCodOrder } from '../../test/orders.ts';

const setting = orderDesk();

type Headers = Record<string, string>;
const product = (stock?: number, price?: number) => setting.kit.product(stock, price);
const get = (url: string, headers: Headers) => setting.kit.get(url, headers);
const moveAlong = (orderId: number, statuses: string[]) => setting.kit.moveAlong(orderId, statuses);

describe('the order history', () => {
  it('lists the customer orders by tab, newest first, with paging', async () => {
    const item = await product(50);
    const first = await placeCodOrder(setting.t, setting.place, item);
    const headers = first.headers;
    const more: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await setting.t.app.inject({
        method: 'POST',
        url: '/api/transactions/orders',
        headers,
        payload: {
          items: [{ product_id: item.id, variant_id: null, quantity: 1, price: item.price }],
          shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567' },
          payment_method: 'cod',
        },
      });
      more.push(response.json().order.order_id);
    }
    await moveAlong(more[1]!, ['for_packing']);

    const all = (await get('/api/orders?limit=2', headers)).json();
    expect(all).toMatchObject({ page: 1, total: 3, total_pages: 2 });
    expect(all.orders.map((order: { order_id: number }) => order.order_id)).toEqual([more[1], more[0]]);
    const page2 = (await get('/api/orders?limit=2&page=2', headers)).json();
    expect(page2.orders.map((order: { order_id: number }) => order.order_id)).toEqual([first.orderId]);

    const packing = (await get('/api/orders?tab=packing', headers)).json();
    expect(packing.orders.map((order: { order_id: number }) => order.order_id)).toEqual([more[1]]);
    expect((await get('/api/orders?tab=shipped', headers)).json().orders).toEqual([]);
    expect((await get('/api/orders?tab=nonsense', headers)).statusCode).toBe(400);
    expect((await get('/api/orders', {})).statusCode).toBe(401);
  });
});

describe('the order desk list', () => {
  it('filters by status and finds orders by code, customer or tracking number', async () => {
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, await product());
    const { order_code, tracking_number } = (await get(`/api/orders/${orderId}`, headers)).json().order;
    await moveAlong(orderId, ['for_packing']);
    const ids = async (query: string) =>
      (await get(`/api/admin/orders?${query}`, setting.admin))
        .json()
        .orders.map((row: { order_id: number }) => row.order_id);
    expect(await ids(`q=${order_code}`)).toEqual([orderId]);
    expect(await ids(`q=${tracking_number.toLowerCase()}`)).toEqual([orderId]);
    expect(await ids(`q=${encodeURIComponent(order_code)}&status=for_packing`)).toEqual([orderId]);
    expect(await ids(`q=${encodeURIComponent(order_code)}&status=shipped`)).toEqual([]);
    expect(await ids('q=%25%25%25')).toEqual([]);
    const list = (await get('/api/admin/orders?status=for_packing', setting.admin)).json();
    expect(list.status_counts.for_packing).toBeGreaterThanOrEqual(1);
    expect(list.orders.every((row: { order_status: string }) => row.order_status === 'for_packing')).toBe(
      true,
    );
    expect((await get('/api/admin/orders?status=nonsense', setting.admin)).statusCode).toBe(400);
  });
});

describe('the waybill', () => {
  it('is a PDF for the customer and the admin, drawn once and kept', async () => {
    const { orderId, headers } = await placeCodOrder(setting.t, setting.place, await product());
    const { tracking_number } = (await get(`/api/orders/${orderId}`, headers)).json().order;
    const mine = await get(`/api/delivery/ninjavan/waybill/${tracking_number}`, headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const desk = await get(`/api/delivery/ninjavan/waybill/${tracking_number}`, setting.admin);
    expect(desk.rawPayload.equals(mine.rawPayload)).toBe(true);
  });
});
