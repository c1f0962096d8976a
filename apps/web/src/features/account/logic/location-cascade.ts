// docs/accounts.md#shipping-addresses: region -> province (district in the capital region) -> city -> barangay.

export const LOCATION_LEVELS = ['region_id', 'province_id', 'city_id', 'barangay_id'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

export interface LocationFields {
  region_id: string;
  province_id: string;
  city_id: string;
  barangay_id: string;
  postcode: string;
}

export interface LocationChoice {
  fields: LocationFields;
  /** The postcode the form put in the field itself, '' when the customer's own (or none). */
  suggestedPostcode: string;
}

/** The levels whose lists depend on `level`, nearest first. */
export function levelsBelow(level: LocationLevel): LocationLevel[] {
  return LOCATION_LEVELS.slice(LOCATION_LEVELS.indexOf(level) + 1);
}

/**
 * Choosing a location clears every level below it. Choosing a city suggests its postcode; a postcode
 * the customer typed is never overwritten, and a suggestion leaves with the city it came from.
 */
export function chooseLocation(
  current: LocationChoice,
  level: LocationLevel,
  value: string,
  cityPostcode?: string | null,
): LocationChoice {
  const { fields, suggestedPostcode } = current;
  if (fields[level] === value) return current;

  const next: LocationFields = { ...fields, [level]: value };
  for (const below of levelsBelow(level)) next[below] = '';

  if (level === 'barangay_id') return { fields: next, suggestedPostcode };

  const postcodeIsOurs = fields.postcode === '' || fields.postcode === suggestedPostcode;
  if (level === 'city_id' && value !== '' && cityPostcode) {
    if (!postcodeIsOurs) return { fields: next, suggestedPostcode: '' };
    return { fields: { ...next, postcode: cityPostcode }, suggestedPostcode: cityPostcode };
  }
  if (postcodeIsOurs) next.postcode = '';
  return { fields: next, suggestedPostcode: '' };
}
