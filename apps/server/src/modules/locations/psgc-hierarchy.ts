import { CAPITAL_REGION_CODE } from '@fengshui/shared/locations';
import type { barangays, cities, districts, provinces, regions } from '../../db/schema/index.ts';
import { normalisePlaceName } from './place-names.ts';
import type { PostcodeFinder } from './postcodes.ts';
import { PsgcFormatError, type PsgcMunicipality, type PsgcTables } from './psgc-source.ts';

// Turns the package's tables into the shop's hierarchy region > province (or district) > city >
// barangay, straightening the quirks docs/integrations/psgc.md#hierarchy lists.

export interface LocationHierarchy {
  regions: (typeof regions.$inferInsert)[];
  provinces: (typeof provinces.$inferInsert)[];
  districts: (typeof districts.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  barangays: (typeof barangays.$inferInsert)[];
}

/**
 * The order people read the regions in (north to south, as PSA's regional maps and most address
 * forms do), capital first; a region this list does not know goes last, by code.
 */
const REGION_ORDER = [
  '1300000000', // NCR
  '1400000000', // CAR
  '0100000000', // I
  '0200000000', // II
  '0300000000', // III
  '0400000000', // IV-A
  '1700000000', // MIMAROPA
  '0500000000', // V
  '0600000000', // VI
  '1800000000', // NIR
  '0700000000', // VII
  '0800000000', // VIII
  '0900000000', // IX
  '1000000000', // X
  '1100000000', // XI
  '1200000000', // XII
  '1600000000', // XIII
  '1900000000', // BARMM
];

/**
 * docs/integrations/psgc.md#hierarchy: the capital's cities by district (no package has this layer). `psaCode` is PSA's own
 * code for the district (9-digit `133900000` and so on), accepted as another name for ours.
 */
export const CAPITAL_DISTRICTS = [
  { code: '13D1000000', psaCode: '1303900000', name: 'First District', cities: ['Manila'] },
  {
    code: '13D2000000',
    psaCode: '1307400000',
    name: 'Second District',
    cities: ['Mandaluyong', 'Marikina', 'Pasig', 'Quezon City', 'San Juan'],
  },
  {
    code: '13D3000000',
    psaCode: '1307500000',
    name: 'Third District',
    cities: ['Caloocan', 'Malabon', 'Navotas', 'Valenzuela'],
  },
  {
    code: '13D4000000',
    psaCode: '1307600000',
    name: 'Fourth District',
    cities: ['Las Piñas', 'Makati', 'Muntinlupa', 'Parañaque', 'Pasay', 'Pateros', 'Taguig'],
  },
] as const;

/**
 * Highly urbanised cities outside the capital are coded as their own province-level units, under
 * parent codes the province list does not have. Customers look for them under the province they sit
 * in (Cebu > Cebu City, as couriers and marketplaces file them), so they go there. Keyed by the
 * city's code; checked to be in the same region.
 */
const HUC_HOME_PROVINCE: Record<string, string> = {
  '0330100000': '0305400000', // Angeles City -> Pampanga
  '0331400000': '0307100000', // Olongapo City -> Zambales
  '0431200000': '0405600000', // Lucena City -> Quezon
  '0631000000': '0603000000', // Iloilo City -> Iloilo
  '0730600000': '0702200000', // Cebu City -> Cebu
  '0731100000': '0702200000', // Lapu-Lapu City -> Cebu
  '0731300000': '0702200000', // Mandaue City -> Cebu
  '0831600000': '0803700000', // Tacloban City -> Leyte
  '0931700000': '0907300000', // Zamboanga City -> Zamboanga del Sur
  '1030500000': '1004300000', // Cagayan de Oro City -> Misamis Oriental
  '1030900000': '1003500000', // Iligan City -> Lanao del Norte
  '1130700000': '1102400000', // Davao City -> Davao del Sur
  '1230800000': '1206300000', // General Santos City -> South Cotabato
  '1430300000': '1401100000', // Baguio City -> Benguet
  '1630400000': '1600200000', // Butuan City -> Agusan del Norte
  '1731500000': '1705300000', // Puerto Princesa City -> Palawan
  '1830200000': '1804500000', // Bacolod City -> Negros Occidental
};

/**
 * Parents missing from the province list that cannot go under a province of their region: Isabela
 * City belongs to Region IX while Basilan, around it, is in BARMM; the special geographic area's
 * towns are BARMM's, in Cotabato province. They become province entries of their own.
 */
const CREATED_PROVINCE_NAMES: Record<string, string> = {
  '0990100000': 'City of Isabela',
  '1999900000': 'Special Geographic Area',
};

const regionOf = (code: string) => `${code.slice(0, 2)}00000000`;
// The package files a barangay under the first 7 digits of its code.
const cityOfBarangay = (code: string) => `${code.slice(0, 7)}000`;

export function buildLocationHierarchy(tables: PsgcTables, postcodes: PostcodeFinder): LocationHierarchy {
  const regionCodes = new Set(tables.regions.map((region) => region.code));
  const requireRegion = (code: string, what: string) => {
    const region = regionOf(code);
    if (!regionCodes.has(region)) throw new PsgcFormatError(`${what} ${code} is in no known region`);
    return region;
  };

  const hierarchy: LocationHierarchy = {
    regions: tables.regions.map((region) => {
      const position = REGION_ORDER.indexOf(region.code);
      return {
        code: region.code,
        name: region.name,
        designation: region.designation,
        position: position === -1 ? REGION_ORDER.length + Number(region.code.slice(0, 2)) : position,
      };
    }),
    provinces: tables.provinces.map((province) => ({
      code: province.code,
      name: province.name,
      regionCode: requireRegion(province.code, 'Province'),
    })),
    districts: regionCodes.has(CAPITAL_REGION_CODE)
      ? CAPITAL_DISTRICTS.map(({ code, name }) => ({ code, name, regionCode: CAPITAL_REGION_CODE }))
      : [],
    cities: [],
    barangays: [],
  };
  const provinceByCode = new Map(hierarchy.provinces.map((province) => [province.code, province]));
  const districtByCity = new Map(
    CAPITAL_DISTRICTS.flatMap((district) =>
      district.cities.map((city) => [normalisePlaceName(city), district]),
    ),
  );

  // Capital cities (parent: the region) and their parts (parent: a capital city, i.e. Manila).
  const capitalCities = new Map<string, { city: PsgcMunicipality; districtCode: string }>();
  const capitalParts: PsgcMunicipality[] = [];
  const elsewhere: PsgcMunicipality[] = [];
  for (const municipality of tables.municipalities) {
    if (municipality.parentCode === CAPITAL_REGION_CODE) {
      const district = districtByCity.get(normalisePlaceName(municipality.name));
      if (!district) {
        throw new PsgcFormatError(
          `Capital city "${municipality.name}" (${municipality.code}) is in none of the four districts`,
        );
      }
      capitalCities.set(municipality.code, { city: municipality, districtCode: district.code });
    } else {
      elsewhere.push(municipality);
    }
  }
  const partsOf = new Set<string>();
  for (const municipality of elsewhere) {
    if (capitalCities.has(municipality.parentCode)) {
      capitalParts.push(municipality);
      partsOf.add(municipality.parentCode);
    }
  }

  for (const { city, districtCode } of capitalCities.values()) {
    // Manila is not selectable: its barangays belong to its 14 sub-municipalities, listed instead.
    if (partsOf.has(city.code)) continue;
    hierarchy.cities.push({
      code: city.code,
      name: city.name,
      regionCode: CAPITAL_REGION_CODE,
      districtCode,
      postcode: postcodes.forMetroCity(city.name),
    });
  }
  for (const part of capitalParts) {
    const parent = capitalCities.get(part.parentCode)!;
    const parentName = parent.city.name.replace(/ City$/, '');
    hierarchy.cities.push({
      code: part.code,
      name: `${parentName} – ${part.name}`,
      regionCode: CAPITAL_REGION_CODE,
      districtCode: parent.districtCode,
      postcode: postcodes.forMetroArea(parent.city.name, part.name),
    });
  }

  for (const municipality of elsewhere) {
    if (capitalCities.has(municipality.parentCode)) continue;
    const province = provinceFor(municipality, provinceByCode, hierarchy, requireRegion);
    hierarchy.cities.push({
      code: municipality.code,
      name: municipality.name,
      regionCode: province.regionCode,
      provinceCode: province.code,
      postcode: postcodes.forMunicipality(province.name, municipality.name),
    });
  }

  const cityCodes = new Set(hierarchy.cities.map((city) => city.code));
  for (const barangay of tables.barangays) {
    const cityCode = cityOfBarangay(barangay.code);
    if (!cityCodes.has(cityCode)) {
      throw new PsgcFormatError(`Barangay "${barangay.name}" (${barangay.code}) belongs to no listed city`);
    }
    hierarchy.barangays.push({ code: barangay.code, name: barangay.name, cityCode });
  }
  return hierarchy;
}

/** The province a city goes under, creating the missing parents docs/integrations/psgc.md#hierarchy mentions. */
function provinceFor(
  municipality: PsgcMunicipality,
  provinceByCode: Map<string, LocationHierarchy['provinces'][number]>,
  hierarchy: LocationHierarchy,
  requireRegion: (code: string, what: string) => string,
): LocationHierarchy['provinces'][number] {
  const listed = provinceByCode.get(municipality.parentCode);
  if (listed) return listed;
  const home = provinceByCode.get(HUC_HOME_PROVINCE[municipality.code] ?? '');
  if (home && home.regionCode === regionOf(municipality.code)) return home;
  // Any other missing parent becomes a province entry: a known name, else the city's own (an HUC).
  const created = {
    code: municipality.parentCode,
    name:
      CREATED_PROVINCE_NAMES[municipality.parentCode] ??
      (municipality.parentCode === municipality.code ? municipality.name : `Area ${municipality.parentCode}`),
    regionCode: requireRegion(municipality.parentCode, 'Province'),
  };
  provinceByCode.set(created.code, created);
  hierarchy.provinces.push(created);
  return created;
}
