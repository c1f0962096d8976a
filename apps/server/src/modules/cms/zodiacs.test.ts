import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAllZodiacs } from '../../db/seed/content/content-factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAllZodiacs(t.db);
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const markRead = (sign: string, headers: Record<string, string> = customer) =>
  t.app.inject({ method: 'POST', url: `/api/cms/zodiacs/${sign}/read`, headers });
const edit = (sign: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/cms/zodiacs/${sign}`, payload, headers });

describe('the zodiac guides', () => {
  it('lists the twelve signs in the order of the cycle and searches them by sign, name, typo or birth year', async () => {
    const names = async (search?: string) =>
      (
        await get(
          search === undefined ? '/api/cms/zodiacs' : `/api/cms/zodiacs?search=${encodeURIComponent(search)}`,
        )
      )
        .json()
        .zodiacs.map((zodiac: { zodiacID: string }) => zodiac.zodiacID);
    expect(await names()).toEqual([
      'Rat',
      'Ox',
      'Tiger',
      'Rabbit',
      'Dragon',
      'Snake',
      'Horse',
      'Goat',
      'Monkey',
      'Rooster',
      'Dog',
      'Pig',
    ]);
    expect(await names('drag')).toEqual(['Dragon']);
    expect(await names('HORSE')).toEqual(['Horse']);
    expect(await names('year of the monkey')).toEqual(['Monkey']);
    expect(await names('tigre')).toEqual(['Tiger']);
    expect(await names('1988')).toEqual(['Dragon']);
    expect(await names('   ')).toEqual([]);
    expect(await names('a'.repeat(1000))).toEqual([]);
    expect(await names('year of the dragon & | ! :* <-> ( '.repeat(40).slice(0, 1000))).toEqual(['Dragon']);
    expect(await names('unicorn')).toEqual([]);
    expect((await get(`/api/cms/zodiacs?search=${'a'.repeat(1001)}`)).statusCode).toBe(400);
  });

  it('shows a sign in any letter case, refuses an unknown one and hides an unpublished one', async () => {
    const rat = await get('/api/cms/zodiacs/Rat');
    expect(rat.statusCode).toBe(200);
    expect(rat.json()).toMatchObject({
      zodiacID: 'Rat',
      sign: 'rat',
      overview: 'The Rat in brief.',
      daily: 'Today for the Rat.',
      is_updated: false,
      is_read: false,
    });
    const unknown = await get('/api/cms/zodiacs/unicorn');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid zodiac sign provided.');
    expect((await get(`/api/cms/zodiacs/${'x'.repeat(150)}`)).json().message).toBe(
      'Invalid zodiac sign provided.',
    );

    await edit('pig', { status: 'draft' });
    expect((await get('/api/cms/zodiacs/pig')).statusCode).toBe(404);
    expect((await get('/api/cms/zodiacs')).json().zodiacs).toHaveLength(11);
    expect((await markRead('pig')).statusCode).toBe(404);
    await edit('pig', { status: 'published' });
  });

  it('marks new horoscopes as updated for a customer until they read them, and again after the owner edits', async () => {
    const reader = (await signInAs(t)).headers;
    expect((await get('/api/cms/zodiacs/ox', reader)).json()).toMatchObject({
      is_updated: true,
      is_read: false,
    });
    expect((await markRead('ox', reader)).json()).toEqual({
      success: true,
      sign: 'ox',
      is_read: true,
      is_updated: false,
    });
    expect((await get('/api/cms/zodiacs/ox', reader)).json()).toMatchObject({
      is_updated: false,
      is_read: true,
    });
    const listed = (await get('/api/cms/zodiacs', reader)).json().zodiacs;
    expect(listed.find((zodiac: { sign: string }) => zodiac.sign === 'ox')).toMatchObject({ is_read: true });
    expect(listed.find((zodiac: { sign: string }) => zodiac.sign === 'rat')).toMatchObject({
      is_updated: true,
    });

    // Saving the same text again is not news; a new daily reading is.
    await edit('ox', { daily: 'Today for the Ox.' });
    expect((await get('/api/cms/zodiacs/ox', reader)).json()).toMatchObject({
      is_updated: false,
      is_read: true,
    });
    const saved = await edit('ox', { daily: 'A steady day: finish what you started before noon.' });
    expect(saved.json()).toMatchObject({
      daily: 'A steady day: finish what you started before noon.',
      sign: 'ox',
    });
    expect((await get('/api/cms/zodiacs/ox', reader)).json()).toMatchObject({
      is_updated: true,
      is_read: false,
      daily: 'A steady day: finish what you started before noon.',
    });
  });

  it('lets only a signed-in customer mark a sign read, and only a known sign', async () => {
    expect((await markRead('rat', {})).statusCode).toBe(401);
    expect((await markRead('unicorn')).json().message).toBe('Invalid zodiac sign provided.');
    expect((await markRead('RAT')).statusCode).toBe(200);
  });
});

describe('the owner editing the zodiac texts', () => {
  it('keeps guests and customers out', async () => {
    expect((await get('/api/admin/cms/zodiacs')).statusCode).toBe(401);
    expect((await get('/api/admin/cms/zodiacs', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/cms/zodiacs/rat', customer)).statusCode).toBe(403);
    expect((await edit('rat', { daily: 'x' }, {})).statusCode).toBe(401);
    expect((await edit('rat', { daily: 'x' }, customer)).statusCode).toBe(403);
  });

  it('lists every sign with its status, edits every text and refuses bad input', async () => {
    const list = (await get('/api/admin/cms/zodiacs', admin)).json().zodiacs;
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({
      sign: 'rat',
      status: 'published',
      content_updated_at: expect.any(String),
    });

    const texts = {
      name: 'Tiger',
      overview: 'Brave and generous.',
      career: 'Lead the new project.',
      health: 'Stretch every morning.',
      love: 'Say what you feel.',
      color: 'Green, Blue',
      number: '1, 3, 4',
      daily: 'Say yes to the invitation.',
      weekly: 'A week to finish things.',
      monthly: 'A month of new friends.',
    };
    const saved = await edit('tiger', texts);
    expect(saved.json()).toMatchObject(texts);
    expect((await get('/api/admin/cms/zodiacs/TIGER', admin)).json()).toMatchObject(texts);

    expect((await edit('unicorn', { daily: 'x' })).json().message).toBe('Invalid zodiac sign provided.');
    expect((await edit('tiger', { name: '' })).statusCode).toBe(400);
    expect((await edit('tiger', { daily: 'x'.repeat(5001) })).json().message).toContain(
      'Today’s horoscope must be at most 5000 characters',
    );
    expect((await edit('tiger', { color: 7 })).statusCode).toBe(400);
    expect((await edit('tiger', { status: 'hidden' })).statusCode).toBe(400);
  });
});
