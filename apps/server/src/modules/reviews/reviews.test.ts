import type { OrderStatus } from '@fengshui/shared/order-status';
import { REVIEW_MESSAGES } from '@fengshui/shared/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPastOrder } from '../../db/factories/orders.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

type Product = Awaited<ReturnType<typeof createProduct>>;
type Headers = Record<string, string>;

const newProduct = (overrides: Partial<Parameters<typeof createProduct>[1]> = {}) =>
  createProduct(t.db, { categoryId, price: 880, ...overrides });

// The statuses an order passes on its way to `status` (createPastOrder replays them).
const PATHS: Record<string, OrderStatus[]> = {
  processing: ['processing'],
  shipped: ['processing', 'for_packing', 'packed', 'for_shipping', 'shipped'],
  delivered: ['processing', 'for_packing', 'packed', 'for_shipping', 'shipped', 'delivered'],
  received: ['processing', 'for_packing', 'packed', 'for_shipping', 'shipped', 'delivered', 'received'],
  completed: ['processing', 'for_packing', 'packed', 'for_shipping', 'shipped', 'delivered', 'completed'],
  cancelled: ['processing', 'cancelled'],
};

/** A signed-in customer with a past order of the products, which now stands at `status`. */
async function customerWithOrder(
  status: keyof typeof PATHS,
  items: Product[],
  name: { firstName?: string; lastName?: string } = {},
) {
  const signedIn = await signInAs(t, name);
  await createPastOrder(t.db, {
    userId: signedIn.user.id,
    recipientName: 'Liza Dela Cruz',
    email: signedIn.user.email,
    items: items.map((product) => ({ product, quantity: 1 })),
    paymentMethod: 'dragonpay',
    placedAt: new Date(Date.now() - 10 * 86_400_000),
    path: PATHS[status]!.map((step, index) => ({ status: step, afterHours: index + 1 })),
  });
  return signedIn;
}

const postReview = (headers: Headers, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload: body });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const productRating = async (id: number) => {
  const [row] = await t.db
    .select({ averageRating: products.averageRating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, id));
  return row;
};

describe('POST /api/reviews', () => {
  it("posts a delivered product's review and keeps the product's rating in step", async () => {
    const product = await newProduct();
    const other = await newProduct();
    const buyer = await customerWithOrder('delivered', [product, other], {
      firstName: 'Jose',
      lastName: 'reyes',
    });
    const response = await postReview(buyer.headers, {
      product_id: product.id,
      rating: 4,
      review_text: '  Maganda! The bracelet arrived in Cebu in three days.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: REVIEW_MESSAGES.posted,
      average_rating: 4,
      review_count: 1,
      review: {
        product_id: product.id,
        rating: 4,
        review_text: 'Maganda! The bracelet arrived in Cebu in three days.',
        user_name: 'Jose R.',
        username: 'Jose R.',
      },
    });
    expect(await productRating(product.id)).toEqual({ averageRating: 4, reviewCount: 1 });
    // Another product, even one of the same order, is not touched.
    expect(await productRating(other.id)).toEqual({ averageRating: 0, reviewCount: 0 });

    const second = await customerWithOrder('completed', [product]);
    await postReview(second.headers, { product_id: product.id, rating: 5, review_text: 'Salamat po!' });
    const third = await customerWithOrder('received', [product]);
    await postReview(third.headers, { product_id: product.id, rating: 5 });
    // (4 + 5 + 5) / 3, rounded to two places as the column keeps it.
    expect(await productRating(product.id)).toEqual({ averageRating: 4.67, reviewCount: 3 });
  });

  it('refuses a second review of the same product with 409 and keeps the first', async () => {
    const product = await newProduct();
    const buyer = await customerWithOrder('completed', [product]);
    expect((await postReview(buyer.headers, { product_id: product.id, rating: 5 })).statusCode).toBe(201);
    const again = await postReview(buyer.headers, { product_id: product.id, rating: 1, review_text: 'Hmm' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already reviewed this product' });
    expect(await productRating(product.id)).toEqual({ averageRating: 5, reviewCount: 1 });
  });

  it.each(['processing', 'shipped', 'cancelled'] as const)(
    'refuses with 403 a customer whose order of the product is only %s',
    async (status) => {
      const product = await newProduct();
      const buyer = await customerWithOrder(status, [product]);
      const response = await postReview(buyer.headers, { product_id: product.id, rating: 5 });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can review a product after it has been delivered to you.');
      expect(await productRating(product.id)).toEqual({ averageRating: 0, reviewCount: 0 });
    },
  );

  it('refuses with 403 a customer who received other products but not this one', async () => {
    const [bought, notBought] = [await newProduct(), await newProduct()];
    const buyer = await customerWithOrder('delivered', [bought]);
    const response = await postReview(buyer.headers, { product_id: notBought.id, rating: 5 });
    expect(response.statusCode).toBe(403);
  });

  it('asks a guest to log in (401)', async () => {
    const product = await newProduct();
    const response = await postReview({}, { product_id: product.id, rating: 5 });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, REVIEW_MESSAGES.ratingRequired],
    ['a rating of 6', { rating: 6 }, REVIEW_MESSAGES.ratingRequired],
    ['a rating of 2.5', { rating: 2.5 }, REVIEW_MESSAGES.ratingRequired],
    ['a missing rating', { rating: undefined }, REVIEW_MESSAGES.ratingRequired],
    ['a rating sent as text', { rating: '5' }, REVIEW_MESSAGES.ratingRequired],
    ['an oversized text', { review_text: 'x'.repeat(2001) }, REVIEW_MESSAGES.textTooLong],
    ['a text with a control character', { review_text: 'ok\u0007' }, REVIEW_MESSAGES.textNotAllowed],
    ['a missing product', { product_id: undefined }, REVIEW_MESSAGES.productRequired],
  ])('refuses %s with 400 in words the form can show', async (_label, overrides, message) => {
    const product = await newProduct();
    const buyer = await customerWithOrder('delivered', [product]);
    const response = await postReview(buyer.headers, { product_id: product.id, rating: 5, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await productRating(product.id)).toEqual({ averageRating: 0, reviewCount: 0 });
  });

  it('leaves a NUL character to the input gate, and stores nothing', async () => {
    const product = await newProduct();
    const buyer = await customerWithOrder('delivered', [product]);
    const response = await postReview(buyer.headers, {
      product_id: product.id,
      rating: 5,
      review_text: 'ok\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    expect(await productRating(product.id)).toEqual({ averageRating: 0, reviewCount: 0 });
  });

  it('takes a text of exactly 2000 characters, with line breaks', async () => {
    const product = await newProduct();
    const buyer = await customerWithOrder('delivered', [product]);
    const text = `Line one\n${'y'.repeat(1991)}`;
    const response = await postReview(buyer.headers, {
      product_id: product.id,
      rating: 3,
      review_text: text,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().review.review_text).toBe(text);
  });

  it('stores a script in the text as plain text, exactly as typed', async () => {
    const product = await newProduct();
    const buyer = await customerWithOrder('delivered', [product]);
    const text = '<script>alert("hi")</script> <b>Great</b> & cheap';
    await postReview(buyer.headers, { product_id: product.id, rating: 5, review_text: text });
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(stored?.text).toBe(text);
    expect((await get(`/api/reviews/product/${product.id}`)).json()[0].review_text).toBe(text);
  });

  it('answers 404 for a product that does not exist', async () => {
    const buyer = await signInAs(t);
    const response = await postReview(buyer.headers, { product_id: 999_999, rating: 5 });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/reviews/product/:productId', () => {
  it('lists the reviews newest first, naming the author by first name and initial only', async () => {
    const product = await newProduct();
    const ana = await customerWithOrder('completed', [product], { firstName: 'Ana', lastName: 'Lim' });
    const carlo = await customerWithOrder('delivered', [product], {
      firstName: 'Carlo',
      lastName: 'Mendoza',
    });
    await postReview(ana.headers, { product_id: product.id, rating: 5, review_text: 'First!' });
    await postReview(carlo.headers, { product_id: product.id, rating: 3, review_text: 'Second' });

    const response = await get(`/api/reviews/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((review: { user_name: string }) => review.user_name)).toEqual(['Carlo M.', 'Ana L.']);
    expect(list[0]).toMatchObject({
      review_id: list[0].id,
      product_id: product.id,
      user_id: carlo.user.id,
      rating: 3,
      review_text: 'Second',
      comment: 'Second',
      text: 'Second',
    });
    expect(Date.parse(list[0].created_at)).not.toBeNaN();
    expect(Date.parse(list[0].updated_at)).not.toBeNaN();
    expect(response.body).not.toContain('@example.ph');
  });

  it('answers an empty list for a product without reviews, and 404 or 400 for bad ids', async () => {
    const product = await newProduct();
    expect((await get(`/api/reviews/product/${product.id}`)).json()).toEqual([]);
    expect((await get('/api/reviews/product/999999')).statusCode).toBe(404);
    expect((await get('/api/reviews/product/abc')).statusCode).toBe(400);
    // Beyond what a database integer holds: refused, not a failed query.
    const huge = await get('/api/reviews/product/2147483648');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('Product id is too large');
  });
});

describe('GET /api/orders/check/:productId', () => {
  it('is true only once an order of the product has been delivered, received or completed', async () => {
    const product = await newProduct();
    for (const status of ['delivered', 'received', 'completed'] as const) {
      const buyer = await customerWithOrder(status, [product]);
      const check = await get(`/api/orders/check/${product.id}`, buyer.headers);
      expect(check.json(), status).toEqual({ hasPurchased: true, hasReviewed: false });
    }
    for (const status of ['processing', 'shipped', 'cancelled'] as const) {
      const buyer = await customerWithOrder(status, [product]);
      const check = await get(`/api/orders/check/${product.id}`, buyer.headers);
      expect(check.json(), status).toEqual({ hasPurchased: false, hasReviewed: false });
    }
    const stranger = await signInAs(t);
    expect((await get(`/api/orders/check/${product.id}`, stranger.headers)).json()).toEqual({
      hasPurchased: false,
      hasReviewed: false,
    });
  });

  it('tells a customer who has reviewed the product so', async () => {
    const product = await newProduct();
    const buyer = await customerWithOrder('completed', [product]);
    await postReview(buyer.headers, { product_id: product.id, rating: 4 });
    expect((await get(`/api/orders/check/${product.id}`, buyer.headers)).json()).toEqual({
      hasPurchased: true,
      hasReviewed: true,
    });
  });

  it('asks a guest to log in (401)', async () => {
    expect((await get('/api/orders/check/1')).statusCode).toBe(401);
  });
});

describe('GET /api/reviews/recent', () => {
  it('gives the newest reviews with words, with their product, 3 unless asked, at most 20', async () => {
    const products = [await newProduct({ name: 'Citrine Tree' }), await newProduct(), await newProduct()];
    const archived = await newProduct({ status: 'archived' });
    const buyer = await customerWithOrder('completed', [...products, archived]);
    for (const [index, product] of products.entries())
      await postReview(buyer.headers, { product_id: product.id, rating: 5, review_text: `Review ${index}` });
    await postReview(buyer.headers, { product_id: archived.id, rating: 5, review_text: 'Gone' });
    const wordless = await customerWithOrder('completed', [products[0]!]);
    await postReview(wordless.headers, { product_id: products[0]!.id, rating: 4 });

    const recent = (await get('/api/reviews/recent')).json();
    expect(recent.map((review: { review_text: string }) => review.review_text)).toEqual([
      'Review 2',
      'Review 1',
      'Review 0',
    ]);
    expect(recent[2]).toMatchObject({ product_id: products[0]!.id, product_name: 'Citrine Tree' });
    expect((await get('/api/reviews/recent?limit=1')).json()).toHaveLength(1);
    expect((await get('/api/reviews/recent?limit=20')).statusCode).toBe(200);
    expect((await get('/api/reviews/recent?limit=21')).statusCode).toBe(400);
    expect((await get('/api/reviews/recent?limit=0')).statusCode).toBe(400);
  });
});
