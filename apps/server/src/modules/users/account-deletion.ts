import { USER_MESSAGES } from '@fengshui/shared/users';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingAddresses } from '../../db/schema/index.ts';
import { Conflict } from '../../domain/errors.ts';
import { closeAccount, type SessionCache } from '../auth/index.ts';
import { activeOrderCount } from '../orders/index.ts';

/** docs/accounts.md#account-deletion: an account cannot be deleted while its orders are still moving. */
export async function canDeleteAccount(
  db: DbOrTx,
  userId: number,
): Promise<{ canDelete: boolean; message: string }> {
  if ((await activeOrderCount(db, userId)) > 0)
    return { canDelete: false, message: USER_MESSAGES.cannotDelete };
  return { canDelete: true, message: 'Your account can be deleted.' };
}

/**
 * Removes the customer's personal data and every way into the account, its sessions in this
 * instance's session cache included; the anonymised row stays so that past orders keep pointing at
 * someone for the shop's books.
 */
export async function deleteAccount(db: DbOrTx, userId: number, sessionCache?: SessionCache): Promise<void> {
  const check = await canDeleteAccount(db, userId);
  if (!check.canDelete)
    throw new Conflict(check.message || USER_MESSAGES.cannotDelete, undefined, 'ACTIVE_ORDERS');
  await db.transaction(async (tx) => {
    await tx.delete(shippingAddresses).where(eq(shippingAddresses.userId, userId));
    await closeAccount(tx, userId);
  });
  sessionCache?.forgetUser(userId);
}
