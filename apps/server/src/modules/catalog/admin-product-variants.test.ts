import type { ProductWriteResponse } from '@fengshui/shared/admin-product-reads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, productVariants } from '../../db/schema/index.ts';
import { adminProductsKit } from '../../test/admin-products-kit.ts';

const { kit, call, created, messageOf, orderOf } = adminProductsKit();

describe("PUT /api/products/:id: a product's variants", () => {
  it('edits, adds and removes variants and keeps the totals in step', async () => {
    const product = await created({
      name: 'Citrine Bracelet',
      category_id: kit.bracelets.id,
      has_variants: 'true',
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 1 },
        { attributes: { size: 'M' }, price: 600, stock: 2 },
      ],
    });
    const [small] = product.variants;
    const response = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      variants: [
        { variant_id: small!.variant_id, attributes: { size: 'S' }, price: 450, stock: 5 },
        { attributes: { size: 'L' }, price: 700, stock: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as ProductWriteResponse).product;
    expect(edited.variants.map((variant) => [variant.attributes.size, variant.price, variant.stock])).toEqual(
      [
        ['S', 450, 5],
        ['L', 700, 3],
      ],
    );
    expect(edited).toMatchObject({ price: 450, stock: 8, has_variants: true });
    expect(edited.variants[0]!.variant_id).toBe(small!.variant_id);
  });

  it("lets two variants trade SKUs, and refuses one SKU for two variants as that, not as another product's", async () => {
    const product = await created({
      name: 'Amethyst Bracelet',
      category_id: kit.bracelets.id,
      has_variants: 'true',
      variants: [
        { attributes: { size: 'M' }, price: 500, stock: 1 },
        { attributes: { size: 'L' }, price: 600, stock: 2 },
      ],
    });
    const [medium, large] = product.variants;
    const swapped = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      variants: [
        { variant_id: medium!.variant_id, sku: large!.sku, attributes: { size: 'M' }, price: 500, stock: 1 },
        { variant_id: large!.variant_id, sku: medium!.sku, attributes: { size: 'L' }, price: 600, stock: 2 },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json() as ProductWriteResponse).product.variants.map((variant) => variant.sku)).toEqual([
      large!.sku,
      medium!.sku,
    ]);
    const twice = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      variants: [
        { variant_id: medium!.variant_id, sku: 'AMB-ONE', attributes: { size: 'M' }, price: 500 },
        { attributes: { size: 'XL' }, sku: 'amb-one', price: 700 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice)).toContain('Two variants have the same SKU (AMB-ONE)');
  });

  it('refuses a product price on a variant product', async () => {
    const product = await created({
      name: 'Jade Bracelet',
      category_id: kit.bracelets.id,
      variants: [{ attributes: { size: 'S' }, price: 500 }],
    });
    const response = await call('PUT', `/api/products/${product.product_id}`, kit.admin, { price: 10 });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('takes its price and stock from its variants');
  });

  it('refuses to remove a variant that appears in an order, and says what to do instead', async () => {
    const product = await created({
      name: 'Rose Quartz Bracelet',
      category_id: kit.bracelets.id,
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 1 },
        { attributes: { size: 'M' }, price: 600, stock: 1 },
      ],
    });
    const ordered = product.variants[1]!;
    const order = await orderOf(product, 60_000);
    await kit.t.db
      .update(orderItems)
      .set({ variantId: ordered.variant_id })
      .where(eq(orderItems.orderId, order.id));
    const response = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      variants: [{ variant_id: product.variants[0]!.variant_id, attributes: { size: 'S' }, price: 500 }],
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'The variant size: M appears in orders and cannot be removed. Set its stock to 0 instead.',
    );
  });

  it("keeps what orders left of a variant's stock when a save leaves the stock out", async () => {
    const product = await created({
      name: 'Tiger Eye Bracelet',
      category_id: kit.bracelets.id,
      has_variants: 'true',
      variants: [
        { attributes: { size: 'S' }, price: 500, stock: 5 },
        { attributes: { size: 'M' }, price: 600, stock: 5 },
      ],
    });
    const [small, medium] = product.variants;
    // While the owner's form is open, orders take two of the small size.
    await kit.t.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, small!.variant_id));
    const response = await call('PUT', `/api/products/${product.product_id}`, kit.admin, {
      variants: [
        { variant_id: small!.variant_id, attributes: { size: 'S' }, price: 550 },
        { variant_id: medium!.variant_id, attributes: { size: 'M' }, price: 600, stock: 9 },
        { attributes: { size: 'L' }, price: 700 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = (response.json() as ProductWriteResponse).product;
    expect(edited.variants.map((variant) => [variant.attributes.size, variant.price, variant.stock])).toEqual(
      [
        ['S', 550, 3],
        ['M', 600, 9],
        ['L', 700, 0],
      ],
    );
    expect(edited.stock).toBe(12);
  });
});
