import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { OVERLAY_KEYS } from '../apps/web/src/features/overlays/logic/storage-keys.ts';
import { BASE_URL, logIn, overlaysAnsweredState, uniqueEmail, verifiedCustomer } from './support.ts';

/** Serious or critical axe findings inside `selector` only: the page under it has journeys of its own. */
async function expectAccessible(page: Page, selector: string, what: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `Accessibility violations in ${what}`).toEqual([]);
}

test.describe('a first visit', () => {
  // Every other journey starts with the overlays answered; this one starts as a stranger.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a guest answers the cookie toast, the notification dialog and the newsletter once, and is not asked again', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const cookieToast = page.locator('[data-sonner-toast]').filter({ hasText: 'We use cookies' });
    await expect(cookieToast).toBeVisible();
    await expectAccessible(page, '[data-sonner-toast]', 'the cookie toast');
    await cookieToast.getByRole('button', { name: 'Accept' }).click();
    await expect(cookieToast).toBeHidden();

    const notifications = page.getByRole('dialog', { name: 'Allow notifications?' });
    await expect(notifications).toBeVisible();
    await notifications.getByRole('button', { name: 'Block' }).click();
    await expect(notifications).toBeHidden();

    const newsletter = page.getByRole('dialog', { name: 'Get 10% off your next purchase' });
    await expect(newsletter).toBeVisible();
    await expectAccessible(page, 'dialog[open]', 'the newsletter dialog');
    const email = uniqueEmail('newsletter', testInfo.project.name);
    await newsletter.getByLabel('Email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    const subscribed = page.getByRole('dialog', { name: 'Subscribed!' });
    await expect(subscribed).toBeVisible();
    await expect(subscribed).toContainText(`Thank you for subscribing with ${email}.`);
    await subscribed.getByRole('button', { name: 'OK' }).click();
    await expect(subscribed).toBeHidden();

    const stored = await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key)),
      [OVERLAY_KEYS.cookieConsent, OVERLAY_KEYS.notificationConsent, OVERLAY_KEYS.newsletterSubscribed],
    );
    expect(stored).toEqual(['accepted', 'blocked', 'accepted']);

    await page.clock.install();
    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Longer than the chain's longest wait (4 s), on the page's own clock: nothing comes back.
    await page.clock.runFor(5_000);
    await expect(page.getByText('We use cookies')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a first visit to a product on a phone', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie notice stands above the buy bar, so both can be read and pressed', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the buy bar is for phones');
    await page.goto('/shop');
    await page.locator('a[href^="/product/"]').first().click();
    const buyBar = page.getByTestId('buy-bar');
    const cookieToast = page.locator('[data-sonner-toast]').filter({ hasText: 'We use cookies' });
    await expect(buyBar).toBeVisible();
    await expect(cookieToast).toBeVisible();
    const bar = (await buyBar.boundingBox())!;
    // The toast slides up from below the screen; where it comes to rest is what a shopper sees.
    await expect
      .poll(async () => {
        const toast = (await cookieToast.boundingBox())!;
        return toast.y + toast.height;
      })
      .toBeLessThanOrEqual(bar.y);
    await cookieToast.getByRole('button', { name: 'Accept' }).click();
    await expect(cookieToast).toBeHidden();
    await expect(buyBar.getByRole('button', { name: /Add to Cart/i })).toBeVisible();
  });
});

test.describe('a signed-in shopper', () => {
  // Consents answered, but the promos never shown on this browser.
  const consentsOnly = overlaysAnsweredState(BASE_URL);
  const promoKeys: string[] = [OVERLAY_KEYS.welcomePromoShownAt, OVERLAY_KEYS.promoBannerShownAt];
  for (const origin of consentsOnly.origins)
    origin.localStorage = origin.localStorage.filter((entry) => !promoKeys.includes(entry.name));
  test.use({ storageState: consentsOnly });

  test('sees the welcome promo once, and its picture leads to the shop', async ({ page }, testInfo) => {
    const customer = await verifiedCustomer('promo', testInfo.project.name);
    await logIn(page, customer.email, customer.password);
    const promo = page.getByRole('dialog', { name: /^Welcome back/ });
    await expect(promo).toBeVisible();
    await expectAccessible(page, 'dialog[open]', 'the welcome promo');
    await promo.getByRole('link', { name: /Year of the Fire Goat/ }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(promo).toBeHidden();

    await page.clock.install();
    await page.reload();
    await page.waitForLoadState('networkidle');
    // Longer than the chain's longest wait (4 s), on the page's own clock: the promo stays away.
    await page.clock.runFor(5_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
