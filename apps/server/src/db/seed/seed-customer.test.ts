import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlace } from '../factories/locations.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './seed-customer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createPlace(t.db, { postcode: '1226' });
  await seedDemoCustomer(t.db);
});
afterAll(() => t.close());

describe('the demo customer', () => {
  it('signs in with the README credentials and has a default address', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password },
    });
    expect(login.statusCode).toBe(200);
    const addresses = await t.app.inject({
      method: 'GET',
      url: '/api/users/shipping-addresses',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(addresses.json()).toEqual([
      expect.objectContaining({
        is_default: true,
        postcode: '1226',
        street_name: 'Ayala Avenue',
        phone: '09171234567',
      }),
    ]);
  });
});
