import { z } from 'zod';

// Philippine locations (docs/integrations/psgc.md#hierarchy and docs/accounts.md#api).
// Codes are PSGC codes: 10 digits today, 9 digits in older lists such as the spec's `130000000`.

/** The capital region as the server stores it (the spec's 9-digit `130000000`). */
export const CAPITAL_REGION_CODE = '1300000000';

/**
 * The capital region's four districts stand where other regions have provinces. No PSGC list we load
 * carries them, so their codes are ours: `13D` + district number, never a real PSGC code.
 */
export const DISTRICT_CODE_PATTERN = /^13D[1-4]000000$/;
const PSGC_CODE_PATTERN = /^[0-9]{9,10}$/;

/**
 * PSA widened the province part of the PSGC from 2 to 3 digits (RR PP MM BBB -> RR PPP MM BBB), so a
 * 9-digit code becomes 10 digits by a `0` inserted after the region: `130000000` -> `1300000000`,
 * `140100000` (Abra) -> `1400100000`. Anything else is returned unchanged.
 */
export function normalisePsgcCode(code: string): string {
  return /^[0-9]{9}$/.test(code) ? `${code.slice(0, 2)}0${code.slice(2)}` : code;
}

export function isCapitalRegion(code: string): boolean {
  return normalisePsgcCode(code) === CAPITAL_REGION_CODE;
}

// ---- requests ---------------------------------------------------------------------------------

const psgcCode = (label: string) =>
  z
    .string({ error: `Invalid ${label} id` })
    .regex(PSGC_CODE_PATTERN, { error: `Invalid ${label} id` })
    .meta({ description: `PSGC code of the ${label} (9 or 10 digits)` });

// A province code, or a district code of the capital region (which has districts instead).
const provinceOrDistrictCode = z
  .string({ error: 'Invalid province id' })
  .refine((value) => PSGC_CODE_PATTERN.test(value) || DISTRICT_CODE_PATTERN.test(value), {
    error: 'Invalid province id',
  })
  .meta({ description: 'Province PSGC code, or a district code of the capital region' });

export const regionIdParamsSchema = z.object({ regionId: psgcCode('region') });
export const districtRegionParamsSchema = z.object({ id: psgcCode('region') });
export const provinceIdParamsSchema = z.object({ provinceId: provinceOrDistrictCode });
export const cityIdParamsSchema = z.object({ cityId: psgcCode('city') });

/** GET /locations/cities?search=: the most cities one search answers (docs/accounts.md#api). */
export const CITY_SEARCH_LIMIT = 8;
export const CITY_SEARCH_MESSAGES = {
  tooShort: 'Type at least 2 letters of the city or municipality',
  tooLong: 'A city name is at most 60 characters',
} as const;
export const citySearchQuerySchema = z.object({
  search: z
    .string({ error: CITY_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(2, { error: CITY_SEARCH_MESSAGES.tooShort })
    .max(60, { error: CITY_SEARCH_MESSAGES.tooLong })
    .meta({ description: 'Part of a city or municipality name, e.g. "makati" or "cebu city"' }),
});

/** POST /locations/validate-address: codes as chosen in the address form; barangay may be unset. */
export const validateAddressSchema = z.object({
  region: psgcCode('region'),
  province: provinceOrDistrictCode,
  city: psgcCode('city'),
  barangay: z
    .string({ error: 'Invalid barangay id' })
    .regex(/^([0-9]{9,10})?$/, { error: 'Invalid barangay id' })
    .nullish()
    .transform((value) => value || undefined),
});
export type ValidateAddressInput = z.input<typeof validateAddressSchema>;

// ---- responses --------------------------------------------------------------------------------

export const regionSchema = z.object({ region_id: z.string(), region_name: z.string() });
export const provinceSchema = z.object({ province_id: z.string(), province_name: z.string() });
export const districtSchema = z.object({ district_id: z.string(), district_name: z.string() });
export const citySchema = z.object({
  city_id: z.string(),
  city_name: z.string(),
  /** A suggestion from the postal directory; the customer may override it (docs/integrations/psgc.md#postcodes). */
  postcode: z.string().nullable(),
  serviceable: z.boolean(),
});
export const barangaySchema = z.object({ barangay_id: z.string(), barangay_name: z.string() });
/** A city found by name anywhere in the country, with the places above it. */
export const citySearchResultSchema = z.object({
  city_id: z.string(),
  city_name: z.string(),
  /** How people write it: "Makati City, Metro Manila", "Cebu City, Cebu". */
  label: z.string(),
  /** The province, or the capital region's district. */
  province_id: z.string(),
  province_name: z.string(),
  region_id: z.string(),
  region_name: z.string(),
  serviceable: z.boolean(),
});

export const regionListSchema = z.array(regionSchema);
export const provinceListSchema = z.array(provinceSchema);
export const districtListSchema = z.array(districtSchema);
export const cityListSchema = z.array(citySchema);
export const barangayListSchema = z.array(barangaySchema);
export const citySearchResultListSchema = z.array(citySearchResultSchema);

export const validateAddressResponseSchema = z.object({
  success: z.literal(true),
  serviceable: z.boolean(),
  message: z.string(),
});
export const clearLocationCacheResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type Region = z.infer<typeof regionSchema>;
export type Province = z.infer<typeof provinceSchema>;
export type District = z.infer<typeof districtSchema>;
export type City = z.infer<typeof citySchema>;
export type Barangay = z.infer<typeof barangaySchema>;
export type CitySearchResult = z.infer<typeof citySearchResultSchema>;
export type ValidateAddressResponse = z.infer<typeof validateAddressResponseSchema>;
