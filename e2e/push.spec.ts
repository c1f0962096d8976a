import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { OVERLAY_KEYS } from '../apps/web/src/features/overlays/logic/storage-keys.ts';
import { logIn, verifiedCustomer } from './support.ts';

/**
 * A push subscription as a browser's push service would give it. Headless Chromium has no push
 * service (pushManager.subscribe is refused there), so the journey stands in for it in the page: the
 * stub records the key the shop asked to be subscribed with and answers an https: endpoint with real
 * P-256 and auth keys. Everything from the consent dialog to the server's row is the shop's own code.
 */
function fakePushService() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x as string, 'base64url'),
    Buffer.from(jwk.y as string, 'base64url'),
  ]);
  return {
    endpoint: `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
    p256dh: point.toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

test.describe('Web Push', () => {
  test('a signed-in customer allows notifications, the device is subscribed, listed in the account and removed', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const service = fakePushService();
    // The browser keeps a subscription across pages, as a real one does: a page that found none would
    // subscribe again and tell the shop (Overlays), here in the moment the device is being removed.
    await page.addInitScript((subscription) => {
      const state = window as unknown as { pushSubscribedWith?: string };
      const KEPT = 'e2e_push_subscription';
      const made = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        }),
        unsubscribe: async () => true,
      };
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem(KEPT) ? made : null) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        state.pushSubscribedWith = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        localStorage.setItem(KEPT, '1');
        return made as unknown as PushSubscription;
      };
    }, service);

    const customer = await verifiedCustomer('push', testInfo.project.name);
    await logIn(page, customer.email, customer.password);
    // This visitor has not answered the notification dialog yet.
    await page.evaluate((key) => localStorage.removeItem(key), OVERLAY_KEYS.notificationConsent);
    await page.goto('/');

    const dialog = page.getByRole('dialog', { name: 'Allow notifications?' });
    await expect(dialog).toBeVisible();
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Allow' }).click();
    expect((await posted).status()).toBe(201);

    const publicKey = (await (await page.request.get('/api/push/public-key')).json()).public_key;
    expect(await page.evaluate(() => (window as { pushSubscribedWith?: string }).pushSubscribedWith)).toBe(
      publicKey,
    );
    const devices = (await (await page.request.get('/api/push/subscriptions')).json()).items;
    expect(devices).toEqual([expect.objectContaining({ device_label: expect.stringContaining('Chrome') })]);

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(devices[0].device_label)).toBeVisible();
    await expect(section.getByText('Not notified yet')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('account-notifications.png'), fullPage: true });
    await section.getByRole('button', { name: `Remove ${devices[0].device_label}` }).click();
    await expect(section.getByText('No device gets your order updates yet.')).toBeVisible();
    expect((await (await page.request.get('/api/push/subscriptions')).json()).items).toEqual([]);
  });
});

test.describe('the installable shop', () => {
  test('links its manifest, which a browser accepts for installing, with its icons', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: expect.stringMatching(/^\//) });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');

    // What Chromium itself finds wanting before it offers to install (the checks Lighthouse ran).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A journey's browser context is incognito, where Chromium never installs; nothing else may be wanting.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });

  test('shows the offline page for a public page that cannot load, and keeps nothing private', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/shop');
    await expect(page.locator('#main')).toBeVisible();

    await context.setOffline(true);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('offline.png') });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page).toHaveURL(/\/blog/);

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.sort();
    });
    expect(kept).toEqual(['/icons/icon-192.png', '/offline.html']);
  });
});
