import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { BadRequest } from '../../domain/errors.ts';
import type { GoogleProfile } from '../../integrations/google/types.ts';
import type { SessionCache } from './session-cache.ts';
import { revokeUserSessions } from './session-service.ts';

/** docs/accounts.md#google-sign-in: the page to return to; the login page itself returns to the home page. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  if (value.length > 300) return '/';
  return value === '/login' || value.startsWith('/login?') ? '/' : value;
}

/**
 * The account of a Google profile: the one already linked to it, else the one with its e-mail (linked
 * now), else a new verified customer. Linking may verify the address, so the account's sessions in
 * this instance's `cache` go.
 */
export async function findOrCreateGoogleUser(db: DbOrTx, profile: GoogleProfile, cache?: SessionCache) {
  const user = await googleUser(db, profile);
  cache?.forgetUser(user.id);
  return user;
}

async function googleUser(db: DbOrTx, profile: GoogleProfile) {
  if (!profile.email || !profile.emailVerified)
    throw new BadRequest('Google did not confirm this e-mail address');
  const [linked] = await db.select().from(users).where(eq(users.googleId, profile.sub));
  if (linked) return linked;
  const [byEmail] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${profile.email})`);
  if (byEmail) {
    // An unverified account was made by someone who never proved the address: a stranger may have
    // registered it, or changed their own account's e-mail to it, waiting for its owner to sign in with
    // Google. Google has now proved who owns the address, so the account becomes theirs alone: the
    // stranger's password and every session go (other instances hear it from the sessions' trigger).
    const takenOver = !byEmail.emailVerifiedAt;
    return db.transaction(async (tx) => {
      if (takenOver) await revokeUserSessions(tx, byEmail.id);
      const [updated] = await tx
        .update(users)
        .set({
          googleId: profile.sub,
          emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
          ...(takenOver ? { passwordHash: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, byEmail.id))
        .returning();
      return updated!;
    });
  }
  const base =
    (profile.email.split('@')[0] ?? 'customer').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 22) || 'customer';
  const [created] = await db
    .insert(users)
    .values({
      email: profile.email,
      username: `${base}-${randomBytes(3).toString('hex')}`,
      firstName: profile.givenName.slice(0, 80),
      lastName: profile.familyName.slice(0, 80),
      googleId: profile.sub,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return created!;
}
