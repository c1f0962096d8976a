import { crc32 } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A read that may be kept by caches, declared on the route as `config: { publicCache: {...} }`. Every
 * other /api answer is `no-store`: a route that forgets to declare itself stays private, never the
 * other way round (docs/decisions/007-delivering-bytes.md).
 */
export interface PublicCache {
  /**
   * Seconds a browser may reuse the answer without asking. 0 (the default) makes it revalidate with
   * the ETag every time, so a refetch after a change (a review posted, an owner's edit) is never
   * answered from the browser's own cache.
   */
  maxAge?: number;
  /** Seconds a shared cache (a CDN or a caching proxy in front of the shop) may serve it. */
  sharedMaxAge?: number;
  /**
   * The answer differs for a signed-in visitor (an admin also sees archived products, a customer sees
   * which horoscopes they have read): signed-in answers are private, and every answer varies on the
   * credentials so a shared cache never hands a guest's copy to a member or the reverse.
   */
  variesByUser?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCache;
  }
}

/** A shared cache may keep a public read for a minute: owners' edits reach every visitor within it. */
export const SHARED_MAX_AGE = 60;

/** The usual declaration of a public catalogue or content read. */
export const PUBLIC_READ = { publicCache: {} } as const satisfies { publicCache: PublicCache };
/** A public read whose answer depends on who asks (see PublicCache.variesByUser). */
export const PUBLIC_READ_PER_VISITOR = { publicCache: { variesByUser: true } } as const satisfies {
  publicCache: PublicCache;
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function appendVary(reply: FastifyReply, ...fields: string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const present = new Set(
    current
      .split(',')
      .map((field) => field.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = fields.filter((field) => !present.has(field));
  if (missing.length > 0) reply.header('vary', [current, ...missing].filter(Boolean).join(', '));
}

/**
 * A weak validator from the bytes of the answer before compression: weak, because the same answer is
 * also sent brotli- or gzip-encoded under the same tag. Its length and CRC-32 rather than a
 * cryptographic digest: a tag only has to change when the answer does, and zlib's CRC-32 takes about
 * a quarter of SHA-1's time over the 50 KB of a product list kept as bytes, on every uncached
 * catalogue read (docs/decisions/008-api-performance.md, seventeenth pass). Two different answers
 * share a tag only if they have the same length and the same CRC-32.
 */
export function weakEtag(body: string | Buffer): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return `W/"${length.toString(36)}-${crc32(body).toString(36)}"`;
}

function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  // If-None-Match compares weakly: W/"x" and "x" are the same tag.
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

type Decision = { cacheControl: string; etag: boolean; varyOnCredentials: boolean };

function decide(request: FastifyRequest, reply: FastifyReply): Decision | null {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (isApi(request.url)) {
    const policy = request.routeOptions.config?.publicCache;
    if (!policy || reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD'))
      return { cacheControl: 'no-store', etag: false, varyOnCredentials: false };
    const varyOnCredentials = policy.variesByUser === true;
    if (varyOnCredentials && request.user)
      return { cacheControl: 'private, no-cache', etag: true, varyOnCredentials };
    const shared = policy.sharedMaxAge ?? SHARED_MAX_AGE;
    return {
      cacheControl: `public, max-age=${policy.maxAge ?? 0}, s-maxage=${shared}`,
      etag: true,
      varyOnCredentials,
    };
  }
  // The pages: always asked again, so the owner's edits show at the next load; the ETag makes an
  // unchanged page a 304. A member's page is never kept by a shared cache.
  if (contentType.startsWith('text/html'))
    return {
      cacheControl: request.user ? 'private, no-cache' : 'no-cache',
      etag: true,
      varyOnCredentials: false,
    };
  return null;
}

/**
 * Sets Cache-Control (and an ETag with 304 on If-None-Match) on every answer. Registered before the
 * compression, so tags are taken from the plain bytes.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const decision = decide(request, reply);
    if (!decision) return payload;
    reply.header('cache-control', decision.cacheControl);
    if (decision.varyOnCredentials) appendVary(reply, 'cookie', 'authorization');
    if (!decision.etag || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A route that keeps its answer's bytes (the catalogue cache) hands in their tag, taken once.
    const given = reply.getHeader('etag');
    const etag = typeof given === 'string' && given !== '' ? given : weakEtag(payload);
    reply.header('etag', etag);
    if (!matchesIfNoneMatch(request, etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
