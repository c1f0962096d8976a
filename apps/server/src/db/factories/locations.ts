import type { DbOrTx } from '../client.ts';
import { barangays, cities, districts, provinces, regions } from '../schema/index.ts';

let sequence = 0;

/**
 * A small region > province > city > barangays tree with codes no real PSGC place uses (99…), for
 * tests that need addresses without loading the whole country.
 */
export async function createPlace(db: DbOrTx, options: { serviceable?: boolean; postcode?: string } = {}) {
  const n = String(++sequence).padStart(2, '0');
  const region = { code: `99${n}000000`, name: `Test Region ${n}`, designation: `R-${n}` };
  const province = { code: `99${n}100000`, name: `Test Province ${n}`, regionCode: region.code };
  const city = {
    code: `99${n}101000`,
    name: `Test City ${n}`,
    regionCode: region.code,
    provinceCode: province.code,
    postcode: options.postcode ?? '6000',
    serviceable: options.serviceable ?? true,
  };
  const barangayRows = [1, 2].map((index) => ({
    code: `99${n}10100${index}`,
    name: `Barangay ${index} of ${n}`,
    cityCode: city.code,
  }));
  await db.insert(regions).values(region);
  await db.insert(provinces).values(province);
  await db.insert(cities).values(city);
  await db.insert(barangays).values(barangayRows);
  return { region, province, city, barangays: barangayRows };
}

/** A capital-region style tree: the region has a district where others have a province. */
export async function createDistrictPlace(db: DbOrTx) {
  const n = String(++sequence).padStart(2, '0');
  const region = { code: `98${n}000000`, name: `Test Capital ${n}` };
  const district = { code: `98${n}D00000`, name: `Test District ${n}`, regionCode: region.code };
  const city = {
    code: `98${n}001000`,
    name: `Test Metro City ${n}`,
    regionCode: region.code,
    districtCode: district.code,
  };
  const barangay = { code: `98${n}001001`, name: `Barangay Centro ${n}`, cityCode: city.code };
  await db.insert(regions).values(region);
  await db.insert(districts).values(district);
  await db.insert(cities).values(city);
  await db.insert(barangays).values(barangay);
  return { region, district, city, barangay };
}
