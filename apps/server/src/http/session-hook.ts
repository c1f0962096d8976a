import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { Forbidden } from '../domain/errors.ts';
import { findSession, type SessionCache } from '../modules/auth/index.ts';

export const SESSION_COOKIE = 'session';

function tokenOf(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session of every request once, from the instance's session cache when it keeps it
 * (docs/accounts.md#sessions), and refuses cross-site state changes that ride on the
 * cookie (docs/architecture.md#security): the Origin, or failing that the Referer, must be this shop.
 */
export function registerSessionHook(
  app: FastifyInstance,
  deps: { db: DbOrTx; config: Config; sessionCache?: SessionCache },
): void {
  const allowedOrigins = new Set([new URL(deps.config.publicUrl).origin]);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    const found = tokenOf(request);
    if (!found) return;
    if (found.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const source = request.headers.origin ?? request.headers.referer;
      let origin: string | null = null;
      try {
        origin = source ? new URL(source).origin : null;
      } catch {
        origin = null;
      }
      const sameHost = origin !== null && request.host !== undefined && new URL(origin).host === request.host;
      if (!origin || !(allowedOrigins.has(origin) || sameHost)) {
        throw new Forbidden('Cross-site request refused', 'CSRF');
      }
    }
    const session = await findSession(deps.db, found.token, deps.sessionCache);
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.sessionId;
    request.sessionToken = found.token;
  });
}
