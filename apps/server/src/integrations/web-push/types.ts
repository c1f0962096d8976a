/** A browser's push subscription as stored: the push service's endpoint and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (docs/integrations/web-push.md#payload). */
export interface PushMessage {
  title: string;
  body: string;
  /** The shop's own path the notification opens, e.g. /account/orders/12. */
  url: string;
}

/**
 * Sends one encrypted Web Push message. 'gone' when the push service says the subscription no longer
 * exists (404 or 410); any other refusal or silence throws, and the job worker tries again later.
 */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<'delivered' | 'gone'>;
}

export class PushServiceError extends Error {}
