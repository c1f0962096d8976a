import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet would set for `options`, worked out once. @fastify/helmet builds Helmet's
 * middleware again for every request (re-parsing the CSP directives each time), which the bench's
 * profile showed at about 4% of the server's time (docs/decisions/008-api-performance.md).
 * Directives here are plain strings, so every response carries the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/** The API's policy: nothing may run, load or frame. Also sent by answers that reach no hook (input-gate.ts). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * What a JSON answer of the API needs. It is read by scripts, never shown as a document, so the
 * page's policy (its scripts, styles, frames, referrer) says nothing to it; what it keeps is that it
 * is never sniffed as something else, framed, run or read from another site (and HSTS, which a
 * browser takes from any answer).
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** An API answer, apart from the API's own documentation pages (which set their own policy). */
const isApiRequest = (request: FastifyRequest): boolean =>
  request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');

/**
 * Pages and files get Helmet's headers for `options`; the API's JSON answers the short set of
 * `apiHeadersOf` (some 600 bytes less on each, which HTTP/1.1 sends uncompressed). An API answer that
 * turns out not to be JSON (a waybill's PDF, the subscribers' CSV) may be opened as a document, so it
 * gets the page's headers after all.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = helmetHeaders(options);
  const apiHeaders = apiHeadersOf(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? apiHeaders : pageHeaders);
    done();
  });
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !JSON_TYPE.test(type) && isApiRequest(request)) {
      reply.headers(pageHeaders);
    }
    done(null, payload);
  });
}
