import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { latestMailTo, linkToken } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = { origin: 'http://shop.test' };
const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const login = (emailOrUsername: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'session');

let counter = 0;
const newCustomer = () => {
  counter += 1;
  return {
    username: `lotus${counter}`,
    firstname: 'Liza',
    lastname: 'Dela Cruz',
    email: `liza${counter}@example.ph`,
    password: 'Jade&Gold88',
  };
};

async function verifiedCustomer() {
  const body = newCustomer();
  await signup(body);
  const mail = await latestMailTo(t.db, body.email);
  await t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email/${linkToken(mail?.text, 'verify-email')}`,
  });
  return body;
}

describe('sign-up', () => {
  it('creates an unverified customer and e-mails a verification link built from PUBLIC_URL', async () => {
    const body = newCustomer();
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
      user: {
        email: body.email,
        username: body.username,
        firstName: 'Liza',
        userType: 'customer',
        emailVerified: false,
      },
    });
    const mail = await latestMailTo(t.db, body.email);
    expect(mail?.subject).toContain('Verify your e-mail');
    expect(mail?.text).toMatch(/http:\/\/shop\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('Feng Shui Prosper');
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken e-mail or username, whatever their case', async () => {
    const body = newCustomer();
    await signup(body);
    const sameEmail = await signup({ ...newCustomer(), email: body.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists');
    const sameName = await signup({ ...newCustomer(), username: body.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is already taken');
  });

  it('gives one account when the same e-mail signs up twice at once', async () => {
    const body = newCustomer();
    const results = await Promise.all([signup(body), signup({ ...body, username: `${body.username}x` })]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['short', 'Password must be at least 8 characters long'],
    ['JADEGOLD88&', 'Password must contain at least one lowercase letter'],
    ['jadegold88&', 'Password must contain at least one uppercase letter'],
    ['JadeGoldxx&', 'Password must contain at least one number'],
    ['JadeGold888', 'Password must contain at least one special character (@$!%*?&)'],
  ])('refuses the password %s with its own message', async (password, message) => {
    const response = await signup({ ...newCustomer(), password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['a missing field', { username: undefined }, 'Username is required'],
    ['a number for a name', { firstname: 42 }, 'First name is required'],
    ['a 10,000-character name', { lastname: 'x'.repeat(10_000) }, 'Last name must be at most 80 characters'],
    [
      'HTML in a name',
      { firstname: '<script>alert(1)</script>' },
      'First name contains characters that are not allowed',
    ],
    [
      'SQL in a username',
      { username: "x'; drop table users; --" },
      'Username may use only the letters a to z',
    ],
    [
      'an ñ in a username',
      { username: 'niño_ph' },
      'Username may use only the letters a to z (no accents such as ñ)',
    ],
    ['an e-mail without @', { email: 'liza.example.ph' }, 'Please enter a valid email address'],
  ])('answers %s with 400 and a clear message', async (_label, change, message) => {
    const response = await signup({ ...newCustomer(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });
});

describe('log in', () => {
  it('refuses an unverified account with needsVerification and the e-mail (403)', async () => {
    const body = newCustomer();
    await signup(body);
    const response = await login(body.email, body.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, needsVerification: true, email: body.email });
  });

  it('signs in by e-mail or username once verified, with an httpOnly SameSite=Lax cookie and the token', async () => {
    const body = await verifiedCustomer();
    const byEmail = await login(body.email.toUpperCase(), body.password);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      success: true,
      message: 'Welcome back!',
      user: { emailVerified: true },
    });
    const cookie = cookieOf(byEmail);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toBe(byEmail.json().token);
    expect((await login(body.username, body.password)).statusCode).toBe(200);
    // Only the hash is kept.
    const stored = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.hash)).not.toContain(byEmail.json().token);
  });

  it('answers a wrong password and an unknown account the same way (401)', async () => {
    const body = await verifiedCustomer();
    const wrong = await login(body.email, 'Wrong&Pass1');
    const unknown = await login('nobody@example.ph', 'Wrong&Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('needs both fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please fill in all fields');
  });
});

describe('sessions', () => {
  it('reads the profile with the cookie or the bearer token, and 401 without', async () => {
    const body = await verifiedCustomer();
    const { token } = (await login(body.email, body.password)).json();
    expect((await me({ cookie: `session=${token}` })).json()).toMatchObject({ email: body.email });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('tells the web app who is signed in, answering a guest with null rather than a 401', async () => {
    const body = await verifiedCustomer();
    const { token } = (await login(body.email, body.password)).json();
    const session = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
    expect((await session({})).json()).toEqual({ user: null });
    expect((await session({ cookie: 'session=expired-or-forged' })).json()).toEqual({ user: null });
    expect((await session({ cookie: `session=${token}` })).json()).toMatchObject({
      user: { email: body.email },
    });
  });

  it('rotates on refresh: the replaced token stops working at once', async () => {
    const body = await verifiedCustomer();
    const { token } = (await login(body.email, body.password)).json();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token as string;
    expect(next).not.toBe(token);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${next}` })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { token } });
    expect(again.statusCode).toBe(401);
  });

  it('ends on logout and when it expires', async () => {
    const body = await verifiedCustomer();
    const first = (await login(body.email, body.password)).json().token as string;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `session=${first}`, ...ORIGIN },
    });
    expect(logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await me({ cookie: `session=${first}` })).statusCode).toBe(401);

    const second = (await login(body.email, body.password)).json().token as string;
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    expect((await me({ authorization: `Bearer ${second}` })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated change from another site', async () => {
    const body = await verifiedCustomer();
    const { token } = (await login(body.email, body.password)).json();
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { cookie: `session=${token}`, ...headers },
        payload: { firstName: 'Luz' },
      });
    expect((await change({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await change({})).statusCode).toBe(403);
    expect((await change({ referer: 'http://shop.test/account' })).statusCode).toBe(200);
    expect((await change(ORIGIN)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const body = await verifiedCustomer();
    const kept = (await login(body.email, body.password)).json().token as string;
    const other = (await login(body.email, body.password)).json().token as string;
    const update = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-password',
        headers: { authorization: `Bearer ${kept}` },
        payload: { currentPassword, newPassword: 'Lotus$Pond99' },
      });
    const wrong = await update('Nope&Nope11');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect((await update(body.password)).json()).toEqual({
      success: true,
      message: 'Password updated successfully!',
    });
    expect((await me({ authorization: `Bearer ${kept}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(body.email, 'Lotus$Pond99')).statusCode).toBe(200);
  });

  it('holds a new password to the one policy of sign-up and reset, with the same messages', async () => {
    const body = await verifiedCustomer();
    const { token } = (await login(body.email, body.password)).json();
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: body.password, newPassword: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters long');
    expect(short.json().message).not.toMatch(/6 characters/);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      payload: { currentPassword: 'x', newPassword: 'Lotus$Pond99' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('check-email', () => {
  it('says whether an account uses the address', async () => {
    const body = newCustomer();
    await signup(body);
    const check = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/check-email', payload: { email } });
    expect((await check(body.email)).json()).toEqual({ exists: true, available: false });
    expect((await check('free@example.ph')).json()).toEqual({ exists: false, available: true });
    expect((await check('not-an-email')).statusCode).toBe(400);
  });
});
