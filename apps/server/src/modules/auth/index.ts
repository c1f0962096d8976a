// The auth module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { closeAccount, saveAdmin, updateAccountFields } from './account-rows.ts';
export type { AuthContext } from './auth-service.ts';
export type { SessionUser } from './request-user.ts';
export { SessionCache, watchSessionChanges } from './session-cache.ts';
export { findSession, forgetExpiredSessions } from './session-service.ts';
export { toSessionUser } from './session-user.ts';
export { issueUserToken } from './user-tokens.ts';
