import { describe, expect, it } from 'vitest';
import type { SessionUser } from './request-user.ts';
import { type KeptSession, SessionCache } from './session-cache.ts';

const DAY = 24 * 60 * 60 * 1000;

const user = (id: number, fields: Partial<SessionUser> = {}): SessionUser => ({
  id,
  email: `customer${id}@example.ph`,
  username: `customer${id}`,
  firstName: 'Maria',
  lastName: 'Santos',
  phone: null,
  userType: 'customer',
  emailVerified: true,
  ...fields,
});

function cacheAt(start = 1_000_000, options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const clock = { now: start };
  const cache = new SessionCache({
    maxEntries: options.maxEntries ?? 100,
    maxAgeMs: options.maxAgeMs,
    now: () => clock.now,
  });
  cache.startListening();
  const keep = (hash: string, session: Partial<KeptSession> & { userId?: number } = {}) =>
    cache.set(
      hash,
      {
        sessionId: session.sessionId ?? Number.parseInt(hash.replace(/\D/g, '') || '1', 10),
        user: session.user ?? user(session.userId ?? 1),
        expiresAt: session.expiresAt ?? clock.now + 30 * DAY,
      },
      cache.generation,
    );
  return { cache, clock, keep };
}

describe('the session cache', () => {
  it('answers a kept session by its token hash, as a copy a request cannot change', () => {
    const { cache, keep } = cacheAt();
    keep('hash1', { sessionId: 1, userId: 7 });
    const kept = cache.get('hash1')!;
    expect(kept).toEqual({ sessionId: 1, user: user(7) });
    kept.user.userType = 'admin';
    expect(cache.get('hash1')!.user.userType).toBe('customer');
    expect(cache.get('hash2')).toBeUndefined();
  });

  it("never answers a session past its own expiry, nor past the cache's lifetime", () => {
    const { cache, clock, keep } = cacheAt(1_000_000, { maxAgeMs: 60_000 });
    keep('hash1', { sessionId: 1, expiresAt: clock.now + 5_000 });
    keep('hash2', { sessionId: 2 });
    clock.now += 5_000;
    expect(cache.get('hash1')).toBeUndefined();
    expect(cache.get('hash2')).toBeDefined();
    clock.now += 55_000;
    expect(cache.get('hash2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its count, the least recently used going first', () => {
    const { cache, keep } = cacheAt(1_000_000, { maxEntries: 2 });
    keep('hash1', { sessionId: 1 });
    keep('hash2', { sessionId: 2 });
    cache.get('hash1');
    keep('hash3', { sessionId: 3 });
    expect(cache.size).toBe(2);
    expect(cache.get('hash2')).toBeUndefined();
    expect(cache.get('hash1')).toBeDefined();
    expect(cache.get('hash3')).toBeDefined();
  });

  it('drops a session, a token, or every session of a user', () => {
    const { cache, keep } = cacheAt();
    keep('hash1', { sessionId: 1, userId: 7 });
    keep('hash2', { sessionId: 2, userId: 7 });
    keep('hash3', { sessionId: 3, userId: 8 });
    keep('hash4', { sessionId: 4, userId: 8 });
    cache.forgetSession(3);
    expect(cache.get('hash3')).toBeUndefined();
    cache.forgetToken('hash4');
    expect(cache.get('hash4')).toBeUndefined();
    cache.forgetUser(7);
    expect(cache.get('hash1')).toBeUndefined();
    expect(cache.get('hash2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("follows the database's notifications: sessions, users, and anything else drops everything", () => {
    const { cache, keep } = cacheAt();
    keep('hash1', { sessionId: 1, userId: 7 });
    keep('hash2', { sessionId: 2, userId: 8 });
    keep('hash3', { sessionId: 3, userId: 9 });
    keep('hash4', { sessionId: 4, userId: 10 });
    cache.heard('session:1,2');
    expect([cache.get('hash1'), cache.get('hash2')]).toEqual([undefined, undefined]);
    cache.heard('user:9');
    expect(cache.get('hash3')).toBeUndefined();
    expect(cache.get('hash4')).toBeDefined();
    cache.heard('something else');
    expect(cache.size).toBe(0);
  });

  it('does not keep a session read before a change it has since heard', () => {
    const { cache, clock } = cacheAt();
    const before = cache.generation;
    cache.heard('user:7');
    cache.set('hash1', { sessionId: 1, user: user(7), expiresAt: clock.now + DAY }, before);
    expect(cache.get('hash1')).toBeUndefined();
  });

  it('keeps nothing while the change feed is down, nor with a size of 0', () => {
    const { cache, keep } = cacheAt();
    keep('hash1', { sessionId: 1 });
    cache.stopListening();
    expect(cache.get('hash1')).toBeUndefined();
    keep('hash2', { sessionId: 2 });
    expect(cache.size).toBe(0);
    cache.startListening();
    keep('hash2', { sessionId: 2 });
    expect(cache.get('hash2')).toBeDefined();

    const none = new SessionCache({ maxEntries: 0 });
    none.startListening();
    none.set('hash1', { sessionId: 1, user: user(1), expiresAt: Date.now() + DAY }, none.generation);
    expect(none.active).toBe(false);
    expect(none.size).toBe(0);
  });
});
