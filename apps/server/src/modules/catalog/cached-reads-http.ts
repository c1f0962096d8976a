import { NEW_ARRIVAL_DAYS } from '@fengshui/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from '../../http/cache-policy.ts';
import { sendJsonText } from '../../http/json-reply.ts';
import type { CatalogCache } from './catalog-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a list's answer stops being true by the clock alone: the first flash deal in it to end, and
 * for new arrivals the first product to grow older than the new-arrival window.
 */
export function answerExpiry(
  products: readonly { flash_deal_end: string | null; created_at: string }[],
  options: { newArrivals?: boolean } = {},
  now = Date.now(),
): number | null {
  let expiry = Number.POSITIVE_INFINITY;
  for (const product of products) {
    const dealEnd = product.flash_deal_end ? Date.parse(product.flash_deal_end) : Number.NaN;
    if (dealEnd > now) expiry = Math.min(expiry, dealEnd);
    if (options.newArrivals)
      expiry = Math.min(expiry, Date.parse(product.created_at) + NEW_ARRIVAL_DAYS * DAY_MS);
  }
  return Number.isFinite(expiry) ? expiry : null;
}

export interface CachedRead {
  body: string;
  expiresAt?: number | null;
}

/**
 * The answer's key: the route and its parsed query, so unknown parameters or their order cannot
 * make the same answer twice.
 */
export function cacheKey(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`);
  return `${request.routeOptions.url ?? request.url}|${JSON.stringify(request.params ?? {})}|${parts.join('&')}`;
}

/**
 * Answers a public catalogue read from the cache, or reads and encodes it and keeps it for the next
 * reader. `x-catalog-cache` says which: hit, miss, or bypass (the owner, who sees more, or a client
 * that asked for a fresh answer with `Cache-Control: no-cache`, which is then kept for the others).
 *
 * A kept answer is kept as the bytes it is sent as, with their ETag: encoding the text and hashing it
 * again for every reader was a third of the server thread's time when it served only cached lists
 * (docs/decisions/008-api-performance.md).
 */
export async function replyCached(
  cache: CatalogCache,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { productId?: number; bypass?: boolean },
  read: () => Promise<CachedRead>,
): Promise<void> {
  const send = async (body: string | Buffer, status: string, etag?: string | null) => {
    // The cache policy tags the answer with this ETag instead of hashing the bytes again.
    if (etag) reply.header('etag', etag);
    sendJsonText(reply.header('x-catalog-cache', status), body);
    // Resolves once the answer is out: an async handler that ends before that and returns nothing
    // would be sent a second time.
    await reply;
  };
  if (options.bypass || !cache.active) {
    await send((await read()).body, options.bypass ? 'bypass' : 'off');
    return;
  }
  const key = cacheKey(request);
  const fresh = /no-cache/i.test(request.headers['cache-control'] ?? '');
  const kept = fresh ? undefined : cache.answer(key);
  if (kept !== undefined) {
    await send(kept.body, 'hit', kept.etag);
    return;
  }
  const generation = cache.generation;
  const { body, expiresAt } = await read();
  const bytes = Buffer.from(body);
  const etag = weakEtag(bytes);
  cache.set(key, bytes, {
    generation,
    productId: options.productId ?? null,
    expiresAt: expiresAt ?? null,
    etag,
  });
  await send(bytes, fresh ? 'bypass' : 'miss', etag);
}
