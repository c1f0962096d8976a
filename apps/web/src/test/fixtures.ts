import type { SessionUser } from '@fengshui/shared/auth';

/** The signed-in customer of the web tests. */
export const maria: SessionUser = {
  id: 7,
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.ph',
  userType: 'customer',
  username: 'maria',
  phone: null,
  emailVerified: true,
};

/** A JSON answer as the API gives it, for mocked fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
