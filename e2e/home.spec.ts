import type { Product } from '@fengshui/shared/catalog';
import { ZODIAC_SIGNS } from '@fengshui/shared/cms';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { pageCodeRan } from './support.ts';

const currentDot = (page: Page, name: RegExp) =>
  page
    .getByRole('button', { name })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

// The journeys start with the first-visit overlays answered (playwright.config.ts).
test.describe('home page', () => {
  test('a shopper finds every section, with the spec’s links, and no accessibility violations', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Invite harmony, health and prosperity home' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).first()).toHaveAttribute(
      'href',
      '/contact',
    );

    // The ad banner moves on by itself after 5 seconds.
    await expect(page.getByRole('button', { name: /^Show banner/ })).toHaveCount(4);
    expect(await currentDot(page, /^Show banner/)).toBe(0);
    await expect.poll(() => currentDot(page, /^Show banner/), { timeout: 9_000 }).toBe(1);

    // The featured ticker shows the first four best sellers; its Add to Cart leads to the shop.
    const bestSellers = (await (await page.request.get('/api/products/best-sellers?limit=12')).json()) as {
      products: Product[];
    };
    const featured = page.getByRole('region', { name: 'Featured this week' });
    for (const product of bestSellers.products.slice(0, 4)) {
      await expect(featured.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        `/product/${product.product_id}`,
      );
    }
    await expect(featured.getByRole('link', { name: /^Add to Cart/ }).first()).toHaveAttribute(
      'href',
      '/shop',
    );

    // The carousel's sign cards and posts use the spec's link shapes.
    const highlights = page.getByRole('region', { name: 'Horoscopes, articles and products' });
    for (const sign of ZODIAC_SIGNS) {
      await expect(highlights.locator(`a[href="/horoscope?sign=${sign}&tab=daily"]`)).toHaveCount(1);
    }
    await highlights.getByRole('button', { name: 'Show slide 2' }).click();
    const posts = highlights.locator('a[href^="/blog/"]');
    await expect(posts).toHaveCount(3);
    await expect(posts.first()).toBeVisible();
    await expect(posts.first()).toHaveAttribute('href', /^\/blog\/\d+$/);

    // The Prosper Guide: twelve signs with their overviews.
    const guide = page.getByRole('region', { name: "Your sign's guide to the year" });
    for (const sign of ZODIAC_SIGNS) {
      await expect(guide.locator(`a[href="/prosper-guide/${sign}"]`)).toHaveCount(1);
    }
    await expect(guide.getByText('Overview not available.')).toHaveCount(0);

    await expect(
      page.getByRole('region', { name: 'What would you like to invite in?' }).getByRole('link'),
    ).toHaveCount(8);
    await expect(
      page.getByRole('region', { name: 'Loved by homes across the islands' }).getByRole('blockquote'),
    ).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();

    // Nothing may widen the page: a phone would zoom out to fit it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);

    await pageCodeRan(page);
    await expectNoSeriousA11yViolations(page, 'the home page');
    expect(consoleErrors).toEqual([]);
  });

  test('the centre service card leads to the consultation page', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Guidance for your home and your year' });
    await services.getByRole('button', { name: 'Next service' }).click();
    await services.getByRole('link', { name: /Bazi Reading/ }).click();
    await expect(page).toHaveURL(/\/consultation$/);
  });

  test('the sliders stand still for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Show banner/ })).toHaveCount(4);
    // Longer than a slide's turn, on the page's own clock.
    await page.clock.runFor(6_000);
    expect(await currentDot(page, /^Show banner/)).toBe(0);
  });
});
