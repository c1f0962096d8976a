import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './session-hook.ts';

/** docs/accounts.md#sessions: httpOnly, SameSite=Lax, Secure on https; the web app never reads it from JavaScript. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
