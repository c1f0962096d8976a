import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json, maria } from '../../../test/fixtures.ts';
import { OVERLAY_KEYS } from '../logic/storage-keys.ts';
import { PROMO_REPEAT_MS } from '../logic/timings.ts';
import { answerConsents, mockApi, renderOverlays } from '../test/overlays-test-harness.tsx';

const WELCOME = 'Welcome back, Maria!';
const promo = () => screen.queryByRole('dialog', { name: WELCOME });
const banner = () => screen.queryByRole('complementary', { name: 'Lunar New Year collection' });
const location = () => screen.getByTestId('location').textContent;

let consoleError: Mock;
beforeEach(() => {
  stubDialogs();
  localStorage.clear();
  mockApi((call) =>
    call.url.startsWith('/api/social-proof') ? json(200, { message: null, link: null }) : undefined,
  );
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets `ms` pass on the fake clock the test just started, then goes back to real time. */
async function letTimePass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  vi.useRealTimers();
}

describe('the welcome promo modal', () => {
  it('opens for a signed-in shopper who never saw it, and records the time it opened', async () => {
    answerConsents();
    const before = Date.now();
    renderOverlays('/', { user: maria });
    expect(await screen.findByRole('dialog', { name: WELCOME })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Year of the Fire Goat/ })).toBeTruthy();
    expect(Number(localStorage.getItem(OVERLAY_KEYS.welcomePromoShownAt))).toBeGreaterThanOrEqual(before);
  });

  it('never opens for a guest', async () => {
    answerConsents();
    renderOverlays('/');
    // The guest gets the banner instead, which shows the decision was made.
    await waitFor(() => expect(banner()).toBeTruthy());
    expect(promo()).toBeNull();
  });

  it('opens again only when it was last shown more than 3 hours ago', async () => {
    answerConsents();
    localStorage.setItem(OVERLAY_KEYS.welcomePromoShownAt, String(Date.now() - PROMO_REPEAT_MS + 60_000));
    localStorage.setItem(OVERLAY_KEYS.promoBannerShownAt, String(Date.now()));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderOverlays('/', { user: maria });
    await letTimePass(50);
    expect(promo()).toBeNull();
    cleanup();

    localStorage.setItem(OVERLAY_KEYS.welcomePromoShownAt, String(Date.now() - PROMO_REPEAT_MS - 1));
    renderOverlays('/', { user: maria });
    expect(await screen.findByRole('dialog', { name: WELCOME })).toBeTruthy();
  });

  it('waits until the consent chain has finished', async () => {
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
    localStorage.setItem(OVERLAY_KEYS.newsletterSubscribed, 'accepted');
    renderOverlays('/', { user: maria });
    const notifications = await screen.findByRole(
      'dialog',
      { name: 'Allow notifications?' },
      { timeout: 3_000 },
    );
    expect(promo()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(notifications.isConnected).toBe(false);
    expect(await screen.findByRole('dialog', { name: WELCOME })).toBeTruthy();
  });

  it('closing hides it and briefly blocks clicks on the page under it', async () => {
    answerConsents();
    renderOverlays('/', { user: maria });
    await screen.findByRole('dialog', { name: WELCOME });
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(promo()).toBeNull();
    expect(screen.getByTestId('click-shield')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('click-shield')).toBeNull());
    expect(location()).toBe('/');
  });

  it('clicking the picture records the shop click and goes to /shop, where it then stays away', async () => {
    answerConsents();
    renderOverlays('/', { user: maria });
    await screen.findByRole('dialog', { name: WELCOME });
    fireEvent.click(screen.getByRole('img', { name: /Year of the Fire Goat/ }));
    expect(localStorage.getItem(OVERLAY_KEYS.welcomePromoShopClicked)).toBe('true');
    await waitFor(() => expect(location()).toBe('/shop'));
    expect(promo()).toBeNull();
    cleanup();

    // Three hours on, it opens again, but not on the shop.
    localStorage.setItem(OVERLAY_KEYS.welcomePromoShownAt, String(Date.now() - PROMO_REPEAT_MS - 1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderOverlays('/shop', { user: maria });
    await letTimePass(50);
    expect(promo()).toBeNull();
    await act(() => router.navigate('/blog'));
    expect(await screen.findByRole('dialog', { name: WELCOME })).toBeTruthy();
  });
});

describe('the second promo banner', () => {
  it('waits for another page view after the modal, and follows its own 3-hour rule', async () => {
    answerConsents();
    const { router } = renderOverlays('/', { user: maria });
    await screen.findByRole('dialog', { name: WELCOME });
    expect(banner()).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await letTimePass(50);
    expect(banner()).toBeNull();

    await act(() => router.navigate('/blog'));
    await waitFor(() => expect(banner()).toBeTruthy());
    expect(Number(localStorage.getItem(OVERLAY_KEYS.promoBannerShownAt))).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close the Lunar New Year banner' }));
    expect(banner()).toBeNull();
    await act(() => router.navigate('/faqs'));
    expect(banner()).toBeNull();
  });

  it('is skipped on the shop, and hides when the shopper goes there', async () => {
    answerConsents();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderOverlays('/shop');
    await letTimePass(50);
    expect(banner()).toBeNull();
    expect(localStorage.getItem(OVERLAY_KEYS.promoBannerShownAt)).toBeNull();

    await act(() => router.navigate('/blog'));
    await waitFor(() => expect(banner()).toBeTruthy());
    await act(() => router.navigate('/shop'));
    expect(banner()).toBeNull();
  });
});
