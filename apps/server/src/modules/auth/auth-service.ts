import type { LoginInput, SignupInput } from '@fengshui/shared/auth';
import { AUTH_MESSAGES } from '@fengshui/shared/auth-messages';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueRefusal } from '../../db/database-errors.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, BadRequest, Conflict, NotFound, Unauthorized } from '../../domain/errors.ts';
import { passwordResetEmail, verificationEmail } from '../../integrations/mail/templates.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import type { SessionCache } from './session-cache.ts';
import { revokeUserSessions } from './session-service.ts';
import { checkUserToken, consumeUserToken, issueUserToken } from './user-tokens.ts';

export interface AuthContext {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
}

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = lower(${value})`;

async function sendVerification(
  context: AuthContext,
  user: { id: number; email: string; firstName: string },
) {
  const token = await issueUserToken(context.db, user.id, 'verify_email');
  await context.mailer.send(
    verificationEmail({
      to: user.email,
      firstName: user.firstName,
      url: `${context.publicUrl}/verify-email/${token}`,
    }),
  );
}

/** Sign-up: a customer account, unverified until the e-mailed link is opened. */
export async function registerCustomer(context: AuthContext, input: SignupInput) {
  const { db } = context;
  const [taken] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(lowerEquals(users.email, input.email), lowerEquals(users.username, input.username)))
    .limit(1);
  if (taken) {
    throw new Conflict(
      taken.email.toLowerCase() === input.email.toLowerCase()
        ? AUTH_MESSAGES.emailTaken
        : AUTH_MESSAGES.usernameTaken,
    );
  }
  const passwordHash = await hashPassword(input.password);
  let user: typeof users.$inferSelect;
  try {
    [user] = (await db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        firstName: input.firstname,
        lastName: input.lastname,
        passwordHash,
        userType: 'customer',
      })
      .returning()) as [typeof users.$inferSelect];
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides, the loser gets a Conflict.
    if (isUniqueRefusal(error)) throw new Conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  await sendVerification(context, user);
  return user;
}

/** Credentials check; an unverified account is refused with what the login page needs to offer a resend. */
export async function authenticate(db: DbOrTx, input: LoginInput) {
  const identifier = input.emailOrUsername.trim();
  const [user] = await db
    .select()
    .from(users)
    .where(or(lowerEquals(users.email, identifier), lowerEquals(users.username, identifier)))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw new Unauthorized(AUTH_MESSAGES.badCredentials, 'INVALID_CREDENTIALS');
  if (!user.emailVerifiedAt) {
    throw new AppError('forbidden', 'EMAIL_NOT_VERIFIED', AUTH_MESSAGES.needsVerification, undefined, {
      success: false,
      needsVerification: true,
      email: user.email,
    });
  }
  return user;
}

export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(lowerEquals(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function resendVerification(context: AuthContext, email: string): Promise<void> {
  const [user] = await context.db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
  if (!user) throw new NotFound(AUTH_MESSAGES.emailNotFound, 'EMAIL_NOT_FOUND');
  if (user.emailVerifiedAt)
    throw new BadRequest(AUTH_MESSAGES.alreadyVerified, undefined, 'ALREADY_VERIFIED');
  await sendVerification(context, user);
}

export type VerifyEmailResult = { status: 'verified' | 'already-verified'; userId: number };

/**
 * Opens the e-mailed link: verifies once; a second click says it is already done. The account's
 * sessions in this instance's `cache` go, as they tell whether the address is verified.
 */
export async function verifyEmail(
  db: DbOrTx,
  token: string,
  cache?: SessionCache,
): Promise<VerifyEmailResult> {
  const result = await markEmailVerified(db, token);
  cache?.forgetUser(result.userId);
  return result;
}

async function markEmailVerified(db: DbOrTx, token: string): Promise<VerifyEmailResult> {
  const check = await checkUserToken(db, token, 'verify_email');
  if (check.status === 'invalid')
    throw new BadRequest(AUTH_MESSAGES.invalidVerification, undefined, 'INVALID');
  const [user] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, check.userId));
  if (!user) throw new BadRequest(AUTH_MESSAGES.invalidVerification, undefined, 'INVALID');
  if (check.status === 'used' || user.verifiedAt) return { status: 'already-verified', userId: check.userId };
  if (check.status === 'expired')
    throw new BadRequest(AUTH_MESSAGES.verificationExpired, undefined, 'EXPIRED');
  if (!(await consumeUserToken(db, check.tokenId)))
    return { status: 'already-verified', userId: check.userId };
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, check.userId), isNull(users.emailVerifiedAt)));
  return { status: 'verified', userId: check.userId };
}

/** Sends a reset link when the account exists; answers the same either way (no account fishing). */
export async function requestPasswordReset(context: AuthContext, email: string): Promise<void> {
  const [user] = await context.db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
  if (!user) return;
  const token = await issueUserToken(context.db, user.id, 'reset_password');
  await context.mailer.send(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      url: `${context.publicUrl}/reset-password/${token}`,
    }),
  );
}

export async function assertResetTokenValid(db: DbOrTx, token: string): Promise<void> {
  const check = await checkUserToken(db, token, 'reset_password');
  if (check.status !== 'valid') throw new BadRequest(AUTH_MESSAGES.resetInvalid, undefined, 'INVALID_TOKEN');
}

/**
 * A new password from a reset link: the link dies, and every session of the account ends, in this
 * instance's `cache` too. Answers the account's id.
 */
export async function resetPassword(
  db: DbOrTx,
  token: string,
  password: string,
  cache?: SessionCache,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const check = await checkUserToken(tx, token, 'reset_password');
    if (check.status !== 'valid' || !(await consumeUserToken(tx, check.tokenId))) {
      throw new BadRequest(AUTH_MESSAGES.resetInvalid, undefined, 'INVALID_TOKEN');
    }
    // Whoever can read the mailbox owns the account; a reset also proves the address.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, check.userId));
    await revokeUserSessions(tx, check.userId);
    return check.userId;
  });
  cache?.forgetUser(userId);
  return userId;
}

/**
 * Password change from the account page: other sessions end, this one stays signed in. This
 * instance's `cache` drops them all (the kept one is read again).
 */
export async function changePassword(
  db: DbOrTx,
  userId: number,
  keepSessionId: number | null,
  input: { currentPassword: string; newPassword: string },
  cache?: SessionCache,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new BadRequest(AUTH_MESSAGES.wrongCurrentPassword, undefined, 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, keepSessionId ?? undefined);
  });
  cache?.forgetUser(userId);
}
