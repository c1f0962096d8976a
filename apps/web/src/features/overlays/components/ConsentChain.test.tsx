import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { OVERLAY_KEYS } from '../logic/storage-keys.ts';
import { mockApi, renderOverlays } from '../test/overlays-test-harness.tsx';
// Loaded up front, so the lazy dialog resolves from the module cache under fake timers.
import './NewsletterDialog.tsx';
import { stubDialogs } from '../../../test/dialogs.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Runs what is due now, twice: the chain's 0 ms step, then the toaster's own next tick. */
const settle = async () => {
  await advance(0);
  await advance(0);
};
const dialog = (name: string) => screen.queryByRole('dialog', { name });
const NOTIFICATIONS = 'Allow notifications?';
const NEWSLETTER = 'Get 10% off your next purchase';

let consoleError: Mock;
beforeEach(() => {
  // The toaster animates its dismissals on animation frames: those are fake time too.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  stubDialogs();
  localStorage.clear();
  mockApi((call) =>
    call.url.startsWith('/api/social-proof') ? json(200, { message: null, link: null }) : undefined,
  );
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  // The toaster's list outlives a render: the next test starts without this one's toasts.
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the consent chain', () => {
  it('asks about cookies first; the notification dialog follows 1 s after the answer, the newsletter 2 s after that', async () => {
    renderOverlays('/');
    await settle();
    expect(screen.getByText('We use cookies')).toBeTruthy();
    // At the bottom, where it covers none of the navbar, the cart or the menu.
    expect(
      screen.getByText('We use cookies').closest('[data-y-position]')?.getAttribute('data-y-position'),
    ).toBe('bottom');
    expect(dialog(NOTIFICATIONS)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(OVERLAY_KEYS.cookieConsent)).toBe('accepted');
    await advance(999);
    expect(dialog(NOTIFICATIONS)).toBeNull();
    await advance(1);
    expect(dialog(NOTIFICATIONS)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(localStorage.getItem(OVERLAY_KEYS.notificationConsent)).toBe('blocked');
    expect(dialog(NOTIFICATIONS)).toBeNull();
    await advance(1_999);
    expect(dialog(NEWSLETTER)).toBeNull();
    await advance(1);
    expect(dialog(NEWSLETTER)).toBeTruthy();
    expect(screen.queryByText('We use cookies')).toBeNull();
  });

  it('stores a declined cookie answer and goes on the same way', async () => {
    renderOverlays('/');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(OVERLAY_KEYS.cookieConsent)).toBe('declined');
    await advance(1_000);
    expect(dialog(NOTIFICATIONS)).toBeTruthy();
  });

  it('with the cookie answer already stored, prompts for notifications 2 s after the page opens', async () => {
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
    renderOverlays('/');
    await advance(1_999);
    expect(screen.queryByText('We use cookies')).toBeNull();
    expect(dialog(NOTIFICATIONS)).toBeNull();
    await advance(1);
    expect(dialog(NOTIFICATIONS)).toBeTruthy();
  });

  it('Allow stores the answer and asks the browser for permission', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', { requestPermission });
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
    renderOverlays('/');
    await advance(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(localStorage.getItem(OVERLAY_KEYS.notificationConsent)).toBe('allowed');
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('Allow still stores the answer where the browser has no Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
    renderOverlays('/');
    await advance(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(localStorage.getItem(OVERLAY_KEYS.notificationConsent)).toBe('allowed');
  });

  it('with the notification answer stored too, opens the newsletter 2 s after the notification step', async () => {
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
    localStorage.setItem(OVERLAY_KEYS.notificationConsent, 'blocked');
    renderOverlays('/');
    await advance(3_999);
    expect(dialog(NEWSLETTER)).toBeNull();
    await advance(1);
    expect(dialog(NEWSLETTER)).toBeTruthy();
  });

  it('asks nothing of a visitor who answered everything and subscribed', async () => {
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'declined');
    localStorage.setItem(OVERLAY_KEYS.notificationConsent, 'allowed');
    localStorage.setItem(OVERLAY_KEYS.newsletterSubscribed, 'accepted');
    renderOverlays('/');
    await advance(10_000);
    expect(screen.queryByText('We use cookies')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds its dialogs while the shopper is at the checkout, and shows them on the next page', async () => {
    localStorage.setItem(OVERLAY_KEYS.cookieConsent, 'accepted');
    const { router } = renderOverlays('/checkout');
    await advance(5_000);
    expect(dialog(NOTIFICATIONS)).toBeNull();
    await act(() => router.navigate('/blog'));
    expect(dialog(NOTIFICATIONS)).toBeTruthy();
  });
});
