import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from './session-service.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';

// docs/accounts.md#e-mail-verification: verification links last 24 hours, reset links 1 hour.
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** A new single-use token; the user's earlier tokens for the same purpose die with it. */
export async function issueUserToken(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<string> {
  const { token, hash } = newToken();
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

export type TokenCheck =
  | { status: 'valid'; tokenId: number; userId: number }
  | { status: 'used'; userId: number }
  | { status: 'expired'; userId: number }
  | { status: 'invalid' };

export async function checkUserToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<TokenCheck> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: 'invalid' };
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)));
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', userId: row.userId };
  return { status: 'valid', tokenId: row.id, userId: row.userId };
}

/** Marks a token used; false when another request used it first (two clicks on one link). */
export async function consumeUserToken(db: DbOrTx, tokenId: number): Promise<boolean> {
  const used = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return used.length === 1;
}
