import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import type { GoogleProfile, GoogleSignIn } from '../../integrations/google/types.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { safeReturnTo } from './google-sign-in.ts';

// Google itself cannot be reached offline; this stand-in speaks the same interface as the arctic adapter.
let nextProfile: GoogleProfile;
const fakeGoogle: GoogleSignIn = {
  authorizationUrl: (state, verifier) =>
    new URL(`https://accounts.google.com/o/oauth2/v2/auth?state=${state}&code_challenge=${verifier.length}`),
  exchange: async (code) => {
    if (code !== 'good-code') throw new Error('bad code');
    return nextProfile;
  },
};

let t: TestApp;
let withoutGoogle: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { google: fakeGoogle });
  withoutGoogle = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await withoutGoogle.close();
});

async function startFlow(returnTo: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(start.statusCode).toBe(302);
  const state = new URL(start.headers.location as string).searchParams.get('state')!;
  const flowCookie = start.cookies.find((cookie) => cookie.name === 'google_oauth')!;
  return { state, cookie: `google_oauth=${encodeURIComponent(flowCookie.value)}` };
}

describe('Google sign-in', () => {
  it('is offered only when configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
    expect((await withoutGoogle.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    expect((await withoutGoogle.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(404);
  });

  it('creates a verified customer, signs them in with the cookie and returns to the page they came from', async () => {
    nextProfile = {
      sub: 'g-100',
      email: 'marites@gmail.com',
      emailVerified: true,
      givenName: 'Marites',
      familyName: 'Reyes',
    };
    const { state, cookie } = await startFlow('/shop?category=3');
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=good-code&state=${state}`,
      headers: { cookie },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(
      `/social-auth-success?status=ok&returnTo=${encodeURIComponent('/shop?category=3')}`,
    );
    const session = callback.cookies.find((entry) => entry.name === 'session');
    expect(session?.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `session=${session!.value}` },
    });
    expect(me.json()).toMatchObject({
      email: 'marites@gmail.com',
      firstName: 'Marites',
      emailVerified: true,
    });
  });

  const googleSignIn = async (profile: GoogleProfile) => {
    nextProfile = profile;
    const { state, cookie } = await startFlow('/');
    return t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=good-code&state=${state}`,
      headers: { cookie },
    });
  };
  const passwordSignIn = (emailOrUsername: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername, password: DEFAULT_TEST_PASSWORD },
    });
  const joy = {
    sub: 'g-200',
    email: 'JOY@gmail.com',
    emailVerified: true,
    givenName: 'Joy',
    familyName: 'Lim',
  };

  it('links Google to the verified account of the same e-mail, which keeps its password and sessions', async () => {
    const existing = await signInAs(t, { email: 'joy@gmail.com' });
    await googleSignIn(joy);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(row).toMatchObject({ googleId: 'g-200' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: existing.headers });
    expect(me.statusCode).toBe(200);
    expect((await passwordSignIn('joy@gmail.com')).statusCode).toBe(200);
  });

  it('takes an unverified account of that e-mail from whoever made it: their password and sessions end', async () => {
    // A stranger signed in with their own account moves it to an address they do not own, and waits.
    const stranger = await signInAs(t, { email: 'mallory@example.ph', username: 'mallory' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: stranger.headers,
      payload: { email: 'rosa@gmail.com' },
    });
    expect(moved.statusCode).toBe(200);
    const callback = await googleSignIn({ ...joy, sub: 'g-300', email: 'rosa@gmail.com', givenName: 'Rosa' });
    const session = callback.cookies.find((entry) => entry.name === 'session');
    const [row] = await t.db.select().from(users).where(eq(users.id, stranger.user.id));
    expect(row).toMatchObject({ googleId: 'g-300', passwordHash: null });
    expect(row?.emailVerifiedAt).not.toBeNull();
    const strangerNow = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: stranger.headers });
    expect(strangerNow.statusCode).toBe(401);
    expect((await passwordSignIn('mallory')).statusCode).toBe(401);
    const owner = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `session=${session!.value}` },
    });
    expect(owner.json()).toMatchObject({ email: 'rosa@gmail.com', emailVerified: true });
  });

  it('sends a forged state or a bad code to the callback page, which says it failed', async () => {
    const { cookie } = await startFlow('/');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=good-code&state=forged',
      headers: { cookie },
    });
    expect(forged.headers.location).toBe('/social-auth-success?status=failed&error=auth_failed');
    const flow = await startFlow('/');
    const badCode = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=bad&state=${flow.state}`,
      headers: { cookie: flow.cookie },
    });
    expect(badCode.headers.location).toBe('/social-auth-success?status=failed&error=auth_failed');
  });

  it('returns to the home page from /login, and never to another site', () => {
    expect(safeReturnTo('/login')).toBe('/');
    expect(safeReturnTo('/cart')).toBe('/cart');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
