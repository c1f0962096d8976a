import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../db/factories/users.ts';
import { latestMailTo, linkToken } from '../../test/outbox.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const login = (emailOrUsername: string, password: string) =>
  post('/api/auth/login', { emailOrUsername, password });

describe('e-mail verification', () => {
  it('verifies once, then says the address is already verified', async () => {
    const user = await createUser(t.db, { verified: false });
    await post('/api/auth/resend-verification', { email: user.email });
    const token = linkToken((await latestMailTo(t.db, user.email))?.text, 'verify-email');
    expect((await get(`/api/auth/verify-email/${token}`)).json()).toEqual({
      success: true,
      message: 'Email verified successfully! You can now log in.',
      alreadyVerified: false,
      expired: false,
    });
    expect((await get(`/api/auth/verify-email/${token}`)).json()).toMatchObject({ alreadyVerified: true });
    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('kills the old link when a new one is sent', async () => {
    const user = await createUser(t.db, { verified: false });
    await post('/api/auth/resend-verification', { email: user.email });
    const first = linkToken((await latestMailTo(t.db, user.email))?.text, 'verify-email');
    await post('/api/auth/resend-verification', { email: user.email });
    const second = linkToken((await latestMailTo(t.db, user.email))?.text, 'verify-email');
    const old = await get(`/api/auth/verify-email/${first}`);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: 'Invalid verification link', code: 'INVALID' });
    expect((await get(`/api/auth/verify-email/${second}`)).statusCode).toBe(200);
  });

  it('refuses an expired link with the spec message', async () => {
    const user = await createUser(t.db, { verified: false });
    await post('/api/auth/resend-verification', { email: user.email });
    const token = linkToken((await latestMailTo(t.db, user.email))?.text, 'verify-email');
    await t.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const response = await get(`/api/auth/verify-email/${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Verification link has expired. Please request a new one.',
      code: 'EXPIRED',
    });
  });

  it('answers a made-up or oversized token with 400', async () => {
    expect((await get('/api/auth/verify-email/not-a-real-token')).statusCode).toBe(400);
    const oversized = await get(`/api/auth/verify-email/${'a'.repeat(500)}`);
    expect(oversized.statusCode).toBe(414);
    expect(oversized.json().message).toBeTruthy();
  });

  it('resends only for unknown-to-verified accounts: 404 for an unknown address, 400 when verified', async () => {
    const unknown = await post('/api/auth/resend-verification', { email: 'ghost@example.ph' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Email address not found');
    const verified = await createUser(t.db);
    expect((await post('/api/auth/resend-verification', { email: verified.email })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('e-mails a one-hour, single-use link, and a reset ends every session', async () => {
    const { user, headers } = await signInAs(t);
    const sent = await post('/api/auth/forgot-password', { email: user.email });
    expect(sent.json()).toEqual({
      success: true,
      message: 'Password reset instructions have been sent to your email',
    });
    const mail = await latestMailTo(t.db, user.email);
    expect(mail?.subject).toContain('Reset your');
    const token = linkToken(mail?.text, 'reset-password');
    expect((await get(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({ valid: true });

    const reset = await post(`/api/auth/reset-password/${token}`, { password: 'Fresh&Start21' });
    expect(reset.json()).toEqual({ success: true, message: 'Password has been reset successfully' });
    expect((await get('/api/auth/me', headers)).statusCode).toBe(401);
    expect((await login(user.email, 'Fresh&Start21')).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);

    const reused = await post(`/api/auth/reset-password/${token}`, { password: 'Another&One22' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired reset token');
    expect((await get(`/api/auth/verify-reset-token/${token}`)).statusCode).toBe(400);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'ghost@example.ph' });
    expect(response.statusCode).toBe(200);
    expect(await latestMailTo(t.db, 'ghost@example.ph')).toBeUndefined();
  });

  it('refuses an expired link and a weak new password', async () => {
    const user = await createUser(t.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = linkToken((await latestMailTo(t.db, user.email))?.text, 'reset-password');
    const weak = await post(`/api/auth/reset-password/${token}`, { password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('Password must be at least 8 characters long');
    await t.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await post(`/api/auth/reset-password/${token}`, { password: 'Fresh&Start21' })).statusCode).toBe(
      400,
    );
  });
});

describe('admin mail outbox', () => {
  it('is for admins: 401 for guests, 403 for customers, newest first for admins', async () => {
    const customer = await signInAs(t);
    const admin = await signInAs(t, { userType: 'admin' });
    await post('/api/auth/forgot-password', { email: customer.user.email });
    expect((await get('/api/admin/mail')).statusCode).toBe(401);
    const forbidden = await get('/api/admin/mail', customer.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You do not have permission to perform this action');
    const list = await get('/api/admin/mail', admin.headers);
    expect(list.statusCode).toBe(200);
    const mails = list.json() as { id: number; to: string; html: string; created_at: string }[];
    expect(mails[0]).toMatchObject({ to: customer.user.email });
    expect(mails.map((mail) => mail.id)).toEqual([...mails.map((mail) => mail.id)].sort((a, b) => b - a));
  });
});
