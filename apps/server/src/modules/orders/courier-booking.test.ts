import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { orders } from '../../db/schema/index.ts';
import type { Logger } from '../../domain/logger.ts';
import type { CourierProvider } from '../../integrations/ninjavan/types.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookCourier } from './courier-booking.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a courier booking that lost the race', () => {
  it('is cancelled again, and a failed cancellation is logged with its tracking number, not dropped', async () => {
    const place = await createPlace(t.db);
    const { id: categoryId } = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId, price: 300, stock: 3 });
    const { headers } = await customerWithAddress(t, place);
    const placed = await postOrder(
      t,
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 300 }]),
    );
    const orderId: number = placed.json().order.order_id;
    // Another instance books the parcel while this one waits for the courier's answer.
    const courier: CourierProvider = Object.assign(Object.create(t.courier) as CourierProvider, {
      createOrder: async () => {
        await t.db.update(orders).set({ trackingNumber: 'NV-WON' }).where(eq(orders.id, orderId));
        return { trackingNumber: 'NV-LOST' };
      },
      cancelOrder: vi.fn(async () => {
        throw new Error('courier down');
      }),
    });
    const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const deps = { db: t.db, courier, mailer: t.mailer, storage: t.storage, config: { publicUrl: '' }, log };

    await expect(bookCourier(deps, orderId, 'system')).rejects.toMatchObject({ code: 'ALREADY_BOOKED' });
    expect(courier.cancelOrder).toHaveBeenCalledWith('NV-LOST');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ orderId, trackingNumber: 'NV-LOST' }),
      'courier booking left behind: cancelling the duplicate booking failed',
    );
  });
});
