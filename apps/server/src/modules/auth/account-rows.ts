import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { revokeUserSessions } from './session-service.ts';

// The auth module owns the account rows (users, sessions, tokens: apps/server/src/db/table-owners.ts);
// other modules change them through these functions, passing their transaction.

export type AccountFields = Partial<
  Pick<
    typeof users.$inferInsert,
    'username' | 'firstName' | 'lastName' | 'phone' | 'email' | 'emailVerifiedAt' | 'smsOptIn'
  >
>;

/** docs/accounts.md#personal-details: the customer's own fields; returns the updated row. */
export async function updateAccountFields(db: DbOrTx, userId: number, fields: AccountFields) {
  const [updated] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/**
 * docs/accounts.md#account-deletion: every way into the account goes (tokens, sessions, password,
 * Google link) and the personal fields are blanked; the anonymised row stays for the shop's books.
 */
export async function closeAccount(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  await revokeUserSessions(tx, userId);
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      username: `deleted-${userId}`,
      firstName: '',
      lastName: '',
      phone: null,
      passwordHash: null,
      googleId: null,
      emailVerifiedAt: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** `npm run admin:create`: a new verified admin, or the existing account of that e-mail made an admin. */
export async function saveAdmin(
  db: DbOrTx,
  admin: { email: string; username: string; passwordHash: string; firstName?: string; lastName?: string },
): Promise<number> {
  const { email, username, passwordHash, ...names } = admin;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const [row] = existing
    ? await db
        .update(users)
        .set({ userType: 'admin', passwordHash, ...names, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning({ id: users.id })
    : await db
        .insert(users)
        .values({ email, username, passwordHash, ...names, userType: 'admin', emailVerifiedAt: new Date() })
        .returning({ id: users.id });
  return row!.id;
}
