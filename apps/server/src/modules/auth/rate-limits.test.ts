import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real limits (the other tests raise them).
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('stop the 11th login attempt within 15 minutes with a 429 and a message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: 'x@example.ph', password: 'y' },
      });
    for (let index = 0; index < 10; index++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
  });

  it('slow a spread-out attack on one account: the 11th attempt from an 11th address is stopped', async () => {
    const attempt = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `198.51.100.${index + 1}`,
        payload: {
          emailOrUsername: index % 2 ? ' Target@Example.ph' : 'target@example.ph',
          password: 'guess',
        },
      });
    for (let index = 0; index < 10; index++) expect((await attempt(index)).statusCode).toBe(401);
    const blocked = await attempt(10);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
  });

  it('let many accounts sign in from one shared address, up to a higher cap per address', async () => {
    const attempt = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { emailOrUsername: `office-${index}@example.ph`, password: 'guess' },
      });
    for (let index = 0; index < 50; index++) expect((await attempt(index)).statusCode).toBe(401);
    const blocked = await attempt(50);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('allow three reset e-mails per 15 minutes', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'z@example.ph' } });
    for (let index = 0; index < 3; index++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
