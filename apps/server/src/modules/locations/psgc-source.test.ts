import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPsgcTables, PsgcFormatError, parseCsv, readPsgcTables } from './psgc-source.ts';

const packed = (csv: string) => deflateSync(Buffer.from(csv, 'utf8')).toString('base64');

function fakeBundle(
  overrides: Partial<Record<'regions' | 'provinces' | 'municipalities' | 'barangays', string>>,
) {
  const csv = {
    regions: 'name,psgcCode,designation\nRegion VII,0700000000,Central Visayas\n',
    provinces: 'name,psgcCode\nCebu,0702200000\n',
    municipalities: 'name,psgcCode,provinceCode\nCarcar City,0702214000,0702200000\n',
    barangays: 'name,psgcCode\n"Poblacion I, Sr.",0702214001\n',
    ...overrides,
  };
  return [
    '// src/data-csv-ts/index.ts',
    ...Object.entries(csv).map(([name, text]) => `var ${name} = "${packed(text)}";`),
    'export { getAllRegions };',
  ].join('\n');
}

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines, and skips blank lines', () => {
    expect(parseCsv('name,code\n"Agapito Yap, Sr.",1\n\n"The ""Old"" Town",2\r\n"Two\nlines",3')).toEqual([
      ['name', 'code'],
      ['Agapito Yap, Sr.', '1'],
      ['The "Old" Town', '2'],
      ['Two\nlines', '3'],
    ]);
  });
});

describe('extractPsgcTables', () => {
  it('decodes the four base64 zlib CSV constants by their header names', () => {
    const tables = extractPsgcTables(fakeBundle({}));
    expect(tables.regions).toEqual([
      { code: '0700000000', name: 'Region VII', designation: 'Central Visayas' },
    ]);
    expect(tables.municipalities).toEqual([
      { code: '0702214000', name: 'Carcar City', parentCode: '0702200000' },
    ]);
    expect(tables.barangays).toEqual([{ code: '0702214001', name: 'Poblacion I, Sr.' }]);
  });

  it('fails clearly when the package no longer holds the constants (a future format)', () => {
    expect(() => extractPsgcTables('export const data = [];', '@aivangogh/ph-address')).toThrow(
      /could not find the "regions" data.*package format has changed/,
    );
    expect(() => extractPsgcTables('export const data = [];')).toThrow(PsgcFormatError);
  });

  it('fails clearly when a table lacks a column it needs', () => {
    const bundle = fakeBundle({ municipalities: 'name,psgcCode\nCarcar City,0702214000\n' });
    expect(() => extractPsgcTables(bundle)).toThrow(/"municipalities" table has no column provinceCode/);
  });

  it('fails clearly on data that is not deflated, or on codes that are not 10 digits', () => {
    expect(() => extractPsgcTables('var regions = "bm90IHppcA==";')).toThrow(/not zlib-deflated/);
    const bundle = fakeBundle({ provinces: 'name,psgcCode\nCebu,072200000\n' });
    expect(() => extractPsgcTables(bundle)).toThrow(/"provinces" has a row without a 10-digit code/);
  });

  it('reads the installed package: 18 regions, 82 provinces, 1,656 cities and municipalities, 42,011 barangays', () => {
    const tables = readPsgcTables();
    expect(tables.regions).toHaveLength(18);
    expect(tables.provinces).toHaveLength(82);
    expect(tables.municipalities).toHaveLength(1656);
    expect(tables.barangays).toHaveLength(42_011);
  });
});
