import { expect, test } from '@playwright/test';
import { logInAsAdmin, MAKATI, signedInApi, verifiedCustomer } from './support.ts';

/** A fresh customer places two cash-on-delivery orders (booked with the courier when placed). */
async function twoOrders(project: string): Promise<{ email: string; codes: string[] }> {
  const shopper = await verifiedCustomer('desk', project);
  const { api, headers } = await signedInApi({ emailOrUsername: shopper.email, password: shopper.password });
  expect((await api.post('/api/users/shipping-address', { data: MAKATI, headers })).status()).toBe(201);
  const { products } = (await (await api.get('/api/products?limit=100')).json()) as {
    products: { product_id: number; price: number; stock: number; has_variants: boolean }[];
  };
  const product = products.findLast((candidate) => !candidate.has_variants && candidate.stock >= 5)!;
  const codes: string[] = [];
  for (let count = 0; count < 2; count += 1) {
    const placed = await api.post('/api/transactions/orders', {
      headers,
      data: {
        items: [{ product_id: product.product_id, variant_id: null, quantity: 1, price: product.price }],
        shipping_details: { name: 'Test Shopper', phone: '09171234567' },
        payment_method: 'cod',
      },
    });
    expect(placed.status()).toBe(201);
    codes.push(((await placed.json()) as { order: { order_code: string } }).order.order_code);
  }
  await api.dispose();
  return { email: shopper.email, codes };
}

test('the owner, greeted by name, packs two orders at once, prints their waybills and hands one to the courier in one action', async ({
  page,
  isMobile,
}, testInfo) => {
  const { email, codes } = await twoOrders(testInfo.project.name);
  await logInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Mei Lin');

  // The To pack view holds the new orders; the owner finds this customer's and chooses both.
  await page.goto('/admin/orders');
  await page
    .getByRole('group', { name: 'Saved views' })
    .getByRole('button', { name: /^To pack/ })
    .click();
  await expect(page).toHaveURL(/view=to-pack/);
  await page.getByPlaceholder('Order code, customer or tracking number').fill(email);
  const rows = page.getByTestId(isMobile ? 'order-card' : 'order-row');
  await expect(rows).toHaveCount(2);
  for (const code of codes) await page.getByRole('checkbox', { name: `Choose ${code}` }).check();
  const bar = page.getByRole('region', { name: 'Chosen orders' });
  await expect(bar.getByText('2 orders chosen')).toBeVisible();

  // Their waybills print as one PDF.
  const href = await bar.getByRole('link', { name: 'Print waybills' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await bar.getByRole('button', { name: 'Mark as packed', exact: true }).click();
  await expect(page.getByText('Mark as packed: 2 orders done.')).toBeVisible();
  // Packed, they leave the To pack view.
  await expect(rows).toHaveCount(0);

  // The first is packed already: one action hands it to the courier, every stage in the history.
  await page.goto(`/admin/orders?q=${encodeURIComponent(codes[0]!)}`);
  await page.getByRole('link', { name: codes[0]! }).first().click();
  await expect(page.getByRole('heading', { name: codes[0]! })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as packed and hand to courier' }).click();
  await page
    .getByRole('dialog', { name: 'Packed and handed to the courier?' })
    .getByRole('button', {
      name: 'Mark as shipped',
    })
    .click();
  await expect(page.getByText(/is packed and handed to the courier \(Shipped\)/)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(5);
  await expect(history.first()).toContainText('Test Shopper (customer)');
  for (const index of [1, 2, 3, 4]) await expect(history.nth(index)).toContainText('Admin');
  await expect(page.getByRole('button', { name: 'Mark as packed and hand to courier' })).toHaveCount(0);
});
