import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createDistrictPlace, createPlace } from '../../db/factories/locations.ts';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories/users.ts';
import { orders, sessions, users } from '../../db/schema/index.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let otherPlace: Awaited<ReturnType<typeof createPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  place = await createPlace(t.db, { postcode: '6000' });
  otherPlace = await createPlace(t.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const addressBody = (overrides: Record<string, unknown> = {}) => ({
  region_id: place.region.code,
  province_id: place.province.code,
  city_id: place.city.code,
  barangay_id: place.barangays[0]!.code,
  house_number: '12-B',
  building: 'Golden Lotus Residences',
  street_name: 'Mabini Street',
  postcode: '6000',
  address_type: 'home',
  phone: '0917 123 4567',
  ...overrides,
});

describe('profile', () => {
  it('updates the fields sent, and a new e-mail must be verified again', async () => {
    const { user, headers } = await signInAs(t);
    const response = await call('PUT', '/api/users/profile', headers, {
      firstName: 'Maria Clara',
      phone: '+639171234567',
      email: 'new.address@example.ph',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      user: {
        firstName: 'Maria Clara',
        lastName: user.lastName,
        phone: '+639171234567',
        emailVerified: false,
      },
    });
    expect((await latestMailTo(t.db, 'new.address@example.ph'))?.subject).toContain('Verify');
  });

  it.each([
    [{ phone: '12345' }, 'Please provide a valid phone number (e.g., 09171234567 or +639171234567)'],
    [{ firstName: '<b>x</b>' }, 'First name contains characters that are not allowed'],
    [{ email: 'x'.repeat(300) }, 'Email must be at most 254 characters'],
    [{}, 'Nothing to update'],
  ])('refuses %j with 400', async (body, message) => {
    const { headers } = await signInAs(t);
    const response = await call('PUT', '/api/users/profile', headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("refuses another account's e-mail or username (409)", async () => {
    const other = await signInAs(t);
    const { headers } = await signInAs(t);
    expect((await call('PUT', '/api/users/profile', headers, { email: other.user.email })).statusCode).toBe(
      409,
    );
    const username = await call('PUT', '/api/users/update-username', headers, {
      username: other.user.username,
    });
    expect(username.statusCode).toBe(409);
    const mine = await call('PUT', '/api/users/update-username', headers, { username: 'fresh.name' });
    expect(mine.json()).toMatchObject({
      message: 'Username updated successfully!',
      user: { username: 'fresh.name' },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call('PUT', '/api/users/profile', {}, { firstName: 'X' })).statusCode).toBe(401);
    expect((await call('GET', '/api/users/shipping-addresses', {})).statusCode).toBe(401);
  });
});

describe('shipping addresses', () => {
  it('saves an address with names looked up from the codes, and its spec aliases', async () => {
    const { headers } = await signInAs(t);
    const response = await call('POST', '/api/users/shipping-address', headers, {
      ...addressBody(),
      region: 'Made-up name the server ignores',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Shipping address saved successfully!',
      address: {
        is_default: true,
        region: `${place.region.name} (${place.region.designation})`,
        province: place.province.name,
        state: place.province.name,
        city: place.city.name,
        city_municipality: place.city.name,
        barangay: place.barangays[0]!.name,
        address1: '12-B, Golden Lotus Residences, Mabini Street',
        postcode: '6000',
        country: 'PH',
        phone: '09171234567',
      },
    });
  });

  it('keeps exactly one default per customer', async () => {
    const { headers } = await signInAs(t);
    const first = (await call('POST', '/api/users/shipping-address', headers, addressBody())).json().address;
    const second = (
      await call(
        'POST',
        '/api/users/shipping-address',
        headers,
        addressBody({ is_default: true, house_number: '7' }),
      )
    ).json().address;
    let list = (await call('GET', '/api/users/shipping-addresses', headers)).json() as {
      id: number;
      is_default: boolean;
    }[];
    expect(list.filter((address) => address.is_default).map((address) => address.id)).toEqual([second.id]);
    expect(list[0]?.id).toBe(second.id);

    await call('DELETE', `/api/users/shipping-address/${second.id}`, headers);
    list = (await call('GET', '/api/users/shipping-addresses', headers)).json();
    expect(list).toEqual([expect.objectContaining({ id: first.id, is_default: true })]);
  });

  it('makes a new address the default only when it is the first or asked to be', async () => {
    const { headers } = await signInAs(t);
    const first = (await call('POST', '/api/users/shipping-address', headers, addressBody())).json().address;
    expect(first.is_default).toBe(true);
    const second = (
      await call('POST', '/api/users/shipping-address', headers, addressBody({ house_number: '7' }))
    ).json().address;
    const third = (
      await call(
        'POST',
        '/api/users/shipping-address',
        headers,
        addressBody({ house_number: '8', is_default: false }),
      )
    ).json().address;
    expect([second.is_default, third.is_default]).toEqual([false, false]);
    const list = (await call('GET', '/api/users/shipping-addresses', headers)).json() as {
      id: number;
      is_default: boolean;
    }[];
    expect(list.filter((address) => address.is_default).map((address) => address.id)).toEqual([first.id]);
  });

  it('accepts a capital-region address whose province is a district', async () => {
    const capital = await createDistrictPlace(t.db);
    const { headers } = await signInAs(t);
    const response = await call(
      'POST',
      '/api/users/shipping-address',
      headers,
      addressBody({
        region_id: capital.region.code,
        province_id: capital.district.code,
        city_id: capital.city.code,
        barangay_id: capital.barangay.code,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().address).toMatchObject({
      province: capital.district.name,
      city: capital.city.name,
    });
  });

  it.each([
    [
      'an unknown barangay',
      { barangay_id: '9999999999' },
      'The selected barangay is not in the selected city',
    ],
    ['an unknown city', { city_id: '9999101000' }, 'The selected city does not exist'],
    ['a three-digit postcode', { postcode: '600' }, 'Postal code must be 4 digits'],
    ['no street', { street_name: '' }, 'Street name is required'],
    ['no house number', { house_number: undefined }, 'House number is required'],
    ['a hostile region code', { region_id: "1'; drop table users" }, 'Region is not valid'],
    ['an unknown address type', { address_type: 'castle' }, 'Address type must be home, work or other'],
  ])('refuses %s with 400', async (_label, change, message) => {
    const { headers } = await signInAs(t);
    const response = await call('POST', '/api/users/shipping-address', headers, addressBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a barangay that exists but belongs to another city', async () => {
    const { headers } = await signInAs(t);
    const response = await call(
      'POST',
      '/api/users/shipping-address',
      headers,
      addressBody({ barangay_id: otherPlace.barangays[0]!.code }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The selected barangay is not in the selected city');
  });

  it("treats another customer's address as not found, on every call", async () => {
    const owner = await signInAs(t);
    const stranger = await signInAs(t);
    const { id } = (await call('POST', '/api/users/shipping-address', owner.headers, addressBody())).json()
      .address;
    const update = await call(
      'PUT',
      `/api/users/shipping-address/${id}`,
      stranger.headers,
      addressBody({ house_number: '9' }),
    );
    expect(update.statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/shipping-address/${id}`, stranger.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/users/shipping-addresses', stranger.headers)).json()).toEqual([]);
    const list = (await call('GET', '/api/users/shipping-addresses', owner.headers)).json();
    expect(list[0]).toMatchObject({ id, house_number: '12-B' });
  });

  it('answers bad address ids with 400', async () => {
    const { headers } = await signInAs(t);
    expect((await call('DELETE', '/api/users/shipping-address/abc', headers)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/users/shipping-address/-1', headers)).statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  it('removes personal data and every session, keeping an anonymised row', async () => {
    const { user, headers } = await signInAs(t, { phone: '09171234567' });
    await call('POST', '/api/users/shipping-address', headers, addressBody());
    expect((await call('GET', '/api/users/can-delete-account', headers)).json()).toMatchObject({
      canDelete: true,
    });
    const response = await call('DELETE', '/api/users/account', headers);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null, passwordHash: null });
    expect(row?.email).not.toBe(user.email);
    expect(row?.deletedAt).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await call('GET', '/api/auth/me', headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('is refused while an order is still moving, and allowed once it is finished', async () => {
    const { user, headers } = await signInAs(t);
    await call('POST', '/api/users/shipping-address', headers, addressBody());
    const product = await createProduct(t.db, {
      categoryId: (await createCategory(t.db)).id,
      price: 100,
      stock: 5,
    });
    const placed = await call('POST', '/api/transactions/orders', headers, {
      items: [{ product_id: product.id, variant_id: null, quantity: 1, price: 100 }],
      shipping_details: { name: 'Maria Santos', phone: '09171234567' },
      payment_method: 'cod',
    });
    expect(placed.statusCode).toBe(201);
    expect((await call('GET', '/api/users/can-delete-account', headers)).json()).toEqual({
      canDelete: false,
      message: 'You cannot delete your account while you have active orders.',
    });
    expect((await call('DELETE', '/api/users/account', headers)).statusCode).toBe(409);
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.userId, user.id));
    expect((await call('GET', '/api/users/can-delete-account', headers)).json()).toMatchObject({
      canDelete: true,
    });
  });
});
