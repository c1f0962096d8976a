import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import type { ProfileUpdate } from '@fengshui/shared/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { verificationEmail } from '../../integrations/mail/templates.ts';
import { type AuthContext, issueUserToken, type SessionCache, updateAccountFields } from '../auth/index.ts';

async function assertAvailable(db: DbOrTx, userId: number, field: 'email' | 'username', value: string) {
  const column = field === 'email' ? users.email : users.username;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, ne(users.id, userId)))
    .limit(1);
  if (other) throw new Conflict(field === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);
}

/**
 * Profile edits; a new e-mail address must be verified again (a link is sent to it), so an account
 * is never tied to an address its owner cannot read. The account's sessions in this instance's
 * session cache go, as they carry these fields.
 */
export async function updateProfile(
  context: AuthContext,
  userId: number,
  input: ProfileUpdate,
  sessionCache?: SessionCache,
) {
  const { db } = context;
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new NotFound('Account not found');
  if (input.username !== undefined) await assertAvailable(db, userId, 'username', input.username);
  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged) await assertAvailable(db, userId, 'email', input.email!);
  const updated = await updateAccountFields(db, userId, {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    ...(emailChanged ? { email: input.email!, emailVerifiedAt: null } : {}),
  });
  sessionCache?.forgetUser(userId);
  if (emailChanged) {
    const token = await issueUserToken(db, userId, 'verify_email');
    await context.mailer.send(
      verificationEmail({
        to: updated!.email,
        firstName: updated!.firstName,
        url: `${context.publicUrl}/verify-email/${token}`,
      }),
    );
  }
  return updated!;
}
