import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logInAsAdmin, MAKATI, signedInApi, verifiedCustomer } from './support.ts';

/** A small real picture of one colour (the server decodes every upload). */
const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/** A customer orders the product once (cash on delivery), so deleting it must archive it. */
async function orderOnce(productId: number, variantId: number, price: number, project: string) {
  const shopper = await verifiedCustomer('archive', project);
  const { api, headers } = await signedInApi({ emailOrUsername: shopper.email, password: shopper.password });
  expect((await api.post('/api/users/shipping-address', { data: MAKATI, headers })).status()).toBe(201);
  const placed = await api.post('/api/transactions/orders', {
    headers,
    data: {
      items: [{ product_id: productId, variant_id: variantId, quantity: 1, price }],
      shipping_details: { name: 'Test Shopper', phone: '09171234567' },
      payment_method: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  await api.dispose();
}

test('the admin adds a product with two attributes, three variants and two pictures, edits its price and archives it', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Citrine Wealth Bowl ${testInfo.project.name} ${Date.now()}`;
  await logInAsAdmin(page);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add New Product' }).click();

  const form = page.getByRole('dialog');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Description').fill('A citrine bowl for the wealth corner of the living room.');
  await form.getByLabel('This product has variants').check();
  await form.getByLabel('Attribute 1 name').fill('Size');
  await form.getByRole('button', { name: 'Add attribute' }).click();
  await form.getByLabel('Attribute 2 name').fill('Color');
  const variants = [
    ['Small', 'Gold', '500', '4'],
    ['Medium', 'Gold', '600', '3'],
    ['Large', 'Amber', '700', '2'],
  ];
  for (const [index, [size, color, price, stock]] of variants.entries()) {
    await form.getByRole('button', { name: 'Add Variant' }).click();
    const row = form.getByRole('group', { name: `Variant ${index + 1}` });
    await row.getByLabel('Size').fill(size!);
    await row.getByLabel('Color').fill(color!);
    await row.getByLabel('Price (₱)').fill(price!);
    await row.getByLabel('Stock').fill(stock!);
  }
  // A text file named like a picture is refused when chosen, at the pictures, and nowhere else.
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notimage.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(form.getByRole('alert')).toHaveText(
    '“notimage.png” is not a picture: it could not be opened. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
  );
  await form
    .locator('input[type="file"]')
    .setInputFiles([await picture('front.png', '#c9a227'), await picture('side.png', '#8b1a1a')]);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Make picture 2 the main picture' }).click();
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();

  // The shop shows it from the first variant's price (nothing is chosen for the shopper, so the range
  // shows), with the picture made main first.
  const found = await page.request.get(`/api/admin/products?search=${encodeURIComponent(name)}`);
  const row = ((await found.json()) as { products: { product_id: number }[] }).products[0]!;
  // A shopper's view, in a browser of its own (the admin may still open archived products).
  const shopper = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await shopper.newPage();
  await shop.goto(`/product/${row.product_id}`);
  await expect(shop.getByRole('heading', { name })).toBeVisible();
  await expect(shop.getByTestId('price').first()).toContainText('₱500.00');
  await expect(shop.locator('img[src*="/media/"]').first()).toBeVisible();

  // The owner lowers the small bowl's price; the shop follows at once.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await form.getByRole('group', { name: 'Variant 1' }).getByLabel('Price (₱)').fill('450');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await shop.reload();
  await expect(shop.getByTestId('price').first()).toContainText('₱450.00');

  // Once ordered, deleting it archives it: gone from the shop, its order intact.
  const detail = (await (await page.request.get(`/api/products/${row.product_id}`)).json()) as {
    variants: { variant_id: number; price: number }[];
  };
  const small = detail.variants.find((variant) => variant.price === 450)!;
  await orderOnce(row.product_id, small.variant_id, 450, testInfo.project.name);
  await page.reload();
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await page.getByRole('button', { name: 'Archive product' }).click();
  await expect(page.getByText(/it was archived instead of deleted/)).toBeVisible();
  await shop.reload();
  await expect(shop.getByRole('heading', { name })).toHaveCount(0);
  await shopper.close();
});
