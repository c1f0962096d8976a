import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { OVERLAY_KEYS } from '../logic/storage-keys.ts';
import { type ApiCall, answerConsents, mockApi, renderOverlays } from '../test/overlays-test-harness.tsx';

const MINUTES = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const ticker = () => screen.queryByTestId('social-proof');
const proofCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.startsWith('/api/social-proof'));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let answer: (call: ApiCall) => Response | undefined;
let calls: ApiCall[];
let consoleError: Mock;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  stubDialogs();
  localStorage.clear();
  answerConsents();
  // No promo banner in the way: it was shown a moment ago.
  localStorage.setItem(OVERLAY_KEYS.promoBannerShownAt, String(Date.now()));
  answer = () => json(200, { message: '3 shoppers have this in their cart right now', link: '/product/73' });
  calls = mockApi((call) => (call.url.startsWith('/api/social-proof') ? answer(call) : undefined));
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the social-proof ticker', () => {
  it("shows the server's sentence at start in the live region, records the time and closes after 4 s", async () => {
    renderOverlays('/product/73');
    await advance(0);
    expect(proofCalls(calls).map((call) => call.url)).toEqual([
      '/api/social-proof?page=product&product_id=73',
    ]);
    const shown = ticker();
    expect(shown?.textContent).toContain('3 shoppers have this in their cart right now');
    expect(screen.getByRole('status').contains(shown)).toBe(true);
    expect(
      screen.getByRole('link', { name: '3 shoppers have this in their cart right now' }).getAttribute('href'),
    ).toBe('/product/73');
    expect(Number(localStorage.getItem(OVERLAY_KEYS.socialProofShownAt))).toBe(Date.now());

    await advance(3_999);
    expect(ticker()).toBeTruthy();
    await advance(1);
    expect(ticker()).toBeNull();
  });

  it('asks for the page it is on: home, shop (and categories) and cart, nothing elsewhere', async () => {
    const { router } = renderOverlays('/blog');
    await advance(0);
    expect(proofCalls(calls)).toEqual([]);
    for (const path of ['/', '/category/amulets', '/cart']) {
      localStorage.removeItem(OVERLAY_KEYS.socialProofShownAt);
      await act(() => router.navigate(path));
      await advance(0);
    }
    expect(proofCalls(calls).map((call) => call.url)).toEqual([
      '/api/social-proof?page=home',
      '/api/social-proof?page=shop',
      '/api/social-proof?page=cart',
    ]);
  });

  it('shows nothing when there is nothing true to say, or the call fails', async () => {
    answer = () => json(200, { message: null, link: null });
    renderOverlays('/');
    await advance(0);
    expect(ticker()).toBeNull();
    expect(localStorage.getItem(OVERLAY_KEYS.socialProofShownAt)).toBeNull();
    cleanup();

    answer = () => undefined; // 404
    renderOverlays('/shop');
    await advance(0);
    expect(proofCalls(calls)).toHaveLength(2);
    expect(ticker()).toBeNull();
  });

  it('stays quiet while another tab showed one in the last 15 minutes, then shows every 15 minutes', async () => {
    localStorage.setItem(OVERLAY_KEYS.socialProofShownAt, String(Date.now() - 10 * MINUTES));
    renderOverlays('/');
    await advance(5 * MINUTES - 1);
    expect(proofCalls(calls)).toEqual([]);
    await advance(1);
    expect(proofCalls(calls)).toHaveLength(1);
    expect(ticker()).toBeTruthy();
    await advance(15 * MINUTES - 1);
    expect(proofCalls(calls)).toHaveLength(1);
    await advance(1);
    expect(proofCalls(calls)).toHaveLength(2);
  });

  it('pauses while the tab is hidden and catches up when it is shown again', async () => {
    renderOverlays('/');
    await advance(0);
    expect(proofCalls(calls)).toHaveLength(1);
    act(() => setVisibility('hidden'));
    await advance(30 * MINUTES);
    expect(proofCalls(calls)).toHaveLength(1);
    act(() => setVisibility('visible'));
    await advance(0);
    expect(proofCalls(calls)).toHaveLength(2);
  });

  it('can be closed by hand', async () => {
    renderOverlays('/');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(ticker()).toBeNull();
  });
});
