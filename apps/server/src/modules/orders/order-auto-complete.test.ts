import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlace } from '../../db/factories/locations.ts';
import { orders } from '../../db/schema/index.ts';
import { createSandboxCourier } from '../../integrations/ninjavan/sandbox.ts';
import { type OrderTestKit, orderTestKit, placeCodOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeDeliveredOrders } from './order-auto-complete.ts';

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let admin: Record<string, string>;
let kit: OrderTestKit;

beforeAll(async () => {
  t = await createTestApp();
  place = await createPlace(t.db);
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  kit = await orderTestKit(t, admin);
});
afterAll(() => t.close());

const product = (stock?: number, price?: number) => kit.product(stock, price);
const moveAlong = (orderId: number, statuses: string[]) => kit.moveAlong(orderId, statuses);

describe('the return window', () => {
  it('completes delivered orders 7 days after delivery, not before', async () => {
    const { orderId } = await placeCodOrder(t, place, await product());
    await moveAlong(orderId, ['for_packing', 'packed', 'for_shipping', 'shipped', 'delivered']);
    const deps = {
      db: t.db,
      courier: createSandboxCourier(t.db, { webhookSecret: 'sandbox-courier-test' }),
      mailer: t.mailer,
      storage: t.storage,
      config: { publicUrl: 'http://shop.test' },
    };
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    await completeDeliveredOrders(deps, sixDays);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('delivered');
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await completeDeliveredOrders(deps, eightDays)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('completed');
  });
});
