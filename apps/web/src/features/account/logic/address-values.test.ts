import type { ShippingAddress } from '@fengshui/shared/users';
import { shippingAddressInputSchema } from '@fengshui/shared/users';
import { describe, expect, it } from 'vitest';
import { addressInputOf, addressLines } from './address-values.ts';

const saved: ShippingAddress = {
  id: 7,
  address_id: 7,
  is_default: false,
  recipient_name: null,
  phone: null,
  house_number: '12',
  building: null,
  street_name: 'Mabini Street',
  address1: '12 Mabini Street',
  address2: 'Barangay 1, Batangas City',
  barangay: 'Barangay 1',
  barangay_id: '0401005001',
  city: 'Batangas City',
  city_municipality: 'Batangas City',
  city_id: '0401005000',
  province: 'Batangas',
  state: 'Batangas',
  province_id: '0401000000',
  region: 'Region IV-A (CALABARZON)',
  region_id: '0400000000',
  postcode: '4200',
  country: 'PH',
  address_type: 'home',
};

describe('addressInputOf', () => {
  it('turns a saved address into a body the shared schema accepts unchanged', () => {
    const input = addressInputOf(saved);
    expect(input).toMatchObject({ region_id: '0400000000', building: '', phone: '', is_default: false });
    expect(shippingAddressInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('addressLines', () => {
  it('reads street, area and region with postcode, skipping empty parts', () => {
    expect(addressLines(saved)).toEqual([
      '12 Mabini Street',
      'Barangay 1, Batangas City, Batangas',
      'Region IV-A (CALABARZON) 4200',
    ]);
  });

  it('includes the building when there is one', () => {
    expect(addressLines({ ...saved, building: 'Unit 4B Sunrise Tower' })[0]).toBe(
      'Unit 4B Sunrise Tower, 12 Mabini Street',
    );
  });
});
