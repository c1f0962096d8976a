import { z } from 'zod';
import { fromNumberText } from './number-text.ts';

// The owner's serviceable-area switches (docs/admin.md#delivery-areas): one switch per city or municipality, read by the
// address check (POST /locations/validate-address) and by checkout.

export const ADMIN_CITY_PAGE_SIZE = 50;

const psgcCode = (label: string) =>
  z
    .string({ error: `Invalid ${label} id` })
    .trim()
    .regex(/^[0-9]{9,10}$/, { error: `Invalid ${label} id` });

export const adminCityListQuerySchema = z.object({
  search: z.string().trim().max(80, { error: 'Search must be at most 80 characters' }).optional(),
  region: z
    .union([z.literal(''), psgcCode('region')])
    .optional()
    .transform((value) => value || undefined),
  /** `false` lists only the cities the courier is switched off for. */
  serviceable: z
    .enum(['true', 'false', ''], { error: 'serviceable must be true or false' })
    .optional()
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined)),
  page: fromNumberText(z.number({ error: 'Page must be a number' }).int().min(1).max(10_000)).prefault(1),
});
export type AdminCityListQuery = z.infer<typeof adminCityListQuerySchema>;

export const adminCityParamsSchema = z.object({ code: psgcCode('city') });

export const adminCityServiceabilitySchema = z.object({
  serviceable: z.boolean({ error: 'serviceable must be true or false' }),
});

export const adminCityRowSchema = z.object({
  city_id: z.string(),
  city_name: z.string(),
  /** The province, or the capital region's district. */
  province_name: z.string(),
  region_id: z.string(),
  region_name: z.string(),
  postcode: z.string().nullable(),
  serviceable: z.boolean(),
});
export type AdminCityRow = z.infer<typeof adminCityRowSchema>;

export const adminCityListSchema = z.object({
  cities: z.array(adminCityRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Switched-off cities in the whole country, whatever the filters. */
  not_serviceable_total: z.number().int(),
});
export type AdminCityList = z.infer<typeof adminCityListSchema>;

export const adminCityUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  city: adminCityRowSchema,
});
