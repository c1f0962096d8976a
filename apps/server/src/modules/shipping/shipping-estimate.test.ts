import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureLocations } from '../locations/psgc-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureLocations(t.db);
});
afterAll(() => t.close());

const estimate = (body: Record<string, unknown>, url = '/api/shipping/estimate') =>
  t.app.inject({ method: 'POST', url, payload: body });

describe('shipping estimate', () => {
  it('prices Metro Manila by weight: 0.5 kg an item, 1 kg at least', async () => {
    const response = await estimate({
      city: 'Makati City',
      state: 'Fourth District',
      postcode: '1200',
      item_count: 1,
    });
    expect(response.json()).toEqual({
      success: true,
      estimatedFee: 95,
      weight: 1,
      zone: 'metro_manila',
      error: null,
    });
    expect((await estimate({ region_id: '1300000000', weight: 2.5 })).json().estimatedFee).toBe(140);
  });

  it('prices Visayas and Mindanao higher, from the city and province names', async () => {
    expect((await estimate({ city: 'Cebu City', state: 'Cebu', weight: 1 })).json()).toMatchObject({
      zone: 'visayas',
      estimatedFee: 180,
    });
    expect((await estimate({ city: 'Davao City', state: 'Davao del Sur', weight: 7 })).json()).toMatchObject({
      zone: 'mindanao',
      estimatedFee: 320 + 2 * 55,
    });
  });

  it('falls back to the standard 250-peso rate with the notice when the place is unknown', async () => {
    expect(
      (await estimate({ city: 'Atlantis', state: 'Nowhere' }, '/api/delivery/ninjavan/estimate')).json(),
    ).toEqual({
      success: false,
      estimatedFee: 250,
      weight: 1,
      zone: null,
      error: 'Using standard shipping rate for your location',
    });
  });

  it('treats % and _ in a name as characters, not wildcards', async () => {
    expect((await estimate({ city: '%', state: '%' })).json()).toMatchObject({
      success: false,
      estimatedFee: 250,
    });
  });

  it('refuses deliveries outside the Philippines and bad weights', async () => {
    const abroad = await estimate({ city: 'Singapore', country: 'SG' });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().message).toContain('We deliver only within the Philippines');
    expect((await estimate({ city: 'Makati City', weight: -1 })).statusCode).toBe(400);
    expect((await estimate({ city: 'x'.repeat(5000) })).statusCode).toBe(400);
  });
});
