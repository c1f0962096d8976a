import type { SessionUser } from '@fengshui/shared/auth';
import type { users } from '../../db/schema/index.ts';

/** The public fields of a user (docs/accounts.md#sessions), never the hash or tokens. */
export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType,
    username: user.username,
    phone: user.phone,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
