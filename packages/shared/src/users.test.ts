import { describe, expect, it } from 'vitest';
import { shippingAddressInputSchema } from './users.ts';

const valid = {
  region_id: '0700000000',
  province_id: '0722000000',
  city_id: '0722017000',
  barangay_id: '0722017001',
  house_number: '12',
  street_name: 'Mabini Street',
  postcode: '6000',
};

const messages = (input: object) =>
  shippingAddressInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('address form rules', () => {
  it('accepts a complete address; building is optional and the type defaults to home', () => {
    const parsed = shippingAddressInputSchema.parse(valid);
    expect(parsed.address_type).toBe('home');
    expect(parsed.building).toBeUndefined();
  });

  it('names every missing required field', () => {
    expect(messages({})).toEqual([
      'Region is required',
      'Province is required',
      'City is required',
      'Barangay is required',
      'House number is required',
      'Street name is required',
      'Postal code is required',
    ]);
  });

  it('needs a 4-digit postal code', () => {
    expect(messages({ ...valid, postcode: '600' })).toEqual(['Postal code must be 4 digits']);
    expect(messages({ ...valid, postcode: '60001' })).toEqual(['Postal code must be 4 digits']);
    expect(messages({ ...valid, postcode: 'abcd' })).toEqual(['Postal code must be 4 digits']);
  });

  it('clears a phone given as an empty string, and refuses a wrong one with the spec example', () => {
    expect(shippingAddressInputSchema.parse({ ...valid, phone: '' }).phone).toBeNull();
    expect(messages({ ...valid, phone: '12345' })).toEqual([
      'Please provide a valid phone number (e.g., 09171234567 or +639171234567)',
    ]);
  });
});
