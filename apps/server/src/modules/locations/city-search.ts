import { CAPITAL_REGION_CODE, CITY_SEARCH_LIMIT, type CitySearchResult } from '@fengshui/shared/locations';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cities, districts, provinces, regions } from '../../db/schema/index.ts';
import type { LocationCache } from './location-cache.ts';
import { regionDisplayName } from './location-service.ts';
import { normalisePlaceName } from './place-names.ts';

// docs/integrations/psgc.md#city-search: the product page asks for a city by name, across provinces.
// The 1,655 names are held in memory once per instance; only the owner's serviceable switch is read
// fresh, for the few cities of an answer.

interface IndexedCity {
  code: string;
  /** "Makati City", "Cebu City", "Santa Rosa". */
  displayName: string;
  /** normalisePlaceName of the name: "makati", "cebu", "santa rosa". */
  key: string;
  /** Whether PSGC calls it a city ("City of Makati", "Cebu City"), not a municipality. */
  isCity: boolean;
  provinceCode: string;
  provinceName: string;
  regionCode: string;
  regionName: string;
}

/** "City of Makati" reads "Makati City", the way people and couriers write it. */
export function cityDisplayName(name: string): string {
  const match = /^City of (.+)$/i.exec(name.trim());
  return match ? `${match[1]} City` : name.trim();
}

/** The place part of a label: the capital's cities are "Metro Manila", the others their province. */
function placeOf(city: IndexedCity): string {
  return city.regionCode === CAPITAL_REGION_CODE ? 'Metro Manila' : city.provinceName;
}

async function loadIndex(db: DbOrTx): Promise<IndexedCity[]> {
  const rows = await db
    .select({
      code: cities.code,
      name: cities.name,
      regionCode: cities.regionCode,
      regionName: regions.name,
      regionDesignation: regions.designation,
      provinceCode: cities.provinceCode,
      provinceName: provinces.name,
      districtCode: cities.districtCode,
      districtName: districts.name,
    })
    .from(cities)
    .innerJoin(regions, eq(regions.code, cities.regionCode))
    .leftJoin(provinces, eq(provinces.code, cities.provinceCode))
    .leftJoin(districts, eq(districts.code, cities.districtCode));
  return rows.map((row) => ({
    code: row.code,
    displayName: cityDisplayName(row.name),
    key: normalisePlaceName(row.name),
    isCity: /\bcity\b/i.test(row.name),
    provinceCode: row.provinceCode ?? row.districtCode ?? '',
    provinceName: row.provinceName ?? row.districtName ?? '',
    regionCode: row.regionCode,
    regionName: regionDisplayName({ name: row.regionName, designation: row.regionDesignation }),
  }));
}

/**
 * How well a city matches what was typed, lower is better, or null for no match: the whole name,
 * then the start of it, then the start of a later word, then anywhere. "Quezon City" typed puts the
 * city of Quezon before the municipalities named Quezon.
 */
function rank(city: IndexedCity, typed: string, asksForCity: boolean): number | null {
  const { key } = city;
  let score: number;
  if (key === typed) score = 0;
  else if (key.startsWith(typed)) score = 2;
  else if (key.includes(` ${typed}`)) score = 4;
  else if (key.includes(typed)) score = 6;
  else return null;
  // A city before a municipality of the same name when "city" was typed, else after.
  return score + (city.isCity === asksForCity ? 0 : 1);
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** GET /locations/cities?search=: up to CITY_SEARCH_LIMIT cities, best match first. */
export async function searchCities(
  db: DbOrTx,
  cache: LocationCache,
  search: string,
): Promise<CitySearchResult[]> {
  const typed = normalisePlaceName(search);
  if (!typed) return [];
  const asksForCity = /\bcity\b/i.test(search);
  const index = await cache.get('city-search-index', () => loadIndex(db));
  const found = index
    .map((city) => ({ city, score: rank(city, typed, asksForCity) }))
    .filter((entry): entry is { city: IndexedCity; score: number } => entry.score !== null)
    .sort(
      (left, right) =>
        left.score - right.score ||
        byName.compare(left.city.displayName, right.city.displayName) ||
        byName.compare(placeOf(left.city), placeOf(right.city)),
    )
    .slice(0, CITY_SEARCH_LIMIT)
    .map((entry) => entry.city);
  if (found.length === 0) return [];
  const switches = await db
    .select({ code: cities.code, serviceable: cities.serviceable })
    .from(cities)
    .where(
      inArray(
        cities.code,
        found.map((city) => city.code),
      ),
    );
  const serviceable = new Map(switches.map((row) => [row.code, row.serviceable]));
  return found.map((city) => ({
    city_id: city.code,
    city_name: city.displayName,
    label: `${city.displayName}, ${placeOf(city)}`,
    province_id: city.provinceCode,
    province_name: city.provinceName,
    region_id: city.regionCode,
    region_name: city.regionName,
    serviceable: serviceable.get(city.code) ?? false,
  }));
}
