import { beforeAll, describe, expect, it } from 'vitest';
import { createPostcodeFinder, loadPostalEntries } from './postcodes.ts';
import { buildLocationHierarchy, type LocationHierarchy } from './psgc-hierarchy.ts';
import { PsgcFormatError, type PsgcTables, readPsgcTables } from './psgc-source.ts';

let tables: PsgcTables;
let hierarchy: LocationHierarchy;
const noPostcodes = createPostcodeFinder([]);

beforeAll(() => {
  tables = readPsgcTables();
  hierarchy = buildLocationHierarchy(tables, createPostcodeFinder(loadPostalEntries()));
});

const city = (name: string) => hierarchy.cities.find((row) => row.name === name);
const province = (name: string) => hierarchy.provinces.find((row) => row.name === name);

describe('buildLocationHierarchy', () => {
  it('keeps every region, province and barangay, and every city but Manila, which its 14 parts replace', () => {
    expect(hierarchy.regions).toHaveLength(18);
    expect(hierarchy.provinces).toHaveLength(82 + 2);
    expect(hierarchy.districts).toHaveLength(4);
    expect(hierarchy.cities).toHaveLength(1656 - 1);
    expect(hierarchy.barangays).toHaveLength(42_011);
  });

  it('puts each city under its region and exactly one province or district of that region', () => {
    const regionOf = new Map(
      [...hierarchy.provinces, ...hierarchy.districts].map((parent) => [parent.code, parent.regionCode]),
    );
    for (const row of hierarchy.cities) {
      expect(Boolean(row.provinceCode) !== Boolean(row.districtCode), row.name).toBe(true);
      expect(regionOf.get((row.provinceCode ?? row.districtCode)!), row.name).toBe(row.regionCode);
    }
  });

  it('files the capital cities under the four districts', () => {
    const districtOf = (name: string) =>
      hierarchy.districts.find((district) => district.code === city(name)?.districtCode)?.name;
    expect(districtOf('Quezon City')).toBe('Second District');
    expect(districtOf('Caloocan City')).toBe('Third District');
    expect(districtOf('Pateros')).toBe('Fourth District');
    expect(districtOf('Manila – Tondo I/II')).toBe('First District');
    expect(hierarchy.cities.filter((row) => row.districtCode)).toHaveLength(16 + 14);
  });

  it("lists Manila's sub-municipalities instead of Manila, each with its barangays", () => {
    expect(city('Manila City')).toBeUndefined();
    const parts = hierarchy.cities.filter((row) => row.name.startsWith('Manila – '));
    expect(parts).toHaveLength(14);
    for (const part of parts) {
      expect(
        hierarchy.barangays.some((barangay) => barangay.cityCode === part.code),
        part.name,
      ).toBe(true);
    }
  });

  it('puts highly urbanised cities under the province they sit in', () => {
    expect(city('Cebu City')?.provinceCode).toBe(province('Cebu')?.code);
    expect(city('Davao City')?.provinceCode).toBe(province('Davao del Sur')?.code);
    expect(city('Baguio City')?.provinceCode).toBe(province('Benguet')?.code);
    expect(province('Davao City')).toBeUndefined();
  });

  it('creates the parents the province list lacks: Isabela City and the special geographic area', () => {
    expect(province('City of Isabela')).toMatchObject({ code: '0990100000', regionCode: '0900000000' });
    expect(province('Special Geographic Area')).toMatchObject({
      code: '1999900000',
      regionCode: '1900000000',
    });
    expect(city('Isabela City')?.provinceCode).toBe('0990100000');
  });

  it('suggests a 4-digit postcode for nearly every city and municipality', () => {
    const withPostcode = hierarchy.cities.filter((row) => row.postcode);
    expect(withPostcode.every((row) => /^[0-9]{4}$/.test(row.postcode!))).toBe(true);
    expect(withPostcode.length / hierarchy.cities.length).toBeGreaterThan(0.98);
    expect(city('Cebu City')?.postcode).toBe('6000');
    expect(city('Quezon City')?.postcode).toBe('1100');
    expect(city('Manila – Ermita')?.postcode).toBe('1000');
  });

  it('refuses a capital city it cannot place in a district, rather than guessing', () => {
    const extra = { code: '1381800000', name: 'New Capital City', parentCode: '1300000000' };
    expect(() =>
      buildLocationHierarchy({ ...tables, municipalities: [...tables.municipalities, extra] }, noPostcodes),
    ).toThrow(PsgcFormatError);
  });
});
