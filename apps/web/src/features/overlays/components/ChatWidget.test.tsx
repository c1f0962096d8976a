import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { answerConsents, mockApi, renderOverlays } from '../test/overlays-test-harness.tsx';

const WIDGET = {
  script_url: 'https://chat.example.com/widget.js',
  config_url: 'https://chat.example.com/config.js',
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]')].map((script) => ({
    src: script.src,
    async: script.async,
  }));
const hiddenClass = () => document.documentElement.classList.contains('chat-widget-hidden');

let consoleError: Mock;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  stubDialogs();
  localStorage.clear();
  answerConsents();
  mockApi((call) =>
    call.url.startsWith('/api/social-proof') ? json(200, { message: null, link: null }) : undefined,
  );
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const script of document.head.querySelectorAll('script[data-chat-widget]')) script.remove();
  document.documentElement.classList.remove('chat-widget-hidden');
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chat widget', () => {
  it('loads nothing when the deployment names no widget', async () => {
    renderOverlays('/', { chatWidget: null });
    window.dispatchEvent(new Event('pointerdown'));
    await advance(10_000);
    expect(scripts()).toEqual([]);
  });

  it('loads its configuration script, then its script, 4 s after the page at the latest', async () => {
    renderOverlays('/', { chatWidget: WIDGET });
    await advance(3_999);
    expect(scripts()).toEqual([]);
    await advance(1);
    expect(scripts()).toEqual([{ src: WIDGET.config_url, async: true }]);
    // The widget's own script waits for its configuration.
    act(() => {
      document.head.querySelector('script[data-chat-widget="config"]')?.dispatchEvent(new Event('load'));
    });
    await advance(0);
    expect(scripts()).toEqual([
      { src: WIDGET.config_url, async: true },
      { src: WIDGET.script_url, async: true },
    ]);
  });

  it.each(['pointerdown', 'mousemove', 'touchstart', 'scroll'])(
    'loads at once on the first %s',
    async (type) => {
      renderOverlays('/', { chatWidget: { script_url: WIDGET.script_url, config_url: null } });
      await advance(100);
      expect(scripts()).toEqual([]);
      window.dispatchEvent(new Event(type));
      expect(scripts()).toEqual([{ src: WIDGET.script_url, async: true }]);
      window.dispatchEvent(new Event(type));
      await advance(10_000);
      expect(scripts()).toHaveLength(1);
    },
  );

  it.each([
    '/checkout',
    '/payment-sandbox/TXN1',
    '/transaction-complete',
    '/account/orders/5',
    '/account/tracking/5',
  ])('is not loaded on %s', async (path) => {
    renderOverlays(path, { chatWidget: WIDGET });
    window.dispatchEvent(new Event('scroll'));
    await advance(10_000);
    expect(scripts()).toEqual([]);
    expect(hiddenClass()).toBe(true);
  });

  it('once loaded, hides what it added on the listed paths and shows it again elsewhere', async () => {
    const { router } = renderOverlays('/', {
      chatWidget: { script_url: WIDGET.script_url, config_url: null },
    });
    window.dispatchEvent(new Event('pointerdown'));
    // What the provider's script adds to the page is marked as the widget's.
    const bubble = document.createElement('div');
    document.body.append(bubble);
    await advance(0);
    expect(bubble.hasAttribute('data-chat-widget-root')).toBe(true);
    expect(hiddenClass()).toBe(false);

    await act(() => router.navigate('/checkout'));
    expect(hiddenClass()).toBe(true);
    await act(() => router.navigate('/shop'));
    expect(hiddenClass()).toBe(false);
    expect(scripts()).toHaveLength(1);
    bubble.remove();
  });

  it("stops taking the page's later elements for the widget's once the widget has settled", async () => {
    renderOverlays('/', { chatWidget: { script_url: WIDGET.script_url, config_url: null } });
    window.dispatchEvent(new Event('pointerdown'));
    await advance(0);
    // The payment redirect form is the shop's own, whenever it comes.
    const form = document.createElement('form');
    document.body.append(form);
    document.head.querySelector('script[data-chat-widget]')?.dispatchEvent(new Event('load'));
    await advance(15_000);
    const later = document.createElement('div');
    document.body.append(later);
    await advance(0);
    expect(form.hasAttribute('data-chat-widget-root')).toBe(false);
    expect(later.hasAttribute('data-chat-widget-root')).toBe(false);
    form.remove();
    later.remove();
  });

  it('waits on a hidden path, then loads on the next page that allows it', async () => {
    const { router } = renderOverlays('/checkout', { chatWidget: WIDGET });
    await advance(10_000);
    expect(scripts()).toEqual([]);
    await act(() => router.navigate('/'));
    await advance(4_000);
    expect(scripts()).toEqual([{ src: WIDGET.config_url, async: true }]);
  });
});
