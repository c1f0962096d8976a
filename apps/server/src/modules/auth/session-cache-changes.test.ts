import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL } from '../../db/change-feed.ts';
import { type DatabaseHandle, queryRows } from '../../db/client.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../db/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import { createAppInstance, type TestApp } from '../../test/app-instance.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSession, hashToken } from './session-service.ts';
import { issueUserToken } from './user-tokens.ts';

/**
 * The database as one instance sees it, with the session notifications that instance hears written
 * down: `heard` waits for one. A held feed delivers nothing (the instance hears nothing yet), so
 * what that instance drops it dropped itself.
 */
function sessionFeedOf(database: DatabaseHandle, options: { held: boolean }) {
  const delivered: string[] = [];
  const held: string[] = [];
  const waiting = new Set<() => void>();
  const handle: DatabaseHandle = {
    ...database,
    listen: (channel, listener) =>
      database.listen(
        channel,
        channel !== SESSION_CHANNEL
          ? listener
          : {
              ...listener,
              heard: (payload) => {
                if (options.held) return void held.push(payload);
                listener.heard(payload);
                delivered.push(payload);
                for (const wake of waiting) wake();
              },
            },
      ),
    // The test closes the database itself.
    close: async () => {},
  };
  const heard = (wanted: (payload: string) => boolean) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!delivered.some(wanted)) return;
        waiting.delete(look);
        resolve();
      };
      waiting.add(look);
      look();
    });
  return { handle, delivered, held, heard };
}

const names = (kind: 'session' | 'user', id: number) => (payload: string) =>
  payload.startsWith(`${kind}:`) &&
  payload
    .slice(kind.length + 1)
    .split(',')
    .includes(String(id));

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('sessions kept in memory by two instances of one database', () => {
  let database: DatabaseHandle;
  // `a` makes the changes and hears nothing from the database; `b` hears them.
  let a: TestApp;
  let b: TestApp;
  let aFeed: ReturnType<typeof sessionFeedOf>;
  let bFeed: ReturnType<typeof sessionFeedOf>;

  beforeAll(async () => {
    database = await createTestDatabase();
    aFeed = sessionFeedOf(database, { held: true });
    bFeed = sessionFeedOf(database, { held: false });
    a = await createAppInstance(aFeed.handle, { SESSION_CACHE_SIZE: '100' });
    b = await createAppInstance(bFeed.handle, { SESSION_CACHE_SIZE: '100' });
    // On PostgreSQL each instance starts listening on its own connection a moment after it starts.
    await vi.waitFor(() => expect(a.app.sessionCache.active && b.app.sessionCache.active).toBe(true), {
      timeout: 2_000,
      interval: 10,
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  /** Both instances answer the token and keep its session; answers the session's id. */
  async function keptByBoth(token: string): Promise<number> {
    for (const instance of [a, b]) {
      expect((await me(instance.app, token)).statusCode).toBe(200);
      expect(instance.app.sessionCache.get(hashToken(token))).toBeDefined();
    }
    return b.app.sessionCache.get(hashToken(token))!.sessionId;
  }

  it('answers a kept session without asking the database, as the database last told it', async () => {
    const { token, user } = await signInAs(a, { firstName: 'Maria' });
    await keptByBoth(token);
    // Changed behind the triggers' back, so no instance hears of it: both still answer what they keep.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table users disable trigger users_changed_notify`);
      await tx.update(users).set({ firstName: 'Mariel' }).where(eq(users.id, user.id));
      await tx.execute(sql`alter table users enable trigger users_changed_notify`);
    });
    expect((await me(b.app, token)).json().firstName).toBe('Maria');
  });

  it('ends a session at logout on the instance that logged out at once, and on the other when it hears', async () => {
    const { token, headers } = await signInAs(a);
    const sessionId = await keptByBoth(token);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await me(a.app, token)).statusCode).toBe(401);
    await bFeed.heard(names('session', sessionId));
    expect((await me(b.app, token)).statusCode).toBe(401);
  });

  it("ends the account's other sessions at a password change, everywhere, and keeps the one that changed it", async () => {
    const { user, token, headers } = await signInAs(a);
    const other = await createSession(database.db, user.id);
    await keptByBoth(token);
    await keptByBoth(other.token);
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers,
      payload: { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: 'Prosper!2027-new' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(a.app, other.token)).statusCode).toBe(401);
    expect((await me(a.app, token)).statusCode).toBe(200);
    await bFeed.heard(names('session', other.sessionId));
    expect((await me(b.app, other.token)).statusCode).toBe(401);
    expect((await me(b.app, token)).statusCode).toBe(200);
  });

  it('ends every session of the account at a password reset from the e-mailed link', async () => {
    const { user, token } = await signInAs(a);
    const sessionId = await keptByBoth(token);
    const link = await issueUserToken(database.db, user.id, 'reset_password');
    const reset = await a.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${link}`,
      payload: { password: 'Prosper!2027-new' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(a.app, token)).statusCode).toBe(401);
    await bFeed.heard(names('session', sessionId));
    expect((await me(b.app, token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted account', async () => {
    const { user, token, headers } = await signInAs(a);
    await keptByBoth(token);
    expect((await a.app.inject({ method: 'DELETE', url: '/api/users/account', headers })).statusCode).toBe(
      200,
    );
    expect((await me(a.app, token)).statusCode).toBe(401);
    await bFeed.heard(names('user', user.id));
    expect((await me(b.app, token)).statusCode).toBe(401);
  });

  it('takes an admin who is made a customer (by another process, the database console) for a customer once heard', async () => {
    const admin = await signInAs(a, { userType: 'admin' });
    await keptByBoth(admin.token);
    const dashboard = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect((await dashboard(b.app)).statusCode).not.toBe(403);
    await database.db.update(users).set({ userType: 'customer' }).where(eq(users.id, admin.user.id));
    await bFeed.heard(names('user', admin.user.id));
    expect((await dashboard(b.app)).statusCode).toBe(403);
    // The held instance was told as well; what it keeps would go when it hears.
    await vi.waitFor(() => expect(aFeed.held.some(names('user', admin.user.id))).toBe(true), {
      timeout: 1_000,
      interval: 10,
    });
  });

  it('shows changed details on the instance that saved them at once, and on the other once heard', async () => {
    const { user, token, headers } = await signInAs(a, { firstName: 'Maria' });
    await keptByBoth(token);
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { firstName: 'Mariel' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(a.app, token)).json().firstName).toBe('Mariel');
    await bFeed.heard(names('user', user.id));
    expect((await me(b.app, token)).json().firstName).toBe('Mariel');
  });

  it('ends the old token at a refresh on the instance that refreshed at once, and on the other when it hears', async () => {
    const { token } = await signInAs(a);
    const sessionId = await keptByBoth(token);
    const refreshed = await a.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token } });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(a.app, token)).statusCode).toBe(401);
    expect((await me(a.app, refreshed.json().token)).statusCode).toBe(200);
    await bFeed.heard(names('session', sessionId));
    expect((await me(b.app, token)).statusCode).toBe(401);
  });

  it('shows the address verified on the instance that opened the link at once, and on the other once heard', async () => {
    const { user, token } = await signInAs(a, { verified: false });
    await keptByBoth(token);
    const link = await issueUserToken(database.db, user.id, 'verify_email');
    expect((await a.app.inject({ method: 'GET', url: `/api/auth/verify-email/${link}` })).statusCode).toBe(
      200,
    );
    expect((await me(a.app, token)).json().emailVerified).toBe(true);
    await bFeed.heard(names('user', user.id));
    expect((await me(b.app, token)).json().emailVerified).toBe(true);
  });

  it('shows a new text-message number and username on the instance that saved them at once', async () => {
    const { user, token, headers } = await signInAs(a);
    await keptByBoth(token);
    const texts = await a.app.inject({
      method: 'PUT',
      url: '/api/users/sms-preference',
      headers,
      payload: { opt_in: true, mobile: '09171234567' },
    });
    expect(texts.statusCode).toBe(200);
    expect((await me(a.app, token)).json().phone).toBe('+639171234567');
    const renamed = await a.app.inject({
      method: 'PUT',
      url: '/api/users/update-username',
      headers,
      payload: { username: `renamed${user.id}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(a.app, token)).json().username).toBe(`renamed${user.id}`);
  });

  it('is not told of a change to the account that no session shows (the text-message choice)', async () => {
    const user = await createUser(database.db);
    await database.db.update(users).set({ smsOptIn: true }).where(eq(users.id, user.id));
    await database.db.update(users).set({ lastName: 'Reyes' }).where(eq(users.id, user.id));
    await bFeed.heard(names('user', user.id));
    // Notifications arrive in commit order: had the first update notified, it would be heard twice.
    expect(bFeed.delivered.filter(names('user', user.id))).toHaveLength(1);
  });

  it('names at most 400 sessions in one notification when many end at once (the expiry cleanup)', async () => {
    const user = await createUser(database.db);
    await database.db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at)
        select ${user.id}, md5(g::text || ${user.id}) || md5(g::text), now() - interval '1 day'
        from generate_series(1, 401) as g`,
    );
    const ids = (
      await queryRows<{ id: number }>(
        database.db,
        sql`delete from sessions where user_id = ${user.id} returning id`,
      )
    ).map((row) => row.id);
    const last = Math.max(...ids);
    await bFeed.heard(names('session', last));
    const told = bFeed.delivered.filter((payload) => ids.some((id) => names('session', id)(payload)));
    expect(told.map((payload) => payload.slice('session:'.length).split(',').length).sort()).toEqual([
      1, 400,
    ]);
  });
});
