import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

// @fastify/compress's own test of what is worth compressing (text, JSON, XML, JavaScript).
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml|javascript)(?:;|$)|(?:\+|\/)text(?:;|$)/u;

const isStream = (payload: unknown): boolean =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { pipe?: unknown }).pipe === 'function';

/**
 * HTML and JSON compressed on the fly (brotli at quality 4, else gzip) above COMPRESSION_THRESHOLD.
 * The built web app's files are compressed once at build time and served by @fastify/static as they
 * are (`preCompressed`); this plugin leaves anything already encoded alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A compressible answer big enough to be compressed varies on Accept-Encoding even when this
  // request asked for no encoding, so that a shared cache never serves the plain copy in place of the
  // compressed one (or the reverse). The plugin itself only says so when it compresses.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const size =
      typeof payload === 'string' || Buffer.isBuffer(payload)
        ? Buffer.byteLength(payload)
        : isStream(payload)
          ? Number.POSITIVE_INFINITY
          : 0;
    if (size < COMPRESSION_THRESHOLD) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    return payload;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: nothing the shop receives is worth inflating (nor a zip bomb).
    globalDecompression: false,
  });
}
