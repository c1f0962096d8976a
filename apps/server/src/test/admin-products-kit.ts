import type { ProductWriteResponse } from '@fengshui/shared/admin-product-reads';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCategory } from '../db/factories/catalog.ts';
import { createPastOrder } from '../db/factories/orders.ts';
import { multipartBody } from './admin-test-forms.ts';
import { signInAs } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

interface Shop {
  t: TestApp;
  admin: Record<string, string>;
  customer: Awaited<ReturnType<typeof signInAs>>;
  amulets: { id: number };
  bracelets: { id: number };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type FormFields = Parameters<typeof multipartBody>[0];
type FormFiles = Parameters<typeof multipartBody>[1];

/**
 * The admin product tests' shop: an app on a fresh database with an admin, a customer and two
 * categories (one with a product code, one without), and the calls the tests make. `kit` is filled
 * in before the first test of the file.
 */
export function adminProductsKit() {
  const kit = {} as Shop;
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.admin = (await signInAs(kit.t, { userType: 'admin' })).headers;
    kit.customer = await signInAs(kit.t);
    kit.amulets = await createCategory(kit.t.db, { slug: 'amulets', name: 'Amulets', code: 'AMU' });
    kit.bracelets = await createCategory(kit.t.db, {
      slug: 'feng-shui-bracelets',
      name: 'Feng Shui Bracelets',
      code: null,
    });
  });
  afterAll(() => kit.t.close());

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    kit.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function sendForm(
    method: 'POST' | 'PUT',
    url: string,
    fields: FormFields,
    files: FormFiles = [],
    headers?: Record<string, string>,
  ) {
    const body = await multipartBody(fields, files);
    return kit.t.app.inject({
      method,
      url,
      headers: { ...(headers ?? kit.admin), ...body.headers },
      payload: body.payload,
    });
  }

  const simpleProduct = (overrides: Record<string, string | number | boolean | object | null> = {}) => ({
    name: 'Dragon Tortoise Amulet',
    description: 'Brings long life.\n\nPlace it facing the door.',
    category_id: kit.amulets.id,
    price: '1250.50',
    stock: '8',
    ...overrides,
  });

  async function created(fields: FormFields = simpleProduct(), files: FormFiles = []) {
    const response = await sendForm('POST', '/api/products', fields, files);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as ProductWriteResponse).product;
  }

  const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;

  /** A cash-on-delivery order of the customer's holding `quantity` of `product` at `priceCentavos`. */
  const orderOf = (product: ProductWriteResponse['product'], priceCentavos: number, quantity = 1) =>
    createPastOrder(kit.t.db, {
      userId: kit.customer.user.id,
      recipientName: 'Maria Santos',
      email: 'maria@example.ph',
      paymentMethod: 'cod',
      path: [],
      placedAt: new Date(),
      items: [
        {
          product: {
            id: product.product_id,
            name: product.name,
            productCode: product.product_code,
            priceCentavos,
          },
          quantity,
        },
      ],
    });

  return { kit, call, sendForm, simpleProduct, created, messageOf, orderOf };
}
