import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

describe('the review rate limit', () => {
  it('takes ten review submissions per 15 minutes, then answers 429', async () => {
    const { headers } = await signInAs(t);
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload: { product_id: 1, rating: 5 } });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await post()).statusCode).not.toBe(429);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
  });
});
