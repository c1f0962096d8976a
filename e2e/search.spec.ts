import AxeBuilder from '@axe-core/playwright';
import type { Product } from '@fengshui/shared/catalog';
import type { BlogSummary } from '@fengshui/shared/cms';
import { expect, type Locator, type Page, test } from '@playwright/test';

// docs/content.md#search: the navbar's live search, grouped, from each place the bar shows it.

/** The search field of the navbar's search button (its pop-over), on any screen below 1536 px. */
async function openSearchPopover(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  const field = page.getByRole('combobox', { name: 'Search the shop' });
  await expect(field).toBeFocused();
  return field;
}

/** The field in the phone's sidebar, or the always-shown field of a wide screen. */
async function openOtherSearch(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Search the shop' });
  }
  // The field itself shows from 1536 px; below that the button opens it.
  await page.setViewportSize({ width: 1600, height: 900 });
  return page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the shop' });
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/** The group headings as shown, in order. */
async function headings(page: Page): Promise<string[]> {
  return results(page)
    .getByRole('group')
    .evaluateAll((groups) =>
      groups.map(
        (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ) as Promise<string[]>;
}

/** The results fit the screen: nothing sticks out at the sides, and the list ends above the bottom. */
async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width + 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height + 1);
}

test('a typo in the navbar search still finds the product, and a click opens its page', async ({ page }) => {
  // "bracelt": the server's search forgives the typo; the first product it ranks is the one to find.
  const answer = await page.request.get('/api/products/search?query=bracelt');
  const [product] = ((await answer.json()) as { products: Product[] }).products;
  expect(product, 'the demo shop has bracelets').toBeTruthy();

  await page.goto('/');
  const field = await openSearchPopover(page);
  await field.fill('bracelt');
  await expect(page.getByText('Searching...')).toBeVisible();
  const option = results(page).getByRole('option', { name: product!.name }).first();
  await expect(option).toBeVisible();
  expect(await headings(page)).toContain('Products');
  const order = ['Zodiac Guides', 'Product Guides', 'Products', 'Blog Posts'];
  const shown = await headings(page);
  expect(shown).toEqual(order.filter((heading) => shown.includes(heading)));
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expectWithinViewport(page, page.getByTestId('search-results'));
  // The open list itself (the page under it is other journeys' concern); "serious" includes contrast.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="search-results"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await option.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product!.product_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
});

test('the sidebar on a phone, or the wide field on a desktop, leads to a blog post', async ({
  page,
  isMobile,
}) => {
  const answer = await page.request.get('/api/cms/blogs/search?query=condo');
  const [post] = ((await answer.json()) as { blogs: BlogSummary[] }).blogs;
  expect(post, 'the demo blog has the condo post').toBeTruthy();

  await page.goto('/blog');
  const field = await openOtherSearch(page, isMobile);
  await field.fill('condo');
  const option = results(page).getByRole('option', { name: new RegExp(post!.title) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(post!.category);
  expect(await headings(page)).toContain('Blog Posts');
  await expectWithinViewport(page, page.getByTestId('search-results'));

  await option.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post!.blogID}$`));
  await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  // The sidebar closed behind the shopper.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('the keyboard reaches a zodiac guide; Enter without a chosen result opens the shop results', async ({
  page,
}) => {
  await page.goto('/shop');
  let field = await openSearchPopover(page);
  await field.fill('dragn');
  const dragon = results(page).getByRole('option', { name: 'Dragon', exact: true });
  await expect(dragon).toBeVisible();
  expect((await headings(page))[0]).toBe('Zodiac Guides');
  await field.press('ArrowDown');
  await expect(dragon).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await dragon.getAttribute('id'))!);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/prosper-guide\/dragon$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dragon/ })).toBeVisible();

  field = await openSearchPopover(page);
  await field.fill('zzqqxx');
  await expect(page.getByText('No results found for the query.')).toBeVisible();
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=zzqqxx$/);
});
