/** The signed-in user of a request, resolved once per request from its session (docs/accounts.md#sessions). */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  userType: 'customer' | 'admin';
  emailVerified: boolean;
}
