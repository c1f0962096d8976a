import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistrictPlace, createPlace } from '../../db/factories/locations.ts';
import {
  NOT_SERVICEABLE_MESSAGE,
  SERVICEABLE_MESSAGE,
} from '../../integrations/ninjavan/serviceable-cities.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let place: Awaited<ReturnType<typeof createPlace>>;
let offPlace: Awaited<ReturnType<typeof createPlace>>;
let capital: Awaited<ReturnType<typeof createDistrictPlace>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
  place = await createPlace(t.db);
  offPlace = await createPlace(t.db, { serviceable: false });
  capital = await createDistrictPlace(t.db);
});
afterAll(() => t.close());

const list = (query = '', headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/locations/cities${query}`, headers });
const setServiceable = (code: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/locations/cities/${code}`, headers, payload });
const validate = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/locations/validate-address',
    payload: {
      region: place.region.code,
      province: place.province.code,
      city: place.city.code,
      barangay: place.barangays[0]!.code,
    },
  });

describe('admin serviceable areas: access', () => {
  it('answers 401 to guests and 403 to customers', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await setServiceable(place.city.code, { serviceable: false }, {})).statusCode).toBe(401);
    expect((await setServiceable(place.city.code, { serviceable: false }, customer)).statusCode).toBe(403);
    expect((await setServiceable(place.city.code, {}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/locations/cities', () => {
  it('lists cities with province, region, postcode and switch', async () => {
    const response = await list(`?region=${place.region.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      page: 1,
      total: 1,
      total_pages: 1,
      cities: [
        {
          city_id: place.city.code,
          city_name: place.city.name,
          province_name: place.province.name,
          region_id: place.region.code,
          region_name: `${place.region.name} (${place.region.designation})`,
          postcode: '6000',
          serviceable: true,
        },
      ],
    });
  });

  it('names the district for a capital-region city', async () => {
    const [city] = (await list(`?search=${encodeURIComponent(capital.city.name)}`)).json().cities;
    expect(city).toMatchObject({ city_id: capital.city.code, province_name: capital.district.name });
  });

  it('searches by city or province name, and filters to the switched-off cities', async () => {
    const byCity = (await list(`?search=${encodeURIComponent(offPlace.city.name.toLowerCase())}`)).json();
    expect(byCity.cities.map((city: { city_id: string }) => city.city_id)).toEqual([offPlace.city.code]);
    const byProvince = (await list(`?search=${encodeURIComponent(place.province.name)}`)).json();
    expect(byProvince.cities.map((city: { city_id: string }) => city.city_id)).toEqual([place.city.code]);
    const off = (await list('?serviceable=false')).json();
    expect(off.cities.map((city: { city_id: string }) => city.city_id)).toContain(offPlace.city.code);
    expect(off.cities.every((city: { serviceable: boolean }) => !city.serviceable)).toBe(true);
    expect(off.not_serviceable_total).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['?region=abc', 'Invalid region id'],
    ['?serviceable=maybe', 'serviceable must be true or false'],
    ['?page=0', 'page'],
    [`?search=${'x'.repeat(81)}`, 'Search must be at most 80 characters'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('PUT /api/admin/locations/cities/:code', () => {
  it('switches a city off and on, and the address check follows at once', async () => {
    expect((await validate()).json()).toMatchObject({ serviceable: true, message: SERVICEABLE_MESSAGE });

    const off = await setServiceable(place.city.code, { serviceable: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: `${place.city.name} is switched off: addresses there are not serviceable`,
      city: { city_id: place.city.code, serviceable: false },
    });
    expect((await validate()).json()).toMatchObject({ serviceable: false, message: NOT_SERVICEABLE_MESSAGE });
    // The public city list (the address form) shows it too.
    const cities = (
      await t.app.inject({ method: 'GET', url: `/api/locations/cities/${place.province.code}` })
    ).json();
    expect(cities[0]).toMatchObject({ city_id: place.city.code, serviceable: false });

    const on = await setServiceable(place.city.code, { serviceable: true });
    expect(on.json().city.serviceable).toBe(true);
    expect((await validate()).json()).toMatchObject({ serviceable: true });
  });

  it('takes the older 9-digit form of a code, like the public location calls', async () => {
    // 99 0n 101000 was 99 n 101000 before PSA widened the province part (shared/locations.ts).
    expect(offPlace.city.code[2]).toBe('0');
    const nineDigits = `${offPlace.city.code.slice(0, 2)}${offPlace.city.code.slice(3)}`;
    const response = await setServiceable(nineDigits, { serviceable: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().city.city_id).toBe(offPlace.city.code);
  });

  it.each([
    ['a missing switch', {}, 'serviceable must be true or false'],
    ['a switch sent as text', { serviceable: 'false' }, 'serviceable must be true or false'],
    ['a switch sent as a number', { serviceable: 0 }, 'serviceable must be true or false'],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const response = await setServiceable(place.city.code, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 400 for a malformed code and 404 for an unknown city', async () => {
    expect((await setServiceable('not-a-code', { serviceable: false })).statusCode).toBe(400);
    expect((await setServiceable("1'; drop table cities;--", { serviceable: false })).statusCode).toBe(400);
    const unknown = await setServiceable('0000000000', { serviceable: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('City not found');
  });
});
