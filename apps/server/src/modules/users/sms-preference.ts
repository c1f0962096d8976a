import { toMobileE164 } from '@fengshui/shared/phone';
import type { SmsPreference } from '@fengshui/shared/sms';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { type SessionCache, updateAccountFields } from '../auth/index.ts';

const preferenceOf = (row: { phone: string | null; smsOptIn: boolean }): SmsPreference => ({
  // A number saved before texts existed (09…) is shown in the form texts go to.
  opt_in: row.smsOptIn,
  mobile: row.phone ? (toMobileE164(row.phone) ?? row.phone) : null,
});

/** docs/accounts.md#text-messages: whether the customer gets texts about cash-on-delivery orders. */
export async function readSmsPreference(db: DbOrTx, userId: number): Promise<SmsPreference> {
  const [row] = await db
    .select({ phone: users.phone, smsOptIn: users.smsOptIn })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new NotFound('Account not found');
  return preferenceOf(row);
}

/**
 * The choice and the number together; the number is the profile's phone, kept in its +63 form, so the
 * account's sessions in this instance's session cache go.
 */
export async function saveSmsPreference(
  db: DbOrTx,
  userId: number,
  input: { opt_in: boolean; mobile: string | null },
  sessionCache?: SessionCache,
): Promise<SmsPreference> {
  const row = await updateAccountFields(db, userId, { smsOptIn: input.opt_in, phone: input.mobile });
  if (!row) throw new NotFound('Account not found');
  sessionCache?.forgetUser(userId);
  return preferenceOf(row);
}
