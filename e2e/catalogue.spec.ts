import type { Product, ProductListResponse } from '@fengshui/shared/catalog';
import { formatPeso } from '@fengshui/shared/money';
import { expect, type Page, test } from '@playwright/test';

/** A bracelet whose variants differ in price and stock, so every part of the page must follow the choice. */
async function findVariantBracelet(
  page: Page,
): Promise<{ product: Product; from: Product['variants'][number]; to: Product['variants'][number] }> {
  const response = await page.request.get('/api/products?category=feng-shui-bracelets&limit=100');
  const { products } = (await response.json()) as ProductListResponse;
  for (const product of products) {
    const [first, ...rest] = product.variants;
    const other = rest.find(
      (variant) => variant.stock > 0 && variant.price !== first?.price && variant.stock !== first?.stock,
    );
    if (first && other) return { product, from: first, to: other };
  }
  throw new Error('The demo catalogue has no bracelet with differing variants');
}

test('a shopper browses the shop, a category and a product, and the page follows the chosen variant', async ({
  page,
  isMobile,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Flash Deals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  // Demo products with their pictures, not placeholders.
  const firstCard = page.locator('#flash-deals article').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.locator('img')).toHaveAttribute('src', /\/media\/products\/.+\.webp$/);
  await expect
    .poll(() =>
      firstCard.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

  // A category, from the sidebar on a desktop or the shop menu on a phone.
  if (isMobile) {
    await page.getByRole('button', { name: 'Categories' }).click();
    await page
      .getByRole('dialog', { name: 'Shop menu' })
      .getByRole('link', { name: /^Feng Shui Bracelets/ })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Shop' })
      .getByRole('link', { name: /^Feng Shui Bracelets/ })
      .click();
  }
  await expect(page).toHaveURL(/\/category\/feng-shui-bracelets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feng Shui Bracelets' })).toBeVisible();
  await expect(page.getByTestId('category-count')).toHaveText(/^\d+ products$/);

  const { product, from, to } = await findVariantBracelet(page);
  const card = page.getByRole('link', { name: product.name, exact: true });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.product_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Nothing is chosen for the shopper (an option with one value excepted); choosing a variant's
  // options shows its price.
  const shownPrice = (variant: typeof from) => formatPeso(variant.discounted_price ?? variant.price);
  for (const [name, value] of Object.entries(from.attributes)) {
    const option = page.getByTestId(`option-${name}-${value}`);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  await expect(page.getByTestId('price')).toHaveText(shownPrice(from));

  // Choosing the other variant's options moves price, stock and picture to it.
  for (const [name, value] of Object.entries(to.attributes)) {
    if (from.attributes[name] !== value) await page.getByTestId(`option-${name}-${value}`).click();
  }
  await expect(page.getByTestId('price')).toHaveText(shownPrice(to));
  await expect(page.getByTestId('stock')).toContainText(String(to.stock));
  if (to.image_url && to.image_url !== from.image_url) {
    await expect(page.getByTestId('main-image')).toHaveAttribute('src', to.image_url);
  }

  // A guest asks for the delivery fee to a city: typing finds it whatever its province, and the fee of
  // its region and the usual time show (docs/catalogue.md#delivery-and-payment-notes).
  const estimateResponse = await page.request.post('/api/shipping/estimate', {
    data: { region_id: '0700000000', item_count: 1, country: 'PH' },
  });
  const cebuFee = formatPeso(((await estimateResponse.json()) as { estimatedFee: number }).estimatedFee);
  const notes = page.getByTestId('delivery-notes');
  await notes.getByRole('button', { name: 'See the fee to your city' }).click();
  const cityField = notes.getByRole('combobox', { name: 'Your city or municipality' });
  await cityField.fill('Cebu City');
  await expect(notes.getByRole('option').first()).toHaveText('Cebu City, Cebu');
  // CITY_SHOTS
  await cityField.press('ArrowDown');
  await cityField.press('Enter');
  const estimate = notes.getByTestId('delivery-estimate');
  await expect(estimate).toContainText('To Cebu City, Cebu');
  await expect(estimate).toContainText(product.free_shipping ? 'Free shipping' : cebuFee);
  await expect(estimate).toContainText('Usually 3-7 business days');

  // Another product page remembers the city.
  const list = (await (await page.request.get('/api/products?limit=5')).json()) as ProductListResponse;
  const other = list.products.find((candidate) => candidate.product_id !== product.product_id)!;
  await page.goto(`/product/${other.product_id}`);
  await expect(page.getByTestId('delivery-estimate')).toContainText('To Cebu City, Cebu');
  await expect(page.getByTestId('delivery-estimate')).toContainText('Usually 3-7 business days');

  expect(consoleErrors).toEqual([]);
});

test('an unknown category and an unknown page say so', async ({ page }) => {
  await page.goto('/category/flying-carpets');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await expect(page.getByText('The requested category does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/shop$/);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('a typo in the search still finds bracelets', async ({ page }) => {
  await page.goto('/shop?search=braclet');
  await expect(page.getByRole('heading', { name: 'Results for “braclet”' })).toBeVisible();
  await expect(page.locator('#products article').first()).toContainText(/bracelet/i);
});
