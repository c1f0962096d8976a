import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

// The Philippine Standard Geographic Code hierarchy, loaded from @aivangogh/ph-address (docs/integrations/psgc.md#sources).
// Codes are the 10-digit PSGC codes as text.

export const regions = pgTable('regions', {
  code: varchar('code', { length: 10 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  designation: varchar('designation', { length: 40 }).notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const provinces = pgTable(
  'provinces',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    regionCode: varchar('region_code', { length: 10 })
      .notNull()
      .references(() => regions.code),
  },
  (table) => [index('provinces_region_idx').on(table.regionCode)],
);

/** The capital region's four districts, which stand where the other regions have provinces. */
export const districts = pgTable(
  'districts',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    regionCode: varchar('region_code', { length: 10 })
      .notNull()
      .references(() => regions.code),
  },
  (table) => [index('districts_region_idx').on(table.regionCode)],
);

export const cities = pgTable(
  'cities',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    regionCode: varchar('region_code', { length: 10 })
      .notNull()
      .references(() => regions.code),
    provinceCode: varchar('province_code', { length: 10 }).references(() => provinces.code),
    districtCode: varchar('district_code', { length: 10 }).references(() => districts.code),
    postcode: varchar('postcode', { length: 4 }),
    // Whether the courier delivers there; all serviceable until the owner says otherwise.
    serviceable: boolean('serviceable').notNull().default(true),
  },
  (table) => [
    index('cities_province_idx').on(table.provinceCode),
    index('cities_district_idx').on(table.districtCode),
  ],
);

export const barangays = pgTable(
  'barangays',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    cityCode: varchar('city_code', { length: 10 })
      .notNull()
      .references(() => cities.code),
  },
  (table) => [index('barangays_city_idx').on(table.cityCode)],
);
