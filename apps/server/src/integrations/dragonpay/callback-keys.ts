import type { KeyObject } from 'node:crypto';
import { parseCallbackKeys } from './callback-signature.ts';

export interface CallbackKeyStore {
  /** The cached keys, fetched when there are none yet or they are older than the cache time. */
  current(): Promise<KeyObject[]>;
  /**
   * Fetches again after a signature matched no cached key (Dragonpay may have rotated its key); null
   * when a fetch happened too recently to try again, so forged postbacks cannot hammer the endpoint.
   */
  refetch(): Promise<KeyObject[] | null>;
}

export interface CallbackKeyStoreOptions {
  /** `{host}/api/collect/v1/keys/callback`. */
  url: string;
  fetchImpl: typeof fetch;
  /** Sent as HTTP Basic like the other collect/v1 calls, in case the endpoint wants it. */
  authorization?: string;
  ttlMs?: number;
  /** The least time between two fetches, whatever asks for them. */
  minIntervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

const HOUR_MS = 60 * 60 * 1000;
const PEM_BLOCK = /-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g;

async function fetchKeys(options: CallbackKeyStoreOptions): Promise<KeyObject[] | null> {
  try {
    const response = await options.fetchImpl(options.url, {
      headers: {
        accept: 'application/json',
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) return null;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text.match(PEM_BLOCK) ?? [];
    }
    const keys = parseCallbackKeys(body);
    return keys.length > 0 ? keys : null;
  } catch {
    return null;
  }
}

/**
 * Dragonpay's postback public keys, cached for an hour. A failed fetch keeps the keys already known
 * (none at first): the verifier then accepts only what the SHA-1 digest proves, and never throws.
 */
export function createCallbackKeyStore(options: CallbackKeyStoreOptions): CallbackKeyStore {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? HOUR_MS;
  const minIntervalMs = options.minIntervalMs ?? 60_000;
  let keys: KeyObject[] = [];
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<KeyObject[]> | null = null;

  const load = (): Promise<KeyObject[]> => {
    inFlight ??= (async () => {
      attemptedAt = now();
      const fetched = await fetchKeys(options);
      if (fetched) {
        keys = fetched;
        fetchedAt = now();
      }
      return keys;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const mayFetch = () => now() - attemptedAt >= minIntervalMs;

  return {
    current: () => {
      if (inFlight) return inFlight;
      if (now() - fetchedAt < ttlMs || !mayFetch()) return Promise.resolve(keys);
      return load();
    },
    refetch: () => {
      if (inFlight) return inFlight;
      return mayFetch() ? load() : Promise.resolve(null);
    },
  };
}
