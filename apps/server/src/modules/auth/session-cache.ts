import { SESSION_CHANNEL } from '../../db/change-feed.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { FeedGatedCache, watchChanges } from '../../db/feed-gated-cache.ts';
import type { SessionUser } from './request-user.ts';

/** What `findSession` answers for a token, and until when the session lives. */
export interface KeptSession {
  sessionId: number;
  user: SessionUser;
  /** The session's own end (epoch milliseconds): a kept session is never answered past it. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** The most sessions kept; 0 keeps none. */
  maxEntries: number;
  /** The longest any session is kept without reading it again, however quiet the feed. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry extends KeptSession {
  keptUntil: number;
}

/**
 * The sessions of recent requests, by their token's SHA-256 (never the token), so a signed-in request
 * needs no query for its session (docs/accounts.md#sessions, docs/decisions/008-api-performance.md).
 *
 * Correct with several instances, like the catalogue cache: every change to a session or to the user
 * fields a session carries makes PostgreSQL send a `session_changed` notification (migration 0020),
 * which every instance hears and drops those sessions. The instance that made the change drops them
 * itself before it answers (`forgetSession`, `forgetUser`). Nothing is kept while the notifications go
 * unheard, nor a read that began before a change (db/feed-gated-cache.ts). Bounded by count, least
 * recently used first out.
 */
export class SessionCache extends FeedGatedCache {
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #entries = new Map<string, Entry>();
  #hashBySession = new Map<number, string>();
  #hashesByUser = new Map<number, Set<string>>();

  constructor(options: SessionCacheOptions) {
    super(options.maxEntries);
    this.#maxEntries = options.maxEntries;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept session of a token's hash; the user is a copy, so a request cannot change what is kept. */
  get(tokenHash: string): { sessionId: number; user: SessionUser } | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.keptUntil <= now || entry.expiresAt <= now) {
      this.#delete(tokenHash, entry);
      return undefined;
    }
    // Most recently used last.
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    return { sessionId: entry.sessionId, user: { ...entry.user } };
  }

  set(tokenHash: string, session: KeptSession, generation: number): void {
    if (!this.mayKeep(generation)) return;
    const now = this.#now();
    if (session.expiresAt <= now) return;
    const existing = this.#entries.get(tokenHash);
    if (existing) this.#delete(tokenHash, existing);
    this.#entries.set(tokenHash, {
      sessionId: session.sessionId,
      user: { ...session.user },
      expiresAt: session.expiresAt,
      keptUntil: Math.min(now + this.#maxAgeMs, session.expiresAt),
    });
    this.#hashBySession.set(session.sessionId, tokenHash);
    const ofUser = this.#hashesByUser.get(session.user.id) ?? new Set();
    this.#hashesByUser.set(session.user.id, ofUser.add(tokenHash));
    for (const [oldHash, oldEntry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#delete(oldHash, oldEntry);
    }
  }

  /** A session ended or changed (logout, refresh, expiry). */
  forgetSession(sessionId: number): void {
    this.changed();
    const hash = this.#hashBySession.get(sessionId);
    const entry = hash === undefined ? undefined : this.#entries.get(hash);
    if (hash !== undefined && entry) this.#delete(hash, entry);
  }

  /** A token's session ended (refresh by a token, whichever session it was). */
  forgetToken(tokenHash: string): void {
    this.changed();
    const entry = this.#entries.get(tokenHash);
    if (entry) this.#delete(tokenHash, entry);
  }

  /** A user changed (details, role, password, deletion): every session of theirs goes. */
  forgetUser(userId: number): void {
    this.changed();
    for (const hash of this.#hashesByUser.get(userId) ?? []) {
      const entry = this.#entries.get(hash);
      if (entry) this.#delete(hash, entry);
    }
  }

  /**
   * A `session_changed` notification's payload: `session:` or `user:` and ids separated by commas
   * (migration 0020). Anything else drops everything.
   */
  heard(payload: string): void {
    const [kind, list = ''] = payload.split(':', 2);
    const ids = list.split(',').map(Number);
    if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) this.clear();
    else if (kind === 'session') for (const id of ids) this.forgetSession(id);
    else if (kind === 'user') for (const id of ids) this.forgetUser(id);
    else this.clear();
  }

  protected dropAll(): void {
    this.#entries.clear();
    this.#hashBySession.clear();
    this.#hashesByUser.clear();
  }

  #delete(tokenHash: string, entry: Entry): void {
    this.#entries.delete(tokenHash);
    if (this.#hashBySession.get(entry.sessionId) === tokenHash) this.#hashBySession.delete(entry.sessionId);
    const ofUser = this.#hashesByUser.get(entry.user.id);
    ofUser?.delete(tokenHash);
    if (ofUser?.size === 0) this.#hashesByUser.delete(entry.user.id);
  }
}

/**
 * A cache of up to `maxEntries` sessions (none when 0) that hears the sessions' changes through
 * `database`, for as long as the app runs; `stop` when it closes.
 */
export function watchSessionChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  maxEntries: number,
): { cache: SessionCache; stop: () => Promise<void> } {
  return watchChanges(database, SESSION_CHANNEL, new SessionCache({ maxEntries }));
}
