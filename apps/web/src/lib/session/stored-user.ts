import type { SessionUser } from '@fengshui/shared/auth';
import { SESSION_DAYS } from '@fengshui/shared/constants';

// docs/accounts.md#sessions: on a 503 or a network error the last known user is kept, so the navbar still shows
// the name during an outage. Only the public profile is kept here; the token is an httpOnly cookie
// that scripts never see (docs/accounts.md#sessions).
export const STORED_USER_KEY = 'user';
const LIFETIME_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/**
 * The shape check of `sessionUserSchema`, by hand: this file is in the storefront's first chunk,
 * which should not carry zod for one object (the copy is only ever written by `storeUser`).
 */
export function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Record<string, unknown> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    Number.isInteger(user.id) &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.email === 'string' &&
    (user.userType === 'customer' || user.userType === 'admin') &&
    typeof user.username === 'string' &&
    (user.phone === null || typeof user.phone === 'string') &&
    typeof user.emailVerified === 'boolean'
  );
}

function publicFields(user: SessionUser): SessionUser {
  const { id, firstName, lastName, email, userType, username, phone, emailVerified } = user;
  return { id, firstName, lastName, email, userType, username, phone, emailVerified };
}

interface StoredUser {
  user: SessionUser;
  expiresAt: number;
}

export function readStoredUser(now = Date.now()): SessionUser | null {
  try {
    const text = window.localStorage.getItem(STORED_USER_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredUser> | null;
    if (!isSessionUser(stored?.user) || typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      window.localStorage.removeItem(STORED_USER_KEY);
      return null;
    }
    return publicFields(stored.user);
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser, now = Date.now()): void {
  if (!isSessionUser(user)) return;
  // Only the listed fields: whatever else a response carries (a token, say) is never written.
  const entry: StoredUser = { user: publicFields(user), expiresAt: now + LIFETIME_MS };
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the copy is only a convenience for outages.
  }
}

export function forgetStoredUser(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
