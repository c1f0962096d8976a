import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { mailOutbox, promotions } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mintWelcomePromotion, WELCOME_OFFER, welcomeCode } from './welcome-offer.ts';

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  place = await createPlace(t.db);
});
afterAll(() => t.close());

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } });
const welcomeCodes = () =>
  t.db
    .select()
    .from(promotions)
    .where(like(promotions.code, `${WELCOME_OFFER.codePrefix}%`));
const mailsTo = async (email: string) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]!
    .n;
const codeIn = (text: string | undefined) => /WELCOME-[A-Z0-9]{8}/.exec(text ?? '')?.[0];

describe('the newsletter welcome code', () => {
  it('is minted on a first subscription and e-mailed: 10% off, one use in total, 30 days', async () => {
    const before = Date.now();
    const response = await subscribe('first@example.ph');
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    const mail = await latestMailTo(t.db, 'first@example.ph');
    expect(mail?.subject).toBe('Your 10% welcome code | Feng Shui Prosper');
    const code = codeIn(mail?.text);
    expect(code).toBeDefined();
    expect(mail?.html).toContain(code);
    const [promotion] = await t.db.select().from(promotions).where(eq(promotions.code, code!));
    expect(promotion).toMatchObject({
      name: 'Newsletter welcome 10%',
      type: 'percentage',
      value: 10,
      minOrderCentavos: 0,
      totalLimit: 1,
      perCustomerLimit: 1,
      status: 'active',
      productIds: null,
      categoryIds: null,
      source: 'newsletter',
    });
    const validFor = promotion!.endsAt!.getTime() - before;
    expect(validFor).toBeGreaterThanOrEqual(30 * DAY);
    expect(validFor).toBeLessThan(30 * DAY + 60_000);
  });

  it('is not minted again when the address subscribes again, in any case, or comes back', async () => {
    await subscribe('again@example.ph');
    const codes = (await welcomeCodes()).length;
    expect(await mailsTo('again@example.ph')).toBe(1);
    expect((await subscribe('AGAIN@example.ph')).statusCode).toBe(200);
    await t.db.execute(
      sql`update newsletter_subscribers set unsubscribed_at = now() where email = 'again@example.ph'`,
    );
    expect((await subscribe('again@example.ph')).statusCode).toBe(200);
    expect((await welcomeCodes()).length).toBe(codes);
    expect(await mailsTo('again@example.ph')).toBe(1);
  });

  it('is minted once when the same new address subscribes twice at the same moment', async () => {
    const codes = (await welcomeCodes()).length;
    const answers = await Promise.all([subscribe('twice@example.ph'), subscribe('twice@example.ph')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await welcomeCodes()).length).toBe(codes + 1);
    expect(await mailsTo('twice@example.ph')).toBe(1);
  });

  it('draws again when its code is already taken, inside the same transaction', async () => {
    const taken = welcomeCode();
    const fresh = welcomeCode();
    await t.db.transaction((tx) =>
      mintWelcomePromotion(tx, 'subscriber@example.ph', new Date(), () => taken),
    );
    const draws = [taken, fresh];
    const minted = await t.db.transaction((tx) =>
      mintWelcomePromotion(tx, 'subscriber@example.ph', new Date(), () => draws.shift()!),
    );
    expect(minted.code).toBe(fresh);
  });

  it('takes 10% off the items at checkout, and only once', async () => {
    await subscribe('shopper@example.ph');
    const code = codeIn((await latestMailTo(t.db, 'shopper@example.ph'))?.text)!;
    const categoryId = (await createCategory(t.db)).id;
    const product = await createProduct(t.db, { categoryId, price: 1200, stock: 10 });
    const line = [{ product_id: product.id, variant_id: null, quantity: 1, price: 1200 }];

    const first = await customerWithAddress(t, place, { email: 'Shopper@Example.ph' });
    const placed = await postOrder(t, first.headers, orderBody(line, { voucher_code: code.toLowerCase() }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({
      subtotal: 1200,
      product_discount: 120,
      shipping_discount: 0,
    });

    const again = await postOrder(t, first.headers, orderBody(line, { voucher_code: code }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This promotion code has reached its usage limit');
  });

  it("works only for the account of the subscriber's e-mail", async () => {
    await subscribe('owner-of-code@example.ph');
    const code = codeIn((await latestMailTo(t.db, 'owner-of-code@example.ph'))?.text)!;
    const categoryId = (await createCategory(t.db)).id;
    const product = await createProduct(t.db, { categoryId, price: 1000, stock: 10 });
    const line = [{ product_id: product.id, variant_id: null, quantity: 1, price: 1000 }];
    const stranger = await customerWithAddress(t, place);

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/validate',
      headers: stranger.headers,
      payload: { code, order_amount: 1000, shipping_fee: 0, items: line },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json()).toMatchObject({ valid: false, message: 'Invalid promotion code' });
    const taken = await postOrder(t, stranger.headers, orderBody(line, { voucher_code: code }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Invalid promotion code');
    const [promotion] = await t.db.select().from(promotions).where(eq(promotions.code, code));
    expect(promotion).toMatchObject({ usedCount: 0, onlyForEmail: 'owner-of-code@example.ph' });

    const subscriber = await customerWithAddress(t, place, { email: 'owner-of-code@example.ph' });
    const placed = await postOrder(t, subscriber.headers, orderBody(line, { voucher_code: code }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.product_discount).toBe(100);
  });
});
