// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js is a plain script the browser runs as it is; the test runs the same text in a context
// shaped like a service worker's global scope and calls what it defines.
const source = readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://shop.example.ph';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker() {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const windows: { url: string; focus: () => Promise<unknown> }[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification },
    clients: { matchAll: async () => windows, openWindow, claim: async () => undefined },
    skipWaiting: async () => undefined,
  };
  const scope = { self, URL, Response, console } as Record<string, unknown>;
  runInNewContext(source, scope);
  return {
    scope: scope as unknown as {
      routeRequest(request: { url: string; method: string; mode: string }, origin: string): string;
      mayCache(pathname: string): boolean;
    },
    listeners,
    showNotification,
    openWindow,
    windows,
  };
}

const request = (pathname: string, mode = 'navigate', method = 'GET') => ({
  url: `${ORIGIN}${pathname}`,
  mode,
  method,
});

describe('the service worker', () => {
  const { scope } = loadWorker();
  const route = (pathname: string, mode?: string, method?: string) =>
    scope.routeRequest(request(pathname, mode, method), ORIGIN);

  it('falls back to the offline page for a page of the shop that cannot load', () => {
    for (const page of ['/', '/shop', '/product/12', '/blog/3', '/account', '/checkout'])
      expect(route(page)).toBe('page');
  });

  it('answers the offline page and its picture from its cache', () => {
    expect(route('/offline.html', 'no-cors')).toBe('offline-asset');
    expect(route('/icons/icon-192.png', 'no-cors')).toBe('offline-asset');
  });

  it('leaves API calls, private answers, scripts and writes to the browser, untouched and unkept', () => {
    expect(route('/api/orders', 'cors')).toBe('network');
    expect(route('/api/push/public-key', 'cors')).toBe('network');
    expect(route('/assets/index-abc.js', 'cors')).toBe('network');
    expect(route('/media/products/1.webp', 'no-cors')).toBe('network');
    expect(route('/api/auth/login', 'cors', 'POST')).toBe('network');
    expect(route('/account/orders/4', 'navigate', 'POST')).toBe('network');
    expect(
      scope.routeRequest({ url: 'https://cdn.example.com/x.js', mode: 'no-cors', method: 'GET' }, ORIGIN),
    ).toBe('network');
  });

  it('never keeps an API answer or a page of an account, the admin, the cart or checkout', () => {
    for (const pathname of [
      '/api/orders',
      '/api',
      '/account',
      '/account/orders/4',
      '/admin',
      '/admin/jobs',
      '/checkout',
      '/cart',
      '/shop',
    ])
      expect(scope.mayCache(pathname), pathname).toBe(false);
    expect(scope.mayCache('/offline.html')).toBe(true);
  });

  it('shows a push as a notification that opens the order page', async () => {
    const worker = loadWorker();
    let shown: Promise<unknown> | undefined;
    worker.listeners.get('push')!({
      data: {
        json: () => ({ title: 'Order shipped', body: 'Order FS-1 is on its way.', url: '/account/orders/7' }),
      },
      waitUntil: (promise: Promise<unknown>) => {
        shown = promise;
      },
    });
    await shown;
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Order shipped',
      expect.objectContaining({ body: 'Order FS-1 is on its way.', data: { url: '/account/orders/7' } }),
    );

    let opened: Promise<unknown> | undefined;
    const close = vi.fn();
    worker.listeners.get('notificationclick')!({
      notification: { close, data: { url: '/account/orders/7' } },
      waitUntil: (promise: Promise<unknown>) => {
        opened = promise;
      },
    });
    await opened;
    expect(close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith('/account/orders/7');
  });

  it('focuses a window already on the order, and never opens an address outside the shop', async () => {
    const worker = loadWorker();
    const focus = vi.fn(async () => undefined);
    worker.windows.push({ url: `${ORIGIN}/account/orders/7`, focus });
    const click = async (url: string) => {
      let done: Promise<unknown> | undefined;
      worker.listeners.get('notificationclick')!({
        notification: { close: () => undefined, data: { url } },
        waitUntil: (promise: Promise<unknown>) => {
          done = promise;
        },
      });
      await done;
    };
    await click('/account/orders/7');
    expect(focus).toHaveBeenCalled();
    await click('//evil.example.com/x');
    await click('https://evil.example.com/x');
    expect(worker.openWindow.mock.calls).toEqual([['/account/purchases'], ['/account/purchases']]);
  });
});
