import webPush from 'web-push';
import type { PushSender } from './types.ts';
import { PushServiceError } from './types.ts';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** How long a push service keeps a message for a device that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Standard Web Push (docs/integrations/web-push.md): `web-push` signs the VAPID header and encrypts the
 * payload with the aes128gcm content encoding; the request itself goes out through fetch, so a test may
 * answer it from a local http endpoint.
 */
export function createWebPush(vapid: VapidConfig): PushSender {
  return {
    async send(target, message) {
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PushServiceError(`The push service did not answer: ${(error as Error).message}`);
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new PushServiceError(`The push service answered ${response.status}`);
      return 'delivered';
    },
  };
}
