import { createUser, type UserInput } from '../db/factories/users.ts';
import { createSession } from '../modules/auth/session-service.ts';
import type { TestApp } from './test-app.ts';

/** A user with a live session; send `headers` to act as them (bearer, so no cross-site check applies). */
export async function signInAs(t: Pick<TestApp, 'db'>, input: UserInput = {}) {
  const user = await createUser(t.db, input);
  const { token } = await createSession(t.db, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
