// The shop's service worker (docs/integrations/web-push.md#the-service-worker): a plain script served
// as it is, so no page's JavaScript grows by it. It shows Web Push notifications and opens the order
// they speak of, and answers a page that cannot load offline with the offline page. It keeps only the
// offline page and its picture: never an API answer or a page of an account, the admin, the cart or
// checkout, so nothing private can be read back from it.

const CACHE = 'fengshui-offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_ASSETS = [OFFLINE_PAGE, '/icons/icon-192.png'];
const PRIVATE_PREFIXES = ['/api', '/account', '/admin', '/checkout', '/cart'];

function isUnder(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/**
 * What the worker does with a request: 'offline-asset' is answered from the cache (the offline page's
 * own files), 'page' goes to the network and falls back to the offline page when there is none,
 * 'network' is left to the browser untouched (the worker neither answers nor keeps it).
 */
function routeRequest(request, origin) {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (OFFLINE_ASSETS.includes(url.pathname)) return 'offline-asset';
  if (request.mode === 'navigate') return 'page';
  return 'network';
}

/** Whether an answer may be kept: only the offline page's files, never a private or API answer. */
function mayCache(pathname) {
  return OFFLINE_ASSETS.includes(pathname) && !PRIVATE_PREFIXES.some((prefix) => isUnder(pathname, prefix));
}

/** The shop's own path a notification opens; anything else opens the purchases list. */
function notificationTarget(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/account/purchases';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_ASSETS.filter(mayCache)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, self.location.origin);
  if (route === 'offline-asset') {
    event.respondWith(caches.match(event.request).then((cached) => cached || fetch(event.request)));
  } else if (route === 'page') {
    event.respondWith(
      fetch(event.request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page || Response.error())),
    );
  }
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = notificationTarget(message.url);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Feng Shui Prosper', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: url,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationTarget(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
