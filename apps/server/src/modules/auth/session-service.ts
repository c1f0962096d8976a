import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DAYS } from '@fengshui/shared/constants';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { SessionUser } from './request-user.ts';
import type { SessionCache } from './session-cache.ts';

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** Tokens (sessions, e-mail links) are 32 random bytes; only their SHA-256 is ever stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export async function createSession(db: DbOrTx, userId: number, meta: SessionMeta = {}) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hash,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip?.slice(0, 64) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/**
 * The live session of a token and its user, or null for an unknown, expired or malformed token. With a
 * `cache`, a session it keeps costs no query, and one read here is kept (session-cache.ts).
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  cache?: SessionCache,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  // A token is 43 base64url characters; anything else cannot be one, so skip the lookup.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = hashToken(token);
  const kept = cache?.get(hash);
  if (kept) return kept;
  const generation = cache?.generation ?? 0;
  // Asked on every signed-in request the cache does not answer: prepared once (db/prepared.ts).
  const [row] = await prepared(db, 'find_session', (on) =>
    on
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        id: users.id,
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        userType: users.userType,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
      .prepare('find_session'),
  ).execute({ hash });
  if (!row) return null;
  const { sessionId, expiresAt, emailVerifiedAt, ...fields } = row;
  const user = { ...fields, emailVerified: emailVerifiedAt !== null };
  cache?.set(hash, { sessionId, user, expiresAt: expiresAt.getTime() }, generation);
  return { sessionId, user };
}

/**
 * docs/accounts.md#sessions: refresh replaces the session with a new one; the old token stops working at once,
 * in this instance's `cache` too. Null when the old token is no longer a live session.
 */
export async function rotateSession(db: DbOrTx, token: string, meta: SessionMeta = {}, cache?: SessionCache) {
  const hash = hashToken(token);
  const rotated = await db.transaction(async (tx) => {
    const [old] = await tx
      .delete(sessions)
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, sql`now()`)))
      .returning({ userId: sessions.userId });
    if (!old) return null;
    return createSession(tx, old.userId, meta);
  });
  cache?.forgetToken(hash);
  return rotated;
}

/** Ends a session (logout), in this instance's `cache` too. */
export async function revokeSession(db: DbOrTx, sessionId: number, cache?: SessionCache): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  cache?.forgetSession(sessionId);
}

/** Ends every session of a user (password change or reset, deletion), optionally keeping one. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}

/**
 * Sessions past their end are removed now and then: nothing reads them again (a lookup and a refresh
 * both want a live one), and without this the table would keep every sign-in ever made.
 */
export async function forgetExpiredSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return removed.length;
}
