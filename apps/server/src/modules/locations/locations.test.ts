import type {
  Barangay,
  City,
  CitySearchResult,
  District,
  Province,
  Region,
} from '@fengshui/shared/locations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  NOT_SERVICEABLE_MESSAGE,
  SERVICEABLE_MESSAGE,
} from '../../integrations/ninjavan/serviceable-cities.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureLocations } from './psgc-import.ts';

// The one API test file that loads the whole hierarchy (about 42,000 barangays).
let t: TestApp;
let firstLoad: { loaded: boolean };

beforeAll(async () => {
  t = await createTestApp();
  firstLoad = await ensureLocations(t.db);
}, 120_000);

afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
};
const post = async <T>(url: string, payload: object, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json() as T };
};
const count = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(row!.n);
};

const CEBU = '0702200000';
const CEBU_CITY = '0730600000';
const QUEZON_CITY = '1381300000';
const SECOND_DISTRICT = '13D2000000';

describe('ensureLocations', () => {
  it('loads the whole hierarchy once', async () => {
    expect(firstLoad).toEqual({ loaded: true });
    expect(await count('regions')).toBe(18);
    expect(await count('provinces')).toBe(84);
    expect(await count('districts')).toBe(4);
    expect(await count('cities')).toBe(1655);
    expect(await count('barangays')).toBe(42_011);
  });

  it('loads nothing the second time', async () => {
    expect(await ensureLocations(t.db)).toEqual({ loaded: false });
    expect(await count('barangays')).toBe(42_011);
  });
});

describe('GET /api/locations/regions', () => {
  it('lists the 18 regions, capital first, cacheable by browsers', async () => {
    const { status, body, headers } = await get<Region[]>('/api/locations/regions');
    expect(status).toBe(200);
    expect(body).toHaveLength(18);
    expect(body[0]).toEqual({ region_id: '1300000000', region_name: 'National Capital Region (NCR)' });
    expect(body.map((region) => region.region_name)).toContain('Region VII (Central Visayas)');
    expect(headers['cache-control']).toBe('public, max-age=86400, s-maxage=86400');
  });
});

describe('GET /api/locations/provinces/:regionId', () => {
  it('is empty for the capital region, in its 9-digit spec form too', async () => {
    for (const id of ['130000000', '1300000000']) {
      const { status, body } = await get<Province[]>(`/api/locations/provinces/${id}`);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
  });

  it("lists a region's provinces by name, including the parents the PSGC list lacks", async () => {
    const { body } = await get<Province[]>('/api/locations/provinces/070000000');
    expect(body.map((province) => province.province_name)).toEqual(['Bohol', 'Cebu']);
    const zamboanga = await get<Province[]>('/api/locations/provinces/0900000000');
    expect(zamboanga.body.map((province) => province.province_name)).toContain('City of Isabela');
  });

  it('answers 404 for an unknown region', async () => {
    const { status, body } = await get('/api/locations/provinces/9900000000');
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'Region not found', code: 'REGION_NOT_FOUND' });
  });
});

describe('GET /api/locations/districts/:id', () => {
  it("lists the capital's four districts for the spec's 130000000", async () => {
    const { status, body } = await get<District[]>('/api/locations/districts/130000000');
    expect(status).toBe(200);
    expect(body.map((district) => district.district_name)).toEqual([
      'First District',
      'Second District',
      'Third District',
      'Fourth District',
    ]);
  });

  it('is empty for another region and 404 for an unknown one', async () => {
    expect((await get<District[]>(`/api/locations/districts/0700000000`)).body).toEqual([]);
    const unknown = await get('/api/locations/districts/9900000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Region not found' });
  });
});

describe('GET /api/locations/cities/:provinceId', () => {
  it("lists a district's cities: the Second District has Quezon City", async () => {
    const { status, body } = await get<City[]>(`/api/locations/cities/${SECOND_DISTRICT}`);
    expect(status).toBe(200);
    expect(body.map((city) => city.city_name)).toEqual([
      'Mandaluyong City',
      'Marikina City',
      'Pasig City',
      'Quezon City',
      'San Juan City',
    ]);
    expect(body.find((city) => city.city_id === QUEZON_CITY)).toMatchObject({
      postcode: '1100',
      serviceable: true,
    });
    // PSA's own code for the district (9-digit 137400000) names the same list.
    expect((await get<City[]>('/api/locations/cities/137400000')).body).toEqual(body);
  });

  it("lists Manila's 14 sub-municipalities for the First District, not Manila itself", async () => {
    const { body } = await get<City[]>('/api/locations/cities/13D1000000');
    expect(body).toHaveLength(14);
    expect(body.every((city) => city.city_name.startsWith('Manila – '))).toBe(true);
  });

  it("lists a province's cities by name with postcodes, in the 9-digit form too", async () => {
    const { body, headers } = await get<City[]>(`/api/locations/cities/${CEBU}`);
    expect(body.find((city) => city.city_id === CEBU_CITY)).toEqual({
      city_id: CEBU_CITY,
      city_name: 'Cebu City',
      postcode: '6000',
      serviceable: true,
    });
    const names = body.map((city) => city.city_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect(body.every((city) => city.postcode === null || /^[0-9]{4}$/.test(city.postcode))).toBe(true);
    expect(headers['cache-control']).toBe('public, max-age=3600, s-maxage=3600');
    expect((await get<City[]>('/api/locations/cities/072200000')).body).toEqual(body);
  });

  it('answers 404 for an unknown province', async () => {
    const { status, body } = await get('/api/locations/cities/0799900000');
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'Province not found' });
  });
});

describe('GET /api/locations/cities?search=', () => {
  const search = (text: string) =>
    get<CitySearchResult[]>(`/api/locations/cities?search=${encodeURIComponent(text)}`);

  it('finds Makati by its name alone, as "Makati City, Metro Manila", with its region and district', async () => {
    const { status, body, headers } = await search('Makati');
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      city_id: '1380300000',
      city_name: 'Makati City',
      label: 'Makati City, Metro Manila',
      province_id: '13D4000000',
      province_name: expect.stringMatching(/Fourth District/),
      region_id: '1300000000',
      region_name: expect.stringMatching(/National Capital Region/),
      serviceable: true,
    });
    expect(headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
    expect(headers.etag).toMatch(/^W\//);
  });

  it('puts the city of Quezon before the towns named Quezon when "Quezon City" is typed', async () => {
    const { body } = await search('quezon city');
    expect(body[0]).toMatchObject({ city_id: QUEZON_CITY, label: 'Quezon City, Metro Manila' });
    expect(body.slice(1).map((city) => city.city_name)).toContain('Quezon');
  });

  it('finds Cebu City in Cebu across provinces, whatever the case and accents typed', async () => {
    expect((await search('CEBU CITY')).body[0]).toMatchObject({
      city_id: CEBU_CITY,
      label: 'Cebu City, Cebu',
      region_id: '0700000000',
    });
    expect((await search('parañaque')).body[0]?.label).toBe('Parañaque City, Metro Manila');
    expect((await search('paranaque')).body[0]?.label).toBe('Parañaque City, Metro Manila');
  });

  it('answers at most 8 cities, and none for a name no city has', async () => {
    expect((await search('san')).body).toHaveLength(8);
    expect((await search('zzqx')).body).toEqual([]);
  });

  it("shows the owner's serviceable switch at once", async () => {
    await t.db.execute(sql`update cities set serviceable = false where code = ${CEBU_CITY}`);
    expect((await search('cebu city')).body[0]).toMatchObject({ city_id: CEBU_CITY, serviceable: false });
    await t.db.execute(sql`update cities set serviceable = true where code = ${CEBU_CITY}`);
    expect((await search('cebu city')).body[0]?.serviceable).toBe(true);
  });

  it('answers 400 with the message for a search too short, too long or missing, never caching it', async () => {
    for (const url of [
      '/api/locations/cities?search=a',
      `/api/locations/cities?search=${'x'.repeat(61)}`,
      '/api/locations/cities',
      '/api/locations/cities?search=%20%20',
    ]) {
      const { status, body, headers } = await get<{ message: string }>(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toMatch(/at least 2 letters|at most 60 characters/);
      expect(headers['cache-control'], url).toBe('no-store');
    }
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect((await search('%%')).body).toEqual([]);
    expect((await search('__')).body).toEqual([]);
  });
});

describe('GET /api/locations/barangays/:cityId', () => {
  it("lists a Manila sub-municipality's barangays in natural order", async () => {
    const { status, body } = await get<Barangay[]>('/api/locations/barangays/1380601000');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(250);
    expect(body.slice(0, 3).map((barangay) => barangay.barangay_name)).toEqual([
      'Barangay 1',
      'Barangay 2',
      'Barangay 3',
    ]);
  });

  it('answers 404 for Manila as a whole and for an unknown city', async () => {
    for (const id of ['1380600000', '0799999000']) {
      const { status, body } = await get(`/api/locations/barangays/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ message: 'City not found' });
    }
  });
});

describe('location ids', () => {
  it.each(['abc', '12', '12345678901', encodeURIComponent("1' or '1'='1"), '13D9000000'])(
    'refuses %j with 400',
    async (id) => {
      const provinces = await get<{ message: string }>(`/api/locations/provinces/${id}`);
      expect(provinces.status).toBe(400);
      expect(provinces.body.message).toContain('Invalid region id');
      const cities = await get<{ message: string }>(`/api/locations/cities/${id}`);
      expect(cities.status).toBe(400);
      expect(cities.body.message).toContain('Invalid province id');
      const barangays = await get<{ message: string }>(`/api/locations/barangays/${id}`);
      expect(barangays.status).toBe(400);
      expect(barangays.body.message).toContain('Invalid city id');
    },
  );
});

describe('POST /api/locations/validate-address', () => {
  const cebuAddress = { region: '0700000000', province: CEBU, city: CEBU_CITY, barangay: '' };

  it('says a serviceable address is serviceable, and not once the owner switches the city off', async () => {
    const before = await post('/api/locations/validate-address', cebuAddress);
    expect(before).toEqual({
      status: 200,
      body: { success: true, serviceable: true, message: SERVICEABLE_MESSAGE },
    });
    await t.db.execute(sql`update cities set serviceable = false where code = ${CEBU_CITY}`);
    const after = await post('/api/locations/validate-address', cebuAddress);
    expect(after.body).toEqual({ success: true, serviceable: false, message: NOT_SERVICEABLE_MESSAGE });
    // The city list shows the switch at once: it is never served from a stale cache.
    const { body } = await get<City[]>(`/api/locations/cities/${CEBU}`);
    expect(body.find((city) => city.city_id === CEBU_CITY)?.serviceable).toBe(false);
    await t.db.execute(sql`update cities set serviceable = true where code = ${CEBU_CITY}`);
  });

  it('accepts a capital address by district and barangay, with the 9-digit region id', async () => {
    const [barangay] = (await get<Barangay[]>(`/api/locations/barangays/${QUEZON_CITY}`)).body;
    const { status, body } = await post('/api/locations/validate-address', {
      region: '130000000',
      province: SECOND_DISTRICT,
      city: QUEZON_CITY,
      barangay: barangay!.barangay_id,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, serviceable: true });
  });

  it.each([
    ['a city outside the province', { province: '0701200000' }, 'not in the selected province or district'],
    ['a city outside the region', { region: '0600000000' }, 'not in the selected region'],
    ['a city that does not exist', { city: '0799999000' }, 'The selected city does not exist'],
    ['a barangay of another city', { barangay: '1380601001' }, 'barangay is not in the selected city'],
    ['a malformed code', { city: 'DROP TABLE' }, 'Invalid city id'],
  ])('refuses %s with 400', async (_case, change, message) => {
    const { status, body } = await post<{ message: string }>('/api/locations/validate-address', {
      ...cebuAddress,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe('POST /api/locations/clear-cache', () => {
  it('is for admins only', async () => {
    expect((await post('/api/locations/clear-cache', {})).status).toBe(401);
    const customer = await signInAs(t);
    expect((await post('/api/locations/clear-cache', {}, customer.headers)).status).toBe(403);
    const admin = await signInAs(t, { userType: 'admin' });
    const cleared = await post('/api/locations/clear-cache', {}, admin.headers);
    expect(cleared).toEqual({ status: 200, body: { success: true, message: 'Location cache cleared' } });
    expect((await get<Region[]>('/api/locations/regions')).body).toHaveLength(18);
  });
});
