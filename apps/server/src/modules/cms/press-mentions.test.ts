import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, payload, headers });
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/cms/press-mentions' })).json();

describe('press mentions', () => {
  it('start empty, so the home page claims no publication', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cms/press-mentions' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mentions: [] });
    // Cached like the other public content reads: revalidated by ETag.
    expect(response.headers.etag).toBeTruthy();
  });

  it('are entered, changed and removed by the owner, and listed in the owner’s order', async () => {
    const later = await send('POST', '/api/admin/cms/press-mentions', {
      name: 'Manila Bulletin',
      url: 'https://mb.com.ph/lifestyle/feng-shui-shop',
      position: 2,
    });
    expect(later.statusCode).toBe(201);
    const first = await send('POST', '/api/admin/cms/press-mentions', {
      name: 'Rappler',
      url: 'https://www.rappler.com/life-and-style/feng-shui',
      logo_url: '/media/rappler-logo.png',
      position: 1,
    });
    expect((await publicList()).mentions).toEqual([
      {
        id: first.json().id,
        name: 'Rappler',
        url: 'https://www.rappler.com/life-and-style/feng-shui',
        logo_url: '/media/rappler-logo.png',
        position: 1,
      },
      expect.objectContaining({ id: later.json().id, name: 'Manila Bulletin', logo_url: null }),
    ]);

    const renamed = await send('PUT', `/api/admin/cms/press-mentions/${later.json().id}`, {
      name: 'Manila Bulletin Lifestyle',
      url: 'https://mb.com.ph/lifestyle/feng-shui-shop',
      position: 0,
    });
    expect(renamed.json()).toMatchObject({ name: 'Manila Bulletin Lifestyle', position: 0 });
    expect((await publicList()).mentions.map((mention: { name: string }) => mention.name)).toEqual([
      'Manila Bulletin Lifestyle',
      'Rappler',
    ]);

    for (const mention of (await publicList()).mentions as { id: number }[]) {
      const removed = await send('DELETE', `/api/admin/cms/press-mentions/${mention.id}`);
      expect(removed.json()).toEqual({ success: true, message: 'Press mention deleted' });
    }
    expect((await publicList()).mentions).toEqual([]);
    expect((await send('DELETE', '/api/admin/cms/press-mentions/999999')).json().message).toBe(
      'Press mention not found',
    );
  });

  it.each([
    [{ name: '', url: 'https://example.ph/a' }, 'Publication name is required'],
    [
      { name: 'Rappler', url: 'http://example.ph/a' },
      'Link to the article must be a web address starting with https://',
    ],
    [
      { name: 'Rappler', url: 'https://example.ph/a', logo_url: 'javascript:alert(1)' },
      'Logo address must start with https://',
    ],
    [
      { name: '<b>Rappler</b>', url: 'https://example.ph/a' },
      'Publication name contains characters that are not allowed',
    ],
  ])('refuses %j with a clear 400', async (body, message) => {
    const response = await send('POST', '/api/admin/cms/press-mentions', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('lets only the owner write', async () => {
    const body = { name: 'Rappler', url: 'https://www.rappler.com/a' };
    expect((await send('POST', '/api/admin/cms/press-mentions', body, customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/cms/press-mentions', body, {})).statusCode).toBe(401);
  });
});
