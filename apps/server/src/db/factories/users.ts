import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';

let sequence = 0;

export interface UserInput {
  email?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  password?: string | null;
  userType?: 'customer' | 'admin';
  verified?: boolean;
}

export const DEFAULT_TEST_PASSWORD = 'Prosper!2026';

/** A user; verified unless asked otherwise, with DEFAULT_TEST_PASSWORD unless given one (or null). */
export async function createUser(db: DbOrTx, input: UserInput = {}) {
  const n = ++sequence;
  const suffix = `${n}${Math.random().toString(36).slice(2, 6)}`;
  const password = input.password === undefined ? DEFAULT_TEST_PASSWORD : input.password;
  const [row] = await db
    .insert(users)
    .values({
      email: input.email ?? `customer${suffix}@example.ph`,
      username: input.username ?? `customer${suffix}`,
      firstName: input.firstName ?? 'Maria',
      lastName: input.lastName ?? 'Santos',
      phone: input.phone ?? null,
      passwordHash: password === null ? null : await hash(password),
      userType: input.userType ?? 'customer',
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning();
  return row!;
}
