import { http } from 'msw';
import { json } from '../fixtures.ts';

// The session calls the app makes on its own (docs/accounts.md#sessions), as the server answers a visitor.

/** A visitor: no session, and a refresh that fails. */
export const visitorSession = [
  http.get('/api/auth/session', () => json(200, { user: null })),
  http.post('/api/auth/refresh', () => json(401, { message: 'No session' })),
];

/** Which sign-in providers the server offers. */
export const authProviders = (providers: { google: boolean }) =>
  http.get('/api/auth/providers', () => json(200, providers));
