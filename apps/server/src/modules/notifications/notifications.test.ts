import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notify } from './notification-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers) =>
  t.app.inject({ method, url, headers });

async function customerWith(count: number) {
  const signedIn = await signInAs(t);
  for (let i = 1; i <= count; i += 1)
    await notify(t.db, signedIn.user.id, { message: `Update ${i}`, link: `/account/orders/${i}` });
  return signedIn;
}

describe('notifications', () => {
  it('pages newest first with before_id until there are no more', async () => {
    const { headers } = await customerWith(23);
    const first = (await call('GET', '/api/notifications', headers)).json();
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      title: 'Notification',
      message: 'Update 23',
      unread: true,
      read_at: null,
    });
    expect(first.unread_count).toBe(23);
    const second = (
      await call('GET', `/api/notifications?before_id=${first.next_before_id}`, headers)
    ).json();
    expect(second.items.map((item: { message: string }) => item.message)[0]).toBe('Update 13');
    const third = (
      await call('GET', `/api/notifications?before_id=${second.next_before_id}`, headers)
    ).json();
    expect(third.items).toHaveLength(3);
    expect(third.next_before_id).toBeNull();
    expect(third.items.at(-1).message).toBe('Update 1');
  });

  it('lists newest first by the time of the event, not by the order rows were written', async () => {
    const signedIn = await signInAs(t);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // Written in this order, as the demo seed does: the confirmation happened first.
    for (const [message, hours] of [
      ['In transit', 3],
      ['Order confirmed', 4],
      ['Out for delivery', 1],
    ] as const) {
      await t.db
        .insert(notifications)
        .values({ userId: signedIn.user.id, title: 'Order update', message, createdAt: hoursAgo(hours) });
    }
    const messages = async (url: string) =>
      (await call('GET', url, signedIn.headers)).json() as {
        items: { message: string }[];
        next_before_id: number | null;
      };
    const all = await messages('/api/notifications');
    expect(all.items.map((item) => item.message)).toEqual([
      'Out for delivery',
      'In transit',
      'Order confirmed',
    ]);
    const firstPage = await messages('/api/notifications?limit=1');
    const rest = await messages(`/api/notifications?limit=5&before_id=${firstPage.next_before_id}`);
    expect(rest.items.map((item) => item.message)).toEqual(['In transit', 'Order confirmed']);
  });

  it('marks one read, then all, and the count never goes below 0', async () => {
    const { headers } = await customerWith(3);
    const { items } = (await call('GET', '/api/notifications', headers)).json();
    const read = await call('POST', `/api/notifications/${items[0].id}/read`, headers);
    expect(read.json()).toEqual({ success: true, unread_count: 2 });
    // Reading it again changes nothing.
    expect((await call('POST', `/api/notifications/${items[0].id}/read`, headers)).json().unread_count).toBe(
      2,
    );
    expect((await call('POST', '/api/notifications/read-all', headers)).json()).toEqual({
      success: true,
      unread_count: 0,
    });
    expect((await call('GET', '/api/notifications/unread-count', headers)).json()).toEqual({
      unread_count: 0,
    });
    const after = (await call('GET', '/api/notifications', headers)).json();
    expect(
      after.items.every((item: { unread: boolean; read_at: string | null }) => !item.unread && item.read_at),
    ).toBe(true);
  });

  it("cannot read or mark another customer's notifications", async () => {
    const owner = await customerWith(1);
    const stranger = await customerWith(0);
    const { items } = (await call('GET', '/api/notifications', owner.headers)).json();
    await call('POST', `/api/notifications/${items[0].id}/read`, stranger.headers);
    expect((await call('GET', '/api/notifications/unread-count', owner.headers)).json().unread_count).toBe(1);
    expect((await call('GET', '/api/notifications', stranger.headers)).json().items).toEqual([]);
  });

  it('checks the X-User-Id header against the session and never follows it alone', async () => {
    const owner = await customerWith(1);
    const stranger = await customerWith(0);
    const spoofed = await call('GET', '/api/notifications', {
      ...stranger.headers,
      'x-user-id': String(owner.user.id),
    });
    expect(spoofed.statusCode).toBe(403);
    const own = await call('GET', '/api/notifications', {
      ...owner.headers,
      'x-user-id': String(owner.user.id),
    });
    expect(own.statusCode).toBe(200);
    expect((await call('GET', '/api/notifications', { 'x-user-id': String(owner.user.id) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a bad page size or cursor with 400', async () => {
    const { headers } = await customerWith(0);
    expect((await call('GET', '/api/notifications?limit=0', headers)).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?before_id=abc', headers)).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/abc/read', headers)).statusCode).toBe(400);
  });
});
