import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest } from '../domain/errors.ts';
import { wantsPage } from './page-request.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { STANDALONE_PAGE_CSP, standalonePage } from './standalone-page.ts';

// A NUL, or a UTF-16 surrogate without its partner: text no person types and PostgreSQL cannot store.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 64;

/** Where the first string in `value` (keys included, nested at any depth) holds unsafe text, or null. */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isUnsafe(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (isUnsafe(key)) return path || '(a field name)';
    const found = findUnsafeText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const WHERE = { body: 'Request body field', query: 'Query field', params: 'Path' } as const;

/** Throws the gate's 400 when `value` carries unsafe text anywhere. */
export function refuseUnsafeText(value: unknown, where: keyof typeof WHERE): void {
  const path = findUnsafeText(value);
  if (path === null) return;
  const subject = where === 'params' || !path ? WHERE[where] : `${WHERE[where]} "${path}"`;
  throw new BadRequest(
    `${subject} contains a character that is not allowed (a NUL byte or a broken Unicode character)`,
    undefined,
    'INVALID_CHARACTERS',
  );
}

/**
 * docs/architecture.md#security: one gate at the edge refuses NUL bytes and unpaired surrogates in every
 * path parameter, query value and JSON body, before any guard, rate limit or route sees them, so no
 * query can reach the database with them. Multipart forms are checked where they are read
 * (modules/media/multipart-form-http.ts).
 */
export function registerInputGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuseUnsafeText(request.params, 'params');
    refuseUnsafeText(request.query, 'query');
  });
  app.addHook('preValidation', async (request) => {
    refuseUnsafeText(request.body, 'body');
  });
}

// The answer to a page address that cannot be read: a link cut short in a chat or an e-mail, most
// likely. The web app cannot route it either, so it is a page of its own rather than the API's JSON.
const UNREADABLE_ADDRESS_PAGE = standalonePage({
  title: 'Address not found',
  heading: 'This address cannot be read',
  message:
    'The link may have been cut short or changed along the way. Check it, or start again from the home page.',
  action: { href: '/', label: 'Go to the home page' },
});

/** The router's refusals of an address, each with what the caller is told. */
const ADDRESS_REFUSALS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'The address contains a character that is not allowed',
    code: 'INVALID_CHARACTERS',
  },
  // A part of the address longer than any id or slug (maxParamLength in app.ts).
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long', code: 'ADDRESS_TOO_LONG' },
};

/**
 * Fastify's `frameworkErrors`: an address whose percent-encoding is not UTF-8 (%FF, a lone surrogate as
 * %ED%A0%80), or with a part too long to route, never reaches a route or the hooks (the security
 * headers' included), so the gate's answer is given here, uncached: the error envelope to the API, a
 * small page of its own to a browser. Only a failure of the server itself is called internal.
 */
export function answerBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  const refusal =
    ADDRESS_REFUSALS[error.code] ??
    (status < 500
      ? { status, message: 'The address cannot be read', code: 'BAD_ADDRESS' }
      : { status, message: 'Internal server error', code: 'INTERNAL' });
  reply.code(refusal.status).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (refusal.status < 500 && wantsPage(request)) {
    void reply
      .header('content-security-policy', STANDALONE_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(UNREADABLE_ADDRESS_PAGE);
    return;
  }
  void reply
    .header('content-security-policy', API_CONTENT_SECURITY_POLICY)
    .send({ message: refusal.message, code: refusal.code });
}
