import {
  ADMIN_CITY_PAGE_SIZE,
  type AdminCityList,
  type AdminCityListQuery,
  type AdminCityRow,
} from '@fengshui/shared/admin-locations';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cities, districts, provinces, regions } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { regionDisplayName, storedLocationCode } from './location-service.ts';

// The switch is the `cities.serviceable` column itself: the courier adapters
// (integrations/ninjavan/serviceable-cities.ts), validate-address and checkout read it on every call and
// no server cache holds it (location-service.ts reads city lists fresh), so a change counts at once.

const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function citiesWithPlaces(db: DbOrTx) {
  return db
    .select({
      code: cities.code,
      name: cities.name,
      postcode: cities.postcode,
      serviceable: cities.serviceable,
      regionCode: cities.regionCode,
      regionName: regions.name,
      regionDesignation: regions.designation,
      provinceName: provinces.name,
      districtName: districts.name,
    })
    .from(cities)
    .innerJoin(regions, eq(regions.code, cities.regionCode))
    .leftJoin(provinces, eq(provinces.code, cities.provinceCode))
    .leftJoin(districts, eq(districts.code, cities.districtCode))
    .$dynamic();
}

interface CityWithPlaces {
  code: string;
  name: string;
  postcode: string | null;
  serviceable: boolean;
  regionCode: string;
  regionName: string;
  regionDesignation: string;
  provinceName: string | null;
  districtName: string | null;
}

function toRow(city: CityWithPlaces): AdminCityRow {
  return {
    city_id: city.code,
    city_name: city.name,
    province_name: city.provinceName ?? city.districtName ?? '',
    region_id: city.regionCode,
    region_name: regionDisplayName({ name: city.regionName, designation: city.regionDesignation }),
    postcode: city.postcode,
    serviceable: city.serviceable,
  };
}

/** GET /admin/locations/cities: cities by region and province, searched by city or province name. */
export async function listServiceableAreas(db: DbOrTx, query: AdminCityListQuery): Promise<AdminCityList> {
  const term = query.search ? likeTerm(query.search) : null;
  const where = and(
    term
      ? or(
          ilike(cities.name, term),
          ilike(provinces.name, term),
          ilike(districts.name, term),
          ilike(cities.postcode, term),
        )
      : undefined,
    query.region ? eq(cities.regionCode, storedLocationCode(query.region)) : undefined,
    query.serviceable === undefined ? undefined : eq(cities.serviceable, query.serviceable),
  );
  const [rows, [total], [switchedOff]] = await Promise.all([
    citiesWithPlaces(db)
      .where(where)
      .orderBy(
        asc(regions.position),
        asc(sql`coalesce(${provinces.name}, ${districts.name})`),
        asc(cities.name),
        asc(cities.code),
      )
      .limit(ADMIN_CITY_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_CITY_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(cities)
      .innerJoin(regions, eq(regions.code, cities.regionCode))
      .leftJoin(provinces, eq(provinces.code, cities.provinceCode))
      .leftJoin(districts, eq(districts.code, cities.districtCode))
      .where(where),
    db.select({ value: count() }).from(cities).where(eq(cities.serviceable, false)),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    cities: rows.map(toRow),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / ADMIN_CITY_PAGE_SIZE)),
    not_serviceable_total: Number(switchedOff?.value ?? 0),
  };
}

/** PUT /admin/locations/cities/:code: the owner switches delivery to a city on or off. */
export async function setCityServiceable(
  db: DbOrTx,
  cityCode: string,
  serviceable: boolean,
): Promise<AdminCityRow> {
  const code = storedLocationCode(cityCode);
  const updated = await db
    .update(cities)
    .set({ serviceable })
    .where(eq(cities.code, code))
    .returning({ code: cities.code });
  if (updated.length === 0) throw new NotFound('City not found', 'CITY_NOT_FOUND');
  const [row] = await citiesWithPlaces(db).where(eq(cities.code, code));
  return toRow(row!);
}
