import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { jobs, orders } from '../../db/schema/index.ts';
import type { CourierProvider } from '../../integrations/ninjavan/types.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookCourier } from './courier-booking.ts';
import { cancelOrder } from './order-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function placedOrder(): Promise<number> {
  const place = await createPlace(t.db);
  const { id: categoryId } = await createCategory(t.db);
  const product = await createProduct(t.db, { categoryId, price: 300, stock: 3 });
  const { headers } = await customerWithAddress(t, place);
  const placed = await postOrder(
    t,
    headers,
    orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 300 }]),
  );
  return placed.json().order.order_id;
}

/** A courier whose booking takes long enough for `meanwhile` to happen to the order first. */
function slowCourier(trackingNumber: string, meanwhile: () => Promise<unknown>): CourierProvider {
  return Object.assign(Object.create(t.courier) as CourierProvider, {
    createOrder: async () => {
      await meanwhile();
      return { trackingNumber };
    },
    cancelOrder: vi.fn(async () => {}),
  });
}

const depsWith = (courier: CourierProvider) => ({
  db: t.db,
  courier,
  mailer: t.mailer,
  storage: t.storage,
  config: { publicUrl: '' },
});

const cancellationsOf = async (trackingNumber: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, 'courier.cancel'))).filter(
    (job) => job.payload.trackingNumber === trackingNumber,
  );

describe('a courier booking the order no longer wants', () => {
  it('is cancelled again by a job when another booking won the race, and the winner is kept', async () => {
    const orderId = await placedOrder();
    // Another instance books the parcel while this one waits for the courier's answer.
    const courier = slowCourier('NV-LOST', () =>
      t.db.update(orders).set({ trackingNumber: 'NV-WON' }).where(eq(orders.id, orderId)),
    );

    await expect(bookCourier(depsWith(courier), orderId, 'system')).rejects.toMatchObject({
      code: 'ALREADY_BOOKED',
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.trackingNumber).toBe('NV-WON');
    expect(await cancellationsOf('NV-LOST')).toEqual([
      expect.objectContaining({ status: 'pending', payload: { orderId, trackingNumber: 'NV-LOST' } }),
    ]);
  });

  it('is cancelled again by a job when the order was cancelled while the courier answered', async () => {
    const orderId = await placedOrder();
    const courier = slowCourier('NV-TOO-LATE', () =>
      cancelOrder(depsWith(t.courier), { orderId, actor: 'admin:1', note: 'Out of stock' }),
    );

    await expect(bookCourier(depsWith(courier), orderId, 'system')).rejects.toMatchObject({
      code: 'NOT_BOOKABLE',
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', trackingNumber: null });
    expect(await cancellationsOf('NV-TOO-LATE')).toHaveLength(1);
  });
});
