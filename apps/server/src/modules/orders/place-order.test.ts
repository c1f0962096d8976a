import { ADDRESS_FIELD_MAX } from '@fengshui/shared/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories/catalog.ts';
import { cities, orders, productVariants } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, orderShop, postOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';

const shop = orderShop();

type Headers = Record<string, string>;

const customer = () => customerWithAddress(shop.t, shop.place);
const order = (headers: Headers, body: Record<string, unknown>) => postOrder(shop.t, headers, body);

describe('placing an order', () => {
  it("charges today's prices and its own totals, reserves the stock and empties those cart lines", async () => {
    const { headers } = await customer();
    const product = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      name: 'Brass Money Frog',
      price: 1200,
      stock: 10,
      weightGrams: 800,
    });
    await shop.t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: { product_id: product.id, quantity: 2 },
    });
    const response = await order(
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 2, price: 1200 }]),
    );
    expect(response.statusCode).toBe(201);
    const placed = response.json().order;
    expect(placed).toMatchObject({
      order_status: 'processing',
      payment_status: 'cod_pending',
      payment_method: 'cod',
      subtotal: 2400,
      // The test place is in no known zone: the spec's 250-peso standard rate.
      shipping_fee: 250,
      total_amount: 2650,
      item_count: 2,
    });
    expect(placed.order_code).toMatch(/^FS-\d{6}-\d{5}$/);
    expect(await shop.stockOf(product.id)).toBe(8);
    const cart = await shop.t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().items).toEqual([]);
  });

  it('waits for payment when paying online through Dragonpay', async () => {
    const { headers } = await customer();
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 300, stock: 3 });
    const response = await order(
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 300 }], {
        payment_method: 'dragonpay',
      }),
    );
    expect(response.json().order).toMatchObject({
      order_status: 'pending_payment',
      payment_status: 'pending',
    });
  });

  it('reports a changed price instead of charging it, and writes nothing', async () => {
    const { headers } = await customer();
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 450, stock: 5 });
    const response = await order(
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 400 }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      details: [{ product_id: product.id, price_seen: 400, price_now: 450 }],
    });
    expect(await shop.stockOf(product.id)).toBe(5);
  });

  it('refuses an order that would oversell, whole: no item of it is reserved', async () => {
    const { headers } = await customer();
    const plenty = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 100, stock: 50 });
    const scarce = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      name: 'Last Jade Pi Xiu',
      price: 900,
      stock: 1,
    });
    const response = await order(
      headers,
      orderBody([
        { product_id: plenty.id, variant_id: null, quantity: 3, price: 100 },
        { product_id: scarce.id, variant_id: null, quantity: 2, price: 900 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Insufficient stock for Last Jade Pi Xiu');
    expect(await shop.stockOf(plenty.id)).toBe(50);
    expect(await shop.stockOf(scarce.id)).toBe(1);
  });

  it('takes a variant from its own stock and keeps the product total in step', async () => {
    const { headers } = await customer();
    const product = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 2 },
        { attributes: { size: 'L' }, price: 600, stock: 4 },
      ],
    });
    const [large] = await shop.t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, `${product.productCode}-2`));
    const response = await order(
      headers,
      orderBody([{ product_id: product.id, variant_id: large!.id, quantity: 3, price: 600 }]),
    );
    expect(response.statusCode).toBe(201);
    const [variant] = await shop.t.db.select().from(productVariants).where(eq(productVariants.id, large!.id));
    expect(variant?.stock).toBe(1);
    expect(await shop.stockOf(product.id)).toBe(3);
  });

  it("shows each line of an order with its own product's or variant's picture", async () => {
    const { headers } = await customer();
    // Pictures of other products first, so no picture's own id equals an ordered product's id.
    await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      imageKeys: ['products/other-a.webp', 'products/other-b.webp'],
    });
    const bracelet = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      name: 'Amethyst Bracelet',
      imageKeys: ['products/amethyst.webp'],
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 5 },
        { attributes: { size: 'L' }, price: 600, stock: 5, imageKey: 'products/amethyst-large.webp' },
      ],
    });
    const card = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      name: 'Talisman Card',
      price: 150,
      imageKeys: ['products/talisman.webp'],
    });
    const variantsOf = await shop.t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, bracelet.id))
      .orderBy(productVariants.position);
    const response = await order(
      headers,
      orderBody([
        { product_id: bracelet.id, variant_id: variantsOf[0]!.id, quantity: 1, price: 500 },
        { product_id: bracelet.id, variant_id: variantsOf[1]!.id, quantity: 1, price: 600 },
        { product_id: card.id, variant_id: null, quantity: 1, price: 150 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const read = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders/${response.json().order.order_id}`,
      headers,
    });
    const pictures = read
      .json()
      .order.items.map((item: { product_name: string; image_url: string | null }) => [
        item.product_name,
        item.image_url?.replace(/^.*\/media\//, ''),
      ]);
    expect(pictures).toEqual([
      ['Amethyst Bracelet', expect.stringContaining('amethyst')],
      ['Amethyst Bracelet', expect.stringContaining('amethyst-large')],
      ['Talisman Card', expect.stringContaining('talisman')],
    ]);
    expect(pictures[0]![1]).not.toContain('large');
  });

  it('sells the last 5 units to exactly 5 of 30 customers ordering at once', async () => {
    const product = await createProduct(shop.t.db, {
      categoryId: shop.categoryId,
      name: 'Golden Wealth Ship',
      price: 2500,
      stock: 5,
    });
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => customer()));
    const results = await Promise.all(
      shoppers.map(({ headers }) =>
        order(headers, orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 2500 }])),
      ),
    );
    expect(results.filter((result) => result.statusCode === 201)).toHaveLength(5);
    expect(results.filter((result) => result.statusCode === 409)).toHaveLength(25);
    expect(await shop.stockOf(product.id)).toBe(0);
    const codes = results
      .filter((result) => result.statusCode === 201)
      .map((result) => result.json().order.order_code);
    expect(new Set(codes).size).toBe(5);
  }, 60_000);

  it('refuses an address the courier does not serve', async () => {
    const { headers } = await customer();
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 100, stock: 5 });
    await shop.t.db.update(cities).set({ serviceable: false }).where(eq(cities.code, shop.place.city.code));
    try {
      const response = await order(
        headers,
        orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 100 }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Cannot proceed with checkout. The delivery address is not serviceable by our shipping partner.',
      );
    } finally {
      await shop.t.db.update(cities).set({ serviceable: true }).where(eq(cities.code, shop.place.city.code));
    }
  });

  it('needs a saved address', async () => {
    const { headers } = await signInAs(shop.t);
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 100, stock: 5 });
    const response = await order(
      headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 100 }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Shipping address and phone number are required');
  });

  it('takes a saved address whose house number, building and street are each as long as allowed', async () => {
    const { headers } = await signInAs(shop.t);
    const saved = await shop.t.app.inject({
      method: 'POST',
      url: '/api/users/shipping-address',
      headers,
      payload: {
        region_id: shop.place.region.code,
        province_id: shop.place.province.code,
        city_id: shop.place.city.code,
        barangay_id: shop.place.barangays[0]!.code,
        house_number: '8'.repeat(ADDRESS_FIELD_MAX.houseNumber),
        building: 'B'.repeat(ADDRESS_FIELD_MAX.building),
        street_name: 'S'.repeat(ADDRESS_FIELD_MAX.streetName),
        postcode: '6000',
      },
    });
    expect(saved.statusCode).toBe(201);
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 100, stock: 5 });
    // The checkout sends the line the saved address reads as, as CheckoutPage does.
    const body = orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 100 }]);
    const response = await order(headers, {
      ...body,
      shipping_details: { ...body.shipping_details, address: saved.json().address.address1 },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['no items', { items: [] }, 'No items selected for order'],
    [
      'a zero quantity',
      { items: [{ product_id: 1, variant_id: null, quantity: 0, price: 1 }] },
      'Quantity must be at least 1',
    ],
    [
      '1,000 of an item',
      { items: [{ product_id: 1, variant_id: null, quantity: 1000, price: 1 }] },
      'Quantity must be at most 999',
    ],
    [
      'a text quantity',
      { items: [{ product_id: 1, variant_id: null, quantity: 'abc', price: 1 }] },
      'Quantity must be a number',
    ],
    [
      'no recipient',
      { shipping_details: { name: '', phone: '09171234567' } },
      'Recipient name is required for checkout',
    ],
    ['no mobile number', { shipping_details: { name: 'Liza' } }, 'Mobile number is required for checkout'],
    [
      'a wrong phone',
      { shipping_details: { name: 'Liza', phone: '12345' } },
      'Please provide a valid phone number',
    ],
    [
      'no shipping details',
      { shipping_details: undefined },
      'Shipping address and phone number are required',
    ],
    ['an unknown payment method', { payment_method: 'gcash' }, 'Payment method must be dragonpay or cod'],
    ['a promotion code (not yet available)', { voucher_code: 'LUCKY8' }, 'Invalid promotion code'],
  ])('answers %s with 400 and a clear message', async (_label, change, message) => {
    const { headers } = await customer();
    const product = await createProduct(shop.t.db, { categoryId: shop.categoryId, price: 100, stock: 5 });
    const response = await order(headers, {
      ...orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 100 }]),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('is for signed-in customers, and an unknown product is 404', async () => {
    expect(
      (await order({}, orderBody([{ product_id: 1, variant_id: null, quantity: 1, price: 1 }]))).statusCode,
    ).toBe(401);
    const { user, headers } = await customer();
    const response = await order(
      headers,
      orderBody([{ product_id: 987654, variant_id: null, quantity: 1, price: 1 }]),
    );
    expect(response.statusCode).toBe(404);
    expect(await shop.t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });
});
