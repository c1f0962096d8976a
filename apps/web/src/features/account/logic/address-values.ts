import type {
  ShippingAddress,
  ShippingAddressInput,
  shippingAddressInputSchema,
} from '@fengshui/shared/users';
import type { z } from 'zod';

/** What the address form edits: the shared input shape, every text field a string. */
export type AddressFormValues = z.input<typeof shippingAddressInputSchema>;

export const EMPTY_ADDRESS: AddressFormValues = {
  region_id: '',
  province_id: '',
  city_id: '',
  barangay_id: '',
  house_number: '',
  building: '',
  street_name: '',
  postcode: '',
  address_type: 'home',
  phone: '',
};

/** A saved address back into form values, or into the body of a PUT that changes one flag. */
export function addressInputOf(address: ShippingAddress): ShippingAddressInput {
  return {
    region_id: address.region_id,
    province_id: address.province_id,
    city_id: address.city_id,
    barangay_id: address.barangay_id,
    house_number: address.house_number,
    building: address.building ?? '',
    street_name: address.street_name,
    postcode: address.postcode,
    address_type: address.address_type,
    phone: address.phone ?? '',
    recipient_name: address.recipient_name,
    is_default: address.is_default,
  };
}

/** The address as the customer reads it on a parcel label, one line per part. */
export function addressLines(address: ShippingAddress): string[] {
  const houseAndStreet = [address.house_number, address.street_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const street = [address.building?.trim(), houseAndStreet].filter(Boolean).join(', ');
  const area = [
    address.barangay,
    address.city_municipality || address.city,
    address.province || address.state,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const region = [address.region, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [street, area, region].filter(Boolean);
}
