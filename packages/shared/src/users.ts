import { z } from 'zod';
import { emailField, firstNameField, lastNameField, usernameField } from './auth.ts';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';
import { isPhilippineMobile, normalisePhone, PHONE_MESSAGE } from './phone.ts';

export const phoneField = z
  .string()
  .trim()
  .max(20, { error: PHONE_MESSAGE })
  .refine(isPhilippineMobile, { error: PHONE_MESSAGE })
  .transform(normalisePhone);

/** A phone that may be left out or cleared ('' or null become null); anything else must be a PH mobile. */
export const optionalPhoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(20, { error: PHONE_MESSAGE })
  .refine((value) => value === '' || isPhilippineMobile(value), { error: PHONE_MESSAGE })
  .transform((value) => (value === '' ? null : normalisePhone(value)))
  .nullable()
  .optional();

/** PUT /users/profile: the fields sent change; an empty phone clears it. */
export const profileUpdateSchema = z
  .object({
    username: usernameField.optional(),
    firstName: firstNameField.optional(),
    lastName: lastNameField.optional(),
    email: emailField.optional(),
    phone: optionalPhoneField,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const usernameUpdateSchema = z.object({ username: usernameField });

// A PSGC code (9 or 10 digits) or one of the capital region's district codes.
const locationCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(/^[0-9A-Z]{9,10}$/, { error: `${label} is not valid` });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .regex(/^[^<>\p{Cc}]+$/u, { error: `${label} contains characters that are not allowed` });

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;

/** The longest house number, building and street a saved address may have. */
export const ADDRESS_FIELD_MAX = { houseNumber: 60, building: 120, streetName: 120 } as const;

/**
 * A saved address's one line (`address1`): house number, building and street joined by ", "
 * (toShippingAddress, apps/server/src/modules/users/address-service.ts). The checkout sends that line
 * with the order, so the order must take the longest one an address may have.
 */
export const ADDRESS_LINE_MAX =
  ADDRESS_FIELD_MAX.houseNumber + ADDRESS_FIELD_MAX.building + ADDRESS_FIELD_MAX.streetName + 2 * ', '.length;

/**
 * docs/accounts.md#shipping-addresses: region, province (district for the capital region), city,
 * barangay, house number, street name and a 4-digit postal code are required; building is optional.
 * Names are looked up by the server from the codes, never taken from the client.
 */
export const shippingAddressInputSchema = z.object({
  region_id: locationCode('Region'),
  province_id: locationCode('Province'),
  city_id: locationCode('City'),
  barangay_id: locationCode('Barangay'),
  house_number: requiredText('House number', ADDRESS_FIELD_MAX.houseNumber),
  street_name: requiredText('Street name', ADDRESS_FIELD_MAX.streetName),
  building: z
    .string()
    .trim()
    .max(ADDRESS_FIELD_MAX.building, {
      error: `Building must be at most ${ADDRESS_FIELD_MAX.building} characters`,
    })
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'Building contains characters that are not allowed' })
    .optional()
    .nullable(),
  postcode: z
    .string({ error: 'Postal code is required' })
    .trim()
    .min(1, { error: 'Postal code is required' })
    .regex(/^\d{4}$/, { error: 'Postal code must be 4 digits' }),
  address_type: z.enum(ADDRESS_TYPES, { error: 'Address type must be home, work or other' }).default('home'),
  is_default: z.boolean().optional(),
  phone: optionalPhoneField,
  recipient_name: z
    .string()
    .trim()
    .max(120)
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'Recipient name contains characters that are not allowed' })
    .optional()
    .nullable(),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;

/** The saved address as read by the account page and checkout (docs/accounts.md#shipping-addresses). */
export const shippingAddressSchema = z.object({
  id: z.number().int(),
  address_id: z.number().int(),
  is_default: z.boolean(),
  recipient_name: z.string().nullable(),
  phone: z.string().nullable(),
  house_number: z.string(),
  building: z.string().nullable(),
  street_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  barangay: z.string(),
  barangay_id: z.string(),
  city: z.string(),
  city_municipality: z.string(),
  city_id: z.string(),
  province: z.string(),
  state: z.string(),
  province_id: z.string(),
  region: z.string(),
  region_id: z.string(),
  postcode: z.string(),
  country: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const addressIdParamsSchema = z.object({
  id: fromNumberText(
    z
      .number({ error: 'Address id must be a number' })
      .int({ error: 'Address id must be a whole number' })
      .positive({ error: 'Address id must be a positive whole number' })
      .max(ROW_ID_MAX, { error: 'Address id is too large' }),
  ),
});

export const canDeleteResponseSchema = z.object({ canDelete: z.boolean(), message: z.string() });

export const USER_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  addressSaved: 'Shipping address saved successfully!',
  addressDeleted: 'Shipping address deleted successfully!',
  usernameUpdated: 'Username updated successfully!',
  cannotDelete: 'You cannot delete your account while you have active orders.',
  accountDeleted: 'Your account has been deleted.',
  addressNotFound: 'Shipping address not found',
} as const;
