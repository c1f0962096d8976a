import type { ProductListResponse } from '@fengshui/shared/catalog';
import { formatPeso } from '@fengshui/shared/money';
import { expect, test } from '@playwright/test';
import { logIn, verifiedCustomer } from './support.ts';

test('a guest fills a cart with two products, one with a variant, and finds both in the cart after signing in', async ({
  page,
  isMobile,
}, testInfo) => {
  const { products } = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ProductListResponse;
  // The oldest that fit (the list is newest first): other journeys add and archive products meanwhile.
  const plain = products.findLast((product) => !product.has_variants && product.stock >= 3)!;
  const withVariant = products.findLast(
    (product) => product.has_variants && product.variants.filter((variant) => variant.stock >= 2).length >= 2,
  )!;
  const variant = withVariant.variants.filter((candidate) => candidate.stock >= 2)[1]!;

  // As a guest: a plain product, quantity 2...
  await page.goto(`/product/${plain.product_id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  // ...and the second variant of another.
  await page.goto(`/product/${withVariant.product_id}`);
  for (const [name, value] of Object.entries(variant.attributes)) {
    // An option with a single value starts chosen; a second click would clear it.
    const option = page.getByTestId(`option-${name}-${value}`);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart' })).toContainText('(3)');

  const shopper = await verifiedCustomer('cart', testInfo.project.name);
  await logIn(page, shopper.email, shopper.password);

  // The guest lines were merged into the server cart (500 ms after sign-in).
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/cart')).json()) as { items: unknown[] }).items.length,
    )
    .toBe(2);
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: plain.name })).toBeVisible();
  await expect(lines.filter({ hasText: withVariant.name })).toContainText(
    Object.values(variant.attributes)[0]!,
  );
  // Both lines are selected: the total is their discounted prices times their quantities.
  const plainUnit = plain.discounted_price ?? (plain.price as number);
  const variantUnit = variant.discounted_price ?? variant.price;
  await expect(page.getByTestId('cart-total')).toContainText(formatPeso(2 * plainUnit + variantUnit));
  // docs/cart.md#cart-page: the compact layout below 768 px drops the Unit Price column.
  await expect(page.getByText('Unit Price', { exact: true })).toHaveCount(isMobile ? 0 : 1);
});
