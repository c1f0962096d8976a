import { decodeIdToken, Google } from 'arctic';
import type { GoogleProfile, GoogleSignIn } from './types.ts';

/** The real adapter (arctic), used when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
export function createArcticGoogle(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): GoogleSignIn {
  const google = new Google(options.clientId, options.clientSecret, options.redirectUri);
  return {
    authorizationUrl: (state, codeVerifier) =>
      google.createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email']),
    async exchange(code, codeVerifier): Promise<GoogleProfile> {
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      return {
        sub: String(claims.sub),
        email: String(claims.email ?? ''),
        emailVerified: claims.email_verified === true,
        givenName: String(claims.given_name ?? ''),
        familyName: String(claims.family_name ?? ''),
      };
    },
  };
}
