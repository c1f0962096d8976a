import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories/catalog.ts';
import { mailOutbox, payments } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, orderShop, postOrder } from '../../test/orders.ts';

const shop = orderShop();

const mailsTo = (to: string) => shop.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('order e-mails', () => {
  it('confirm a cash-on-delivery order at once, with its lines and the amount to have ready', async () => {
    const { headers } = await customerWithAddress(shop.t, shop.place);
    const product = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      name: 'Brass Wu Lou Gourd',
      price: 650,
      stock: 5,
    });
    const email = `cod.${Date.now()}@example.ph`;
    const placed = await postOrder(
      shop.t,
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 2, price: 650 }], {
        shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567', email },
      }),
    );
    const code = placed.json().order.order_code;
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Order ${code} is confirmed (cash on delivery)`);
    expect(mail?.text).toContain('2 × Brass Wu Lou Gourd: ₱1,300.00');
    expect(mail?.text).toContain('Please have ₱1,550.00 ready for the courier.');
    // The summary adds up: subtotal + the real shipping fee = total; figures stand on the line.
    expect(mail?.text).toContain('Subtotal: ₱1,300.00\n\nShipping fee: ₱250.00\n\nTotal: ₱1,550.00');
    expect(mail?.html).toContain('font-variant-numeric:lining-nums tabular-nums');
  });

  it('confirm an online order once, when its payment arrives', async () => {
    const { headers } = await customerWithAddress(shop.t, shop.place);
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 300, stock: 5 });
    const email = `online.${Date.now()}@example.ph`;
    const placed = await postOrder(
      shop.t,
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 300 }], {
        payment_method: 'dragonpay',
        shipping_details: { name: 'Liza Dela Cruz', phone: '09171234567', email },
      }),
    );
    expect(await mailsTo(email)).toEqual([]);
    const [payment] = await shop.t.db
      .select({ txnId: payments.txnId })
      .from(payments)
      .where(eq(payments.orderId, placed.json().order.order_id));
    const complete = () =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/payment-sandbox/${payment!.txnId}/complete`,
        headers,
        payload: { status: 'S' },
      });
    expect((await complete()).statusCode).toBe(200);
    await complete();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Payment received: order ${placed.json().order.order_code} is confirmed`,
    ]);
  });
});
