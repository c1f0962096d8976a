import {
  type Barangay,
  type City,
  type District,
  normalisePsgcCode,
  type Province,
  type Region,
  type ValidateAddressResponse,
} from '@fengshui/shared/locations';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barangays, cities, districts, provinces, regions } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../domain/errors.ts';
import type { CourierProvider } from '../../integrations/ninjavan/types.ts';
import { createLocationCache } from './location-cache.ts';
import { CAPITAL_DISTRICTS } from './psgc-hierarchy.ts';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
// Natural order: "Barangay 2" before "Barangay 10".
const sortedBy = <T>(rows: T[], name: (row: T) => string) =>
  rows.sort((left, right) => byName.compare(name(left), name(right)));

const districtAliases = new Map<string, string>(
  CAPITAL_DISTRICTS.map((district) => [district.psaCode, district.code]),
);

/** A code as stored: 9-digit PSGC codes widened to 10, PSA's district codes mapped to ours. */
export function storedLocationCode(code: string): string {
  const normalised = normalisePsgcCode(code);
  return districtAliases.get(normalised) ?? normalised;
}

export function regionDisplayName(region: { name: string; designation: string }): string {
  return region.designation && region.designation !== region.name
    ? `${region.name} (${region.designation})`
    : region.name;
}

async function regionExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: regions.code }).from(regions).where(eq(regions.code, code));
  return row !== undefined;
}

export interface LocationDirectory {
  regions(): Promise<Region[]>;
  /** Provinces of a region; none for the capital region, which has districts instead. */
  provinces(regionId: string): Promise<Province[]>;
  districts(regionId: string): Promise<District[]>;
  /** Cities and municipalities of a province or of a capital district. */
  cities(provinceOrDistrictId: string): Promise<City[]>;
  barangays(cityId: string): Promise<Barangay[]>;
  clearCache(): void;
}

/**
 * The location lists for the address form (docs/accounts.md#api). The lists never change while the
 * app runs, so they are cached per instance, except the cities' `serviceable` switch, which the owner
 * edits: city lists are always read fresh (one indexed query of a few dozen rows).
 */
export function createLocationDirectory(db: DbOrTx): LocationDirectory {
  const cache = createLocationCache();

  const regionList = () =>
    cache.get('regions', async () => {
      const rows = await db.select().from(regions).orderBy(regions.position, regions.code);
      return rows.map((row) => ({ region_id: row.code, region_name: regionDisplayName(row) }));
    });

  const requireRegion = async (regionId: string) => {
    const code = storedLocationCode(regionId);
    if (!(await regionList()).some((region) => region.region_id === code)) {
      throw new NotFound('Region not found', 'REGION_NOT_FOUND');
    }
    return code;
  };

  return {
    regions: regionList,

    async provinces(regionId) {
      const code = await requireRegion(regionId);
      return cache.get(`provinces:${code}`, async () => {
        const rows = await db
          .select({ province_id: provinces.code, province_name: provinces.name })
          .from(provinces)
          .where(eq(provinces.regionCode, code));
        return sortedBy(rows, (row) => row.province_name);
      });
    },

    async districts(regionId) {
      const code = await requireRegion(regionId);
      return cache.get(`districts:${code}`, () =>
        db
          .select({ district_id: districts.code, district_name: districts.name })
          .from(districts)
          .where(eq(districts.regionCode, code))
          .orderBy(districts.code),
      );
    },

    async cities(provinceOrDistrictId) {
      const code = storedLocationCode(provinceOrDistrictId);
      const isDistrict = code.includes('D');
      const rows = await db
        .select({
          city_id: cities.code,
          city_name: cities.name,
          postcode: cities.postcode,
          serviceable: cities.serviceable,
        })
        .from(cities)
        .where(isDistrict ? eq(cities.districtCode, code) : eq(cities.provinceCode, code));
      if (rows.length === 0) {
        const parentTable = isDistrict ? districts : provinces;
        const [parent] = await db
          .select({ code: parentTable.code })
          .from(parentTable)
          .where(eq(parentTable.code, code));
        if (!parent) throw new NotFound('Province not found', 'PROVINCE_NOT_FOUND');
      }
      return sortedBy(rows, (row) => row.city_name);
    },

    async barangays(cityId) {
      const code = storedLocationCode(cityId);
      return cache.get(`barangays:${code}`, async () => {
        const rows = await db
          .select({ barangay_id: barangays.code, barangay_name: barangays.name })
          .from(barangays)
          .where(eq(barangays.cityCode, code));
        if (rows.length === 0) {
          const [city] = await db.select({ code: cities.code }).from(cities).where(eq(cities.code, code));
          if (!city) throw new NotFound('City not found', 'CITY_NOT_FOUND');
        }
        return sortedBy(rows, (row) => row.barangay_name);
      });
    },

    clearCache: () => cache.clear(),
  };
}

export interface AddressCodes {
  region: string;
  /** A province, or a district of the capital region. */
  province: string;
  city: string;
  barangay?: string | undefined;
}

export interface ResolvedAddressLocation {
  region: { code: string; name: string };
  province: { code: string; name: string; isDistrict: boolean };
  city: { code: string; name: string; postcode: string | null };
  barangay: { code: string; name: string } | null;
}

/**
 * The names behind an address's codes, checking that each part lies inside the one above it; a
 * mismatch is bad input (BadRequest), since the codes come from the lists above.
 */
export async function resolveAddressLocation(
  db: DbOrTx,
  codes: AddressCodes,
): Promise<ResolvedAddressLocation> {
  const regionCode = storedLocationCode(codes.region);
  const parentCode = storedLocationCode(codes.province);
  const cityCode = storedLocationCode(codes.city);
  const [city] = await db
    .select({
      name: cities.name,
      postcode: cities.postcode,
      regionCode: cities.regionCode,
      provinceCode: cities.provinceCode,
      districtCode: cities.districtCode,
      regionName: regions.name,
      regionDesignation: regions.designation,
      provinceName: provinces.name,
      districtName: districts.name,
    })
    .from(cities)
    .innerJoin(regions, eq(regions.code, cities.regionCode))
    .leftJoin(provinces, eq(provinces.code, cities.provinceCode))
    .leftJoin(districts, eq(districts.code, cities.districtCode))
    .where(eq(cities.code, cityCode));
  if (!city) throw new BadRequest('The selected city does not exist', undefined, 'CITY_NOT_FOUND');
  if (city.regionCode !== regionCode) {
    if (!(await regionExists(db, regionCode))) {
      throw new BadRequest('The selected region does not exist', undefined, 'REGION_NOT_FOUND');
    }
    throw new BadRequest('The selected city is not in the selected region', undefined, 'LOCATION_MISMATCH');
  }
  const isDistrict = city.districtCode === parentCode;
  if (city.provinceCode !== parentCode && !isDistrict) {
    throw new BadRequest(
      'The selected city is not in the selected province or district',
      undefined,
      'LOCATION_MISMATCH',
    );
  }

  let barangay: ResolvedAddressLocation['barangay'] = null;
  if (codes.barangay) {
    const barangayCode = storedLocationCode(codes.barangay);
    const [row] = await db
      .select({ name: barangays.name })
      .from(barangays)
      .where(and(eq(barangays.code, barangayCode), eq(barangays.cityCode, cityCode)));
    if (!row) {
      throw new BadRequest(
        'The selected barangay is not in the selected city',
        undefined,
        'LOCATION_MISMATCH',
      );
    }
    barangay = { code: barangayCode, name: row.name };
  }

  return {
    region: {
      code: regionCode,
      name: regionDisplayName({ name: city.regionName, designation: city.regionDesignation }),
    },
    province: {
      code: parentCode,
      name: (isDistrict ? city.districtName : city.provinceName) ?? '',
      isDistrict,
    },
    city: { code: cityCode, name: city.name, postcode: city.postcode },
    barangay,
  };
}

/** POST /locations/validate-address: a consistent address, and whether the courier delivers there. */
export async function checkAddressServiceability(
  db: DbOrTx,
  courier: CourierProvider,
  codes: AddressCodes,
): Promise<ValidateAddressResponse> {
  const location = await resolveAddressLocation(db, codes);
  const { serviceable, message } = await courier.checkServiceability({
    regionCode: location.region.code,
    provinceCode: location.province.code,
    cityCode: location.city.code,
    barangayCode: location.barangay?.code ?? null,
  });
  return { success: true, serviceable, message };
}
