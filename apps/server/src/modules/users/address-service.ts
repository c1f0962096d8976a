import type { ShippingAddress, ShippingAddressInput } from '@fengshui/shared/users';
import { USER_MESSAGES } from '@fengshui/shared/users';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingAddresses } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { resolveAddressLocation } from '../locations/index.ts';

type AddressRow = typeof shippingAddresses.$inferSelect;

/** The saved-address shape of the spec, with every alias it reads (state, city_municipality, address1...). */
export function toShippingAddress(row: AddressRow): ShippingAddress {
  const street = [row.houseNumber, row.building, row.streetName].filter(Boolean).join(', ');
  return {
    id: row.id,
    address_id: row.id,
    is_default: row.isDefault,
    recipient_name: row.recipientName,
    phone: row.phone,
    house_number: row.houseNumber,
    building: row.building,
    street_name: row.streetName,
    address1: street,
    address2: row.barangay,
    barangay: row.barangay,
    barangay_id: row.barangayId,
    city: row.city,
    city_municipality: row.city,
    city_id: row.cityId,
    province: row.province,
    state: row.province,
    province_id: row.provinceId,
    region: row.region,
    region_id: row.regionId,
    postcode: row.postcode,
    country: row.country,
    address_type: row.addressType,
  };
}

/**
 * Names come from the location tables, never from the client, and each level must belong to the one
 * above it (a barangay of another city is refused).
 */
async function resolvePlace(db: DbOrTx, input: ShippingAddressInput) {
  const place = await resolveAddressLocation(db, {
    region: input.region_id,
    province: input.province_id,
    city: input.city_id,
    barangay: input.barangay_id,
  });
  return {
    regionId: place.region.code,
    region: place.region.name,
    provinceId: place.province.code,
    province: place.province.name,
    cityId: place.city.code,
    city: place.city.name,
    barangayId: place.barangay!.code,
    barangay: place.barangay!.name,
  };
}

function addressValues(input: ShippingAddressInput) {
  return {
    houseNumber: input.house_number,
    building: input.building || null,
    streetName: input.street_name,
    postcode: input.postcode,
    addressType: input.address_type,
    phone: input.phone || null,
    recipientName: input.recipient_name || null,
  };
}

export async function listAddresses(db: DbOrTx, userId: number): Promise<ShippingAddress[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id));
  return rows.map(toShippingAddress);
}

/**
 * Exactly one default per customer: the first address is the default, and making another the default
 * clears the old one in the same transaction (a unique partial index backs this up).
 */
export async function createAddress(
  db: DbOrTx,
  userId: number,
  input: ShippingAddressInput,
): Promise<ShippingAddress> {
  const place = await resolvePlace(db, input);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .for('update');
    const makeDefault = input.is_default === true || existing.length === 0;
    if (makeDefault) {
      await tx
        .update(shippingAddresses)
        .set({ isDefault: false })
        .where(eq(shippingAddresses.userId, userId));
    }
    const [row] = await tx
      .insert(shippingAddresses)
      .values({ userId, ...place, ...addressValues(input), isDefault: makeDefault })
      .returning();
    return toShippingAddress(row!);
  });
}

export async function updateAddress(
  db: DbOrTx,
  userId: number,
  addressId: number,
  input: ShippingAddressInput,
): Promise<ShippingAddress> {
  const place = await resolvePlace(db, input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)))
      .for('update');
    // Another customer's address is "not found", never "forbidden": its existence is not told.
    if (!current) throw new NotFound(USER_MESSAGES.addressNotFound);
    if (input.is_default === true && !current.isDefault) {
      await tx
        .update(shippingAddresses)
        .set({ isDefault: false })
        .where(eq(shippingAddresses.userId, userId));
    }
    const [row] = await tx
      .update(shippingAddresses)
      .set({
        ...place,
        ...addressValues(input),
        // The default can move to another address, never vanish by an edit.
        isDefault: current.isDefault || input.is_default === true,
        updatedAt: new Date(),
      })
      .where(eq(shippingAddresses.id, addressId))
      .returning();
    return toShippingAddress(row!);
  });
}

/** Deleting the default hands the default to the oldest remaining address. */
export async function deleteAddress(db: DbOrTx, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(shippingAddresses)
      .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)))
      .returning();
    if (!deleted) throw new NotFound(USER_MESSAGES.addressNotFound);
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(asc(shippingAddresses.id))
      .limit(1);
    if (next)
      await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, next.id));
  });
}
