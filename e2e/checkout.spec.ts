import type { ProductListResponse } from '@fengshui/shared/catalog';
import { formatPeso } from '@fengshui/shared/money';
import { expect, type Page, test } from '@playwright/test';
import { logIn, MAKATI, verifiedCustomer } from './support.ts';

/** A signed-in customer with a default address and one plain product in the cart, at the cart page. */
async function readyToCheckOut(page: Page, project: string) {
  const shopper = await verifiedCustomer('checkout', project);
  await logIn(page, shopper.email, shopper.password);
  const origin = { origin: new URL(page.url()).origin };
  const saved = await page.request.post('/api/users/shipping-address', { data: MAKATI, headers: origin });
  expect(saved.status()).toBe(201);
  const { products } = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ProductListResponse;
  // The oldest that fits (the list is newest first): other journeys add and archive products meanwhile.
  const product = products.findLast((candidate) => !candidate.has_variants && candidate.stock >= 5)!;
  const added = await page.request.post('/api/cart', {
    data: { product_id: product.product_id, variant_id: null, quantity: 1 },
    headers: origin,
  });
  expect(added.status()).toBe(201);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('This address is serviceable for delivery')).toBeVisible();
  await page.getByLabel('Contact Number').fill('09171234567');
  return product;
}

test('a customer places a cash-on-delivery order from the cart', async ({ page }, testInfo) => {
  await readyToCheckOut(page, testInfo.project.name);
  await page.getByLabel(/Cash on delivery/i).check();
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Place COD Order' }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByText(/Thank you! Order FS-\d{6}-\d{5} is confirmed\./)).toBeVisible();
  const orders = await page.request.get('/api/cart');
  expect(((await orders.json()) as { items: unknown[] }).items).toEqual([]);
});

test('a customer pays online through the sandbox gateway and sees the success page', async ({
  page,
}, testInfo) => {
  await readyToCheckOut(page, testInfo.project.name);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/transaction-complete\?/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const code = (await page.getByText(/^FS-\d{6}-\d{5}$/).textContent())!;
  await page.getByRole('link', { name: 'View My Orders' }).click();
  // /purchases leads to the history, where the paid order is listed as processing.
  await expect(page).toHaveURL(/\/account\/purchases/);
  const card = page.getByRole('listitem').filter({ hasText: code });
  await expect(card).toBeVisible();
  await expect(card.getByText('Processing', { exact: true })).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
});

for (const [choice, heading, status] of [
  ['Fail', 'Payment Failed', 'Cancelled'],
  ['Leave pending', 'Payment Pending', 'Pending Payment'],
] as const) {
  test(`a customer whose online payment ends "${choice}" sees "${heading}" and the order ${status}`, async ({
    page,
  }, testInfo) => {
    await readyToCheckOut(page, testInfo.project.name);
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: choice }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveCount(0);
    const code = (await page.getByText(/^FS-\d{6}-\d{5}$/).textContent())!;
    await page.goto('/account/purchases');
    const card = page.getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText(status, { exact: true })).toBeVisible();
  });
}

test('a promotion code takes its discount off the total at checkout', async ({ page }, testInfo) => {
  const product = await readyToCheckOut(page, testInfo.project.name);
  const total = page.getByTestId('checkout-total');
  const before = await total.textContent();
  await page.getByLabel('Promotion code', { exact: true }).fill(' prosper10 ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(total).not.toHaveText(before ?? '');
  // PROSPER10 (seeded): 10% of the item's price.
  const unit = product.discounted_price ?? (product.price as number);
  await expect(page.getByText(`-${formatPeso(Math.round(unit * 10) / 100)}`)).toBeVisible();
});
