import type { Product, ProductListResponse } from '@fengshui/shared/catalog';
import { formatPeso } from '@fengshui/shared/money';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, logInAsAdmin, signedInApi } from './support.ts';

// The shopping details a phone shopper meets (docs/catalogue.md and docs/cart.md): no size chosen for
// them, quantities that say why they changed, sold-out buttons that say so, the sticky buy bar, the
// shop's sort and filters in the address, and search across spellings.

async function catalogue(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products?limit=100');
  return ((await response.json()) as ProductListResponse).products;
}

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'The phone journey; the desktop layout is covered by the catalogue journey');
});

test('on a phone a shopper chooses the size, sees why quantities change and buys from the sticky bar', async ({
  page,
}) => {
  const products = await catalogue(page);
  // The oldest that fits (the list is newest first): other journeys add and archive products meanwhile.
  const bracelet = products.findLast(
    (product) =>
      product.has_variants &&
      product.variants.length >= 2 &&
      product.variants.every((variant) => variant.stock > 0 && variant.stock < 99),
  )!;
  const chosen = bracelet.variants[0]!;

  await page.goto(`/product/${bracelet.product_id}`);
  const bar = page.getByTestId('buy-bar');
  await expect(bar).toBeVisible();
  // Nothing is chosen: the bar's Add to Cart asks for the options, and nothing goes in the cart.
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(bar.getByTestId('buy-bar-note')).toHaveText('Please select all options');
  // The toast that says it too lands below the navbar, never on its cart and menu buttons.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please select all options' });
  await expect(toast).toBeVisible();
  const navbar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual(navbar.y + navbar.height);

  for (const [name, value] of Object.entries(chosen.attributes)) {
    const option = page.getByTestId(`option-${name}-${value}`);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  await expect(bar.getByTestId('buy-bar-price')).toContainText(
    formatPeso(chosen.discounted_price ?? chosen.price),
  );

  // A quantity above the stock is lowered, and the page says why.
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('999');
  await expect(quantity).toHaveValue(String(chosen.stock));
  await expect(page.getByTestId('quantity-note')).toHaveText(`Only ${chosen.stock} left in stock`);
  await quantity.fill('1');

  // The bar hides nothing: scrolled to the end, the page's last content (the footer) ends above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barTop = (await bar.boundingBox())!.y;
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);

  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart' })).toContainText('(1)');

  // In the cart a 0 asks before it removes the line.
  await page.goto('/cart');
  const field = page.getByRole('textbox', { name: `Quantity of ${bracelet.name}` });
  await field.fill('0');
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(field).toHaveValue('1');
  await field.fill('0');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart is Empty' })).toBeVisible();
});

test('a sold-out product shows disabled buttons with the reason', async ({ page }) => {
  const soldOut = (await catalogue(page)).findLast((product) => product.stock <= 0)!;
  await page.goto(`/product/${soldOut.product_id}`);
  await expect(page.getByTestId('buy-bar').getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(page.getByTestId('buy-bar-note')).toHaveText('Sold out');
});

test('on a phone the shop sorts and filters from the address, and search finds "pixiu"', async ({ page }) => {
  await page.goto('/shop');
  // The banner's arrows and dots are thumb-sized (44 px) and sit below the slide's words, never on them.
  const banner = page.getByRole('region', { name: 'Shop highlights' });
  const words = (await banner.getByRole('link', { name: 'Shop essentials' }).boundingBox())!;
  const controls = [
    banner.getByRole('button', { name: 'Previous slide' }),
    banner.getByRole('button', { name: 'Next slide' }),
    ...[1, 2, 3].map((n) => banner.getByRole('button', { name: `Go to slide ${n}` })),
  ];
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeGreaterThanOrEqual(words.y + words.height);
  }
  // The short lists scroll sideways on a phone rather than stacking twelve cards.
  const row = page.getByTestId('product-row').first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  const prices = page.locator('#products article [data-testid="price"]');
  // The first price of each card (a range starts with its lowest), cheapest first once the list is in.
  const shown = async () =>
    (await prices.allTextContents())
      .slice(0, 6)
      .map((text) => Number((/[\d,]+\.\d{2}/.exec(text)?.[0] ?? '0').replace(/,/g, '')));
  const cheapestFirst = async () => {
    const list = await shown();
    return list.length > 1 && list.every((price, index) => index === 0 || list[index - 1]! <= price);
  };
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(cheapestFirst).toBe(true);
  // The box shows the address: it is ticked once the address says so, and the sort stays.
  await page.getByLabel('In stock only').click();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect.poll(cheapestFirst).toBe(true);

  // The address alone gives the same list (server-rendered, then hydrated).
  await page.goto('/category/feng-shui-bracelets?sort=price_desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');

  await page.goto('/shop?search=pixiu');
  await expect(page.locator('#products article').first()).toContainText(/pi xiu|pixiu|pi yao/i);
});

test('on a phone a sort changed and In stock ticked right after it both stay in the address and the list', async ({
  page,
}) => {
  await page.goto('/shop');
  const cards = page.locator('#products article');
  await expect(cards.first()).toBeVisible();
  const prices = page.locator('#products article [data-testid="price"]');
  const cheapestFirst = async () => {
    const list = (await prices.allTextContents())
      .slice(0, 6)
      .map((text) => Number((/[\d,]+\.\d{2}/.exec(text)?.[0] ?? '0').replace(/,/g, '')));
    return list.length > 1 && list.every((price, index) => index === 0 || list[index - 1]! <= price);
  };

  // No wait between the two: the second change is made while the first one's list still loads.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.getByLabel('In stock only').click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await expect.poll(cheapestFirst).toBe(true);
  await expect(cards.filter({ hasText: 'Sold out' })).toHaveCount(0);

  // Both in one go, as fast as a script can: the first is not lost either.
  await page.goto('/shop');
  await expect(cards.first()).toBeVisible();
  // The controls wait, disabled, until the page's code runs; a script's change before then is lost.
  await expect(page.getByLabel('In stock only')).toBeEnabled();
  await page.evaluate(() => {
    const sort = document.querySelector<HTMLSelectElement>('form[aria-label="Sort and filter"] select')!;
    sort.value = 'price_desc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    document
      .querySelector<HTMLInputElement>('form[aria-label="Sort and filter"] input[type="checkbox"]')!
      .click();
  });
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  await expect(page.getByLabel('In stock only')).toBeChecked();
});

test('a 200-letter name without a space wraps on the product page, its card and the admin card at 390 px', async ({
  page,
}) => {
  const { api: admin, headers } = await signedInApi(ADMIN);
  const categories = (await (await admin.get('/api/categories')).json()) as { id: number }[];
  const name = `Longname${'x'.repeat(180)}${Date.now()}`.slice(0, 200);
  const created = await admin.post('/api/products', {
    headers,
    multipart: {
      name,
      category_id: String(categories[0]!.id),
      price: '499',
      stock: '5',
      description: '<p>Long.</p>',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { product_id: number } };

  const fitsTheWindow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Longname');
  expect(await fitsTheWindow()).toBe(true);

  await page.goto(`/shop?search=${name}`);
  await expect(page.locator('#products article').first()).toContainText('Longname');
  expect(await fitsTheWindow()).toBe(true);

  await logInAsAdmin(page);
  await page.goto(`/admin/products?search=${name}`);
  const card = page.locator('li').filter({ hasText: 'Longname' }).first();
  await expect(card).toBeVisible();
  const pill = (await card.getByText('Active', { exact: true }).boundingBox())!;
  const box = (await card.boundingBox())!;
  expect(pill.x + pill.width).toBeLessThanOrEqual(box.x + box.width);
  await admin.dispose();
});
