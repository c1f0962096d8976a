import type { SmsProvider, SmsResult } from './types.ts';

export interface SemaphoreConfig {
  apiKey: string;
  /** The registered sender name the customer sees; empty uses the account's default. */
  senderName: string;
  /** https://api.semaphore.co by default; tests point it at a local stand-in. */
  baseUrl?: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Semaphore's HTTP API (docs/integrations/semaphore.md): one form-encoded POST to /api/v4/messages per
 * message; the answer is a list with one record per recipient, whose message_id we keep.
 */
export function createSemaphore(config: SemaphoreConfig, fetchFn: typeof fetch = fetch): SmsProvider {
  const url = `${(config.baseUrl ?? 'https://api.semaphore.co').replace(/\/$/, '')}/api/v4/messages`;
  return {
    name: 'semaphore',
    async send(to, text): Promise<SmsResult> {
      const form = new URLSearchParams({
        apikey: config.apiKey,
        // docs/integrations/semaphore.md#numbers: 63 and the ten digits, without the plus.
        number: to.replace(/^\+/, ''),
        message: text,
      });
      if (config.senderName) form.set('sendername', config.senderName);
      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: 'unavailable', message: `Semaphore did not answer: ${reason}` };
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        // docs/integrations/semaphore.md#answers: a refused request (bad number, key, sender name) is
        // final; throttling and the gateway's own failures are tried again.
        const retry = response.status === 429 || response.status >= 500;
        return {
          ok: false,
          reason: retry ? 'unavailable' : 'rejected',
          message: `Semaphore answered ${response.status}: ${describe(body)}`.slice(0, 500),
        };
      }
      const record = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
      const id = record?.message_id;
      if (typeof id !== 'number' && typeof id !== 'string')
        return {
          ok: false,
          reason: 'unavailable',
          message: `Semaphore's answer had no message id: ${describe(body)}`,
        };
      return { ok: true, messageId: String(id) };
    },
  };
}

function describe(body: unknown): string {
  if (body === null || body === undefined) return 'no body';
  return JSON.stringify(body).slice(0, 300);
}
