import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../domain/errors.ts';
import type { SessionUser } from '../modules/auth/index.ts';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the session cookie or bearer token. */
    user: SessionUser | null;
    sessionId: number | null;
    /** The raw session token of this request, for refresh and logout. */
    sessionToken: string | null;
  }
}

// The guards run as `onRequest` hooks: before the body is read or validated, so a guest gets 401 rather
// than a validation message, and nobody uploads a file to a route they may not use.

/** Route guard: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new Unauthorized();
}

/** Route guard: 401 unless signed in, 403 unless an admin (docs/accounts.md#roles). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new Unauthorized();
  if (request.user.userType !== 'admin') throw new Forbidden();
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}
