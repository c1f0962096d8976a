import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createSandboxCourier } from '../../integrations/ninjavan/sandbox.ts';
import { orderDesk, placeCodOrder } from '../../test/orders.ts';
import { completeDeliveredOrders } from './order-auto-complete.ts';

const setting = orderDesk();

const product = (stock?: number, price?: number) => setting.kit.product(stock, price);
const moveAlong = (orderId: number, statuses: string[]) => setting.kit.moveAlong(orderId, statuses);

describe('the return window', () => {
  it('completes delivered orders 7 days after delivery, not before', async () => {
    const { orderId } = await placeCodOrder(setting.t, setting.place, await product());
    await moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped', 'delivered']);
    const deps = {
      db: setting.t.db,
      courier: createSandboxCourier(setting.t.db, { webhookSecret: 'sandbox-courier-test' }),
      mailer: setting.t.mailer,
      storage: setting.t.storage,
      config: { publicUrl: 'http://shop.test' },
    };
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    await completeDeliveredOrders(deps, sixDays);
    expect((await setting.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe(
      'delivered',
    );
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await completeDeliveredOrders(deps, eightDays)).toBeGreaterThanOrEqual(1);
    const [row] = await setting.t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('completed');
  });
});
