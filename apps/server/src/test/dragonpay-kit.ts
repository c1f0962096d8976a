import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { createPlace } from '../db/factories/locations.ts';
import { orderStatusHistory, orders, payments, products, productVariants } from '../db/schema/index.ts';
import { callbackDigest } from '../integrations/dragonpay/digest.ts';
import { customerWithAddress, orderBody, postOrder } from './orders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The sandbox gateway's signing secret in these tests; a postback signed with it is genuine. */
export const DRAGONPAY_KIT_SECRET = 'test-sandbox-secret';

type Headers = Record<string, string>;

interface Shop {
  t: TestApp;
  place: Awaited<ReturnType<typeof createPlace>>;
  categoryId: number;
}

/**
 * The payment tests' shop: an app on a fresh database whose sandbox gateway signs with
 * DRAGONPAY_KIT_SECRET, a deliverable place and a category, and the calls the tests make (online
 * orders, payment start, the sandbox's completion, signed postbacks, verify) with the order's state
 * as stored. `shop` is filled in before the first test of the file.
 */
export function dragonpayKit() {
  const shop = {} as Shop;
  beforeAll(async () => {
    shop.t = await createTestApp({ SANDBOX_PAYMENT_SECRET: DRAGONPAY_KIT_SECRET });
    shop.place = await createPlace(shop.t.db);
    shop.categoryId = (await createCategory(shop.t.db)).id;
  });
  afterAll(() => shop.t.close());

  /** What each transaction asked the gateway for, as a postback writes it. */
  const amountOf = new Map<string, string>();

  /** A customer's dragonpay order of `quantity` units of a fresh product (or of a variant). */
  async function dragonpayOrder(options: { quantity?: number; variants?: boolean; method?: string } = {}) {
    const { t, categoryId } = shop;
    const customer = await customerWithAddress(t, shop.place);
    const quantity = options.quantity ?? 1;
    const product = await createProduct(
      t.db,
      options.variants
        ? {
            categoryId,
            variants: [
              { attributes: { size: 'S' }, price: 500, stock: 4 },
              { attributes: { size: 'L' }, price: 700, stock: 6 },
            ],
          }
        : { categoryId, price: 1000, stock: 5 },
    );
    const [variant] = options.variants
      ? await t.db
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.productId, product.id), eq(productVariants.priceCentavos, 50000)))
      : [];
    const response = await postOrder(
      t,
      customer.headers,
      orderBody(
        [{ product_id: product.id, variant_id: variant?.id ?? null, quantity, price: variant ? 500 : 1000 }],
        { payment_method: options.method ?? 'dragonpay' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const orderId: number = response.json().order.order_id;
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    amountOf.set(payment!.txnId, (payment!.amountCentavos / 100).toFixed(2));
    return {
      ...customer,
      product,
      variant,
      orderId,
      txnId: payment!.txnId,
      total: response.json().order.total_amount,
    };
  }

  const requestPayment = (headers: Headers, orderId: number, method = 'dragonpay') =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/transactions/payment',
      headers,
      payload: { order_id: orderId, payment_method: method, payment_details: { email: 'liza@example.ph' } },
    });

  const complete = (headers: Headers, txnId: string, status: 'S' | 'P' | 'F') =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/payment-sandbox/${txnId}/complete`,
      headers,
      payload: { status },
    });

  /** A signed postback for the transaction, with its amount in PHP as the gateway sends it. */
  function signed(txnid: string, status: string, refno = 'REF1', message = 'done') {
    const digest = callbackDigest({
      txnId: txnid,
      refNo: refno,
      status,
      message,
      secretKey: DRAGONPAY_KIT_SECRET,
    });
    return { txnid, refno, status, message, digest, amount: amountOf.get(txnid) ?? '', ccy: 'PHP' };
  }

  const postback = (params: Record<string, string>) =>
    shop.t.app.inject({ method: 'GET', url: `/api/transactions/postback?${new URLSearchParams(params)}` });

  const verify = (headers: Headers, query: string) =>
    shop.t.app.inject({ method: 'GET', url: `/api/transactions/verify?${query}`, headers });

  async function state(orderId: number) {
    const { db } = shop.t;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id);
    return { order: order!, payment: payment!, history };
  }

  const stockOf = async (id: number) =>
    (await shop.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const variantStockOf = async (id: number) =>
    (
      await shop.t.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id))
    )[0]!.stock;

  return {
    shop,
    dragonpayOrder,
    requestPayment,
    complete,
    signed,
    postback,
    verify,
    state,
    stockOf,
    variantStockOf,
  };
}
