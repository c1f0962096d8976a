import type { PushDevice, PushSubscribeBody } from '@fengshui/shared/web-push';
import { apiRequest } from './api-client.ts';
import { SERVICE_WORKER_URL } from './service-worker.ts';

// docs/accounts.md#push-notifications: loaded only once a customer allows notifications, so no page's
// first JavaScript carries it.

const SUBSCRIBED_KEY = 'fs_push_subscribed';

export const getPushPublicKey = () => apiRequest<{ public_key: string }>('/push/public-key');

export const subscribePushDevice = (body: PushSubscribeBody) =>
  apiRequest<PushDevice>('/push/subscriptions', { method: 'POST', body });

/** Whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/**
 * Subscribes this browser for the signed-in customer and tells the shop, once per customer and
 * subscription: the service worker is registered (if the page has not done it yet), the push service
 * gives a subscription for the shop's VAPID key, and the server stores it for the customer. Resolves
 * false where push is unsupported or permission is not granted.
 */
export async function ensurePushSubscription(
  userId: number,
  /** Tell the shop again even when this subscription was sent before (the account's Turn on button). */
  options: { force?: boolean } = {},
): Promise<boolean> {
  if (!pushSupported()) return false;
  if (options.force && Notification.permission === 'default') await Notification.requestPermission();
  if (Notification.permission !== 'granted') return false;
  const registration =
    (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)) ??
    (await navigator.serviceWorker.register(SERVICE_WORKER_URL));
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && localStorage.getItem(SUBSCRIBED_KEY) === `${userId} ${subscription.endpoint}`)
    return true;
  if (!subscription) {
    const { public_key } = await getPushPublicKey();
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(public_key),
    });
  }
  const json = subscription.toJSON();
  await subscribePushDevice({
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  localStorage.setItem(SUBSCRIBED_KEY, `${userId} ${subscription.endpoint}`);
  return true;
}
