import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', payload: payload as object });
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const subscriberCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]!.n;

describe('POST /api/subscribe', () => {
  it('subscribes an address', async () => {
    const response = await subscribe({ email: ' ana@example.ph ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    const list = (await get('/api/admin/newsletter/subscribers?search=ana@')).json();
    expect(list.subscribers).toEqual([
      {
        id: expect.any(Number),
        email: 'ana@example.ph',
        subscribed_at: expect.any(String),
        unsubscribed_at: null,
      },
    ]);
  });

  it('answers a repeat subscription, in any case, with the same 200 and keeps one row', async () => {
    await subscribe({ email: 'repeat@example.ph' });
    const before = await subscriberCount();
    const again = await subscribe({ email: 'REPEAT@example.ph' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Thank you for subscribing to our newsletter!');
    expect(await subscriberCount()).toBe(before);
  });

  it('subscribes an address again that had left', async () => {
    await subscribe({ email: 'back@example.ph' });
    await t.db.execute(
      sql`update newsletter_subscribers set unsubscribed_at = now() where email = 'back@example.ph'`,
    );
    await subscribe({ email: 'back@example.ph' });
    const [row] = (await get('/api/admin/newsletter/subscribers?search=back@')).json().subscribers;
    expect(row.unsubscribed_at).toBeNull();
  });

  it.each([
    ['no e-mail', {}, 'Please enter your email address'],
    ['an empty e-mail', { email: '  ' }, 'Please enter your email address'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an e-mail with markup', { email: '<script>@x.ph' }, 'Please enter a valid email address'],
    ['an oversized e-mail', { email: `${'a'.repeat(250)}@x.ph` }, 'Please enter a valid email address'],
    ['an e-mail sent as a number', { email: 42 }, 'Please enter your email address'],
  ])('refuses %s with 400 and the message the dialog shows', async (_label, payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('GET /api/admin/newsletter/subscribers', () => {
  it('answers 401 to guests and 403 to customers, for the list and the CSV', async () => {
    for (const url of ['/api/admin/newsletter/subscribers', '/api/admin/newsletter/subscribers.csv']) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
    }
  });

  it('lists newest first with totals', async () => {
    await subscribe({ email: 'newest@example.ph' });
    const list = (await get('/api/admin/newsletter/subscribers')).json();
    expect(list.subscribers[0].email).toBe('newest@example.ph');
    expect(list).toMatchObject({ page: 1, total_pages: 1 });
    expect(list.active_total).toBe(list.total);
  });

  it('refuses a bad page or an oversized search with 400', async () => {
    expect((await get('/api/admin/newsletter/subscribers?page=zero')).statusCode).toBe(400);
    expect((await get(`/api/admin/newsletter/subscribers?search=${'a'.repeat(81)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/newsletter/subscribers.csv', () => {
  it('exports the current subscribers as CSV, oldest first, formula-guarded', async () => {
    await subscribe({ email: '+639171234567@example.ph' });
    await subscribe({ email: '-minus@example.ph' });
    await subscribe({ email: 'left@example.ph' });
    await t.db.execute(
      sql`update newsletter_subscribers set unsubscribed_at = now() where email = 'left@example.ph'`,
    );
    const response = await get('/api/admin/newsletter/subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines[1]).toMatch(/^ana@example\.ph,\d{4}-\d{2}-\d{2}T/);
    expect(lines).toContainEqual(expect.stringMatching(/^'\+639171234567@example\.ph,/));
    expect(lines).toContainEqual(expect.stringMatching(/^'-minus@example\.ph,/));
    expect(response.body).not.toContain('left@example.ph');
    expect(response.body.endsWith('\r\n')).toBe(true);
  });
});
