import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real limits (the other tests raise them).
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

const body = { name: 'Liza', email: 'liza@example.ph', phone: '09171234567', message: 'Hello' };

describe('rate limits on the public forms', () => {
  it.each(['contact', 'appointment'] as const)(
    'allow five %s requests per 15 minutes, then answer 429 with a message',
    async (kind) => {
      const send = () => t.app.inject({ method: 'POST', url: `/api/email/${kind}`, payload: body });
      for (let index = 0; index < 5; index++) expect((await send()).statusCode).toBe(200);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
    },
  );

  it('count invalid requests too, so the limit cannot be probed for free', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: 'not-an-email' } });
    for (let index = 0; index < 10; index++) expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
  });
});
