import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { OVERLAY_KEYS } from '../apps/web/src/features/overlays/logic/storage-keys.ts';

/** The shop the journeys run against: scripts/e2e.mjs starts one and passes its address. */
export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';

interface Account {
  emailOrUsername: string;
  password: string;
}

/**
 * The admin scripts/e2e.mjs seeds, from the one file both read; the journeys sign in as it, and read the
 * outbox through it as a tester would.
 */
export const ADMIN: Account = JSON.parse(readFileSync(new URL('./demo-admin.json', import.meta.url), 'utf8'));

/**
 * The password of every seeded demo customer (README's demo accounts): the factories'
 * DEFAULT_TEST_PASSWORD (apps/server/src/db/factories/users.ts), which the demo customer of
 * apps/server/src/db/seed/seed-customer.ts and the other demo shoppers all get. A copy, not an import:
 * the journeys load none of the server's modules.
 */
export const DEMO_PASSWORD = 'Prosper!2026';

/** A fresh e-mail per test and browser, so journeys never collide. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}.${project}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.ph`;
}

/**
 * The link path (/verify-email/… or /reset-password/…) of the newest e-mail sent to `to`, read by the
 * admin in a context of its own: the page's request context shares the shopper's cookies.
 */
export async function linkFromOutbox(to: string, path: 'verify-email' | 'reset-password'): Promise<string> {
  const { api, headers } = await signedInApi(ADMIN);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get('/api/admin/mail', { headers });
      const mails = (await response.json()) as { to: string; text: string }[];
      const mail = mails.find((candidate) => candidate.to === to && candidate.text.includes(`/${path}/`));
      found = mail ? new RegExp(`/${path}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0] : undefined;
      return found;
    })
    .toBeTruthy();
  await api.dispose();
  return found!;
}

/** Logs out from the user's menu: the dropdown on a desktop, the sidebar on a phone. */
export async function logOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

/**
 * An API request context of its own, so no page's cookies come along, signed in as `account` with a
 * bearer token (which needs no Origin check). The caller disposes of `api`.
 */
export async function signedInApi(
  account: Account,
): Promise<{ api: APIRequestContext; headers: { authorization: string } }> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const login = await api.post('/api/auth/login', { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { api, headers: { authorization: `Bearer ${token}` } };
}

export async function logIn(page: Page, emailOrUsername: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(emailOrUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, ADMIN.emailOrUsername, ADMIN.password);
}

/** A verified customer made through the API (sign-up, then the e-mailed link), ready to log in. */
export async function verifiedCustomer(
  prefix: string,
  project: string,
): Promise<{ email: string; password: string }> {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const email = uniqueEmail(prefix, project);
  const password = 'Jade&Gold88';
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 30);
  const signup = await request.post('/api/auth/signup', {
    data: { username, firstname: 'Test', lastname: 'Shopper', email, password },
  });
  expect(signup.status()).toBe(201);
  const verified = await request.get(`/api/auth${await linkFromOutbox(email, 'verify-email')}`);
  expect(verified.ok()).toBe(true);
  await request.dispose();
  return { email, password };
}

/**
 * The browser storage of a visitor who already answered every overlay (apps/web/src/features/overlays):
 * cookies and notifications answered, subscribed, and the promos and the social-proof ticker just
 * shown. The journeys start from it (playwright.config.ts) so the first-visit prompts never get in
 * their way; e2e/overlays.spec.ts starts empty instead. The times are a day ahead, which the overlays
 * read as "just shown", so they stay away however long the run takes.
 */
export function overlaysAnsweredState(baseURL: string) {
  const aDayAhead = String(Date.now() + 24 * 60 * 60 * 1000);
  const entries: Record<string, string> = {
    [OVERLAY_KEYS.cookieConsent]: 'accepted',
    [OVERLAY_KEYS.notificationConsent]: 'blocked',
    [OVERLAY_KEYS.newsletterSubscribed]: 'accepted',
    [OVERLAY_KEYS.welcomePromoShownAt]: aDayAhead,
    [OVERLAY_KEYS.promoBannerShownAt]: aDayAhead,
    [OVERLAY_KEYS.socialProofShownAt]: aDayAhead,
  };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })),
      },
    ],
  };
}

/** A real barangay of Makati City, Metro Manila (PSGC, loaded at start): a shopper's default address. */
export const MAKATI = {
  region_id: '1300000000',
  province_id: '13D4000000',
  city_id: '1380300000',
  barangay_id: '1380300001',
  house_number: 'Unit 8',
  street_name: 'Paseo de Roxas',
  postcode: '1200',
  is_default: true,
};

/**
 * Waits until the page's code has run: the footer's policies, disabled in the server's HTML, are then
 * enabled (docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs). For a check of
 * the page as it is used, such as an accessibility audit, which passes over disabled controls.
 */
export async function pageCodeRan(page: Page): Promise<void> {
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Terms and Conditions' }),
  ).toBeEnabled();
}
