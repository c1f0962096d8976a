import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createUser } from '../../db/factories/users.ts';
import { sessions } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSession, findSession, forgetExpiredSessions } from './session-service.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('expired sessions', () => {
  it('are removed by the housekeeping, while live sessions stay and still sign their user in', async () => {
    const db = database.db;
    const user = await createUser(db, { email: 'sessions-expiry@example.com' });
    const ended = await createSession(db, user.id);
    const live = await createSession(db, user.id);
    const now = new Date();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() - 60_000) })
      .where(eq(sessions.id, ended.sessionId));

    expect(await forgetExpiredSessions(db, now)).toBe(1);

    const left = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(left).toEqual([live.sessionId]);
    expect(await findSession(db, live.token)).toMatchObject({ sessionId: live.sessionId });
    expect(await findSession(db, ended.token)).toBeNull();
  });
});
