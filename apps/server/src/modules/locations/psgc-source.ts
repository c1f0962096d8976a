import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

// @aivangogh/ph-address (docs/integrations/psgc.md#sources) ships the PSGC as four string constants in dist/index.mjs, each a
// base64 zlib-deflated CSV, and exports lookups by parent only: no list of every city or barangay. So
// the loader reads the constants itself. A future release may change the format: then this fails at
// start-up with a message naming the package, instead of loading a partial hierarchy.

export const PSGC_PACKAGE = '@aivangogh/ph-address';

export interface PsgcRegion {
  code: string;
  name: string;
  designation: string;
}
export interface PsgcProvince {
  code: string;
  name: string;
}
export interface PsgcMunicipality {
  code: string;
  name: string;
  /** The parent's code: a province, or (quirks) a region, a city, or a code missing from the provinces. */
  parentCode: string;
}
export interface PsgcBarangay {
  code: string;
  name: string;
}

export interface PsgcTables {
  regions: PsgcRegion[];
  provinces: PsgcProvince[];
  municipalities: PsgcMunicipality[];
  barangays: PsgcBarangay[];
}

export class PsgcFormatError extends Error {
  override name = 'PsgcFormatError';
}

/** The package's ESM bundle, found beside the entry point Node resolves for it. */
export function psgcBundlePath(): string {
  const entry = createRequire(import.meta.url).resolve(PSGC_PACKAGE);
  return path.join(path.dirname(entry), 'index.mjs');
}

export function readPsgcTables(file = psgcBundlePath()): PsgcTables {
  return extractPsgcTables(readFileSync(file, 'utf8'), file);
}

/** The four tables out of the bundle's text. */
export function extractPsgcTables(bundleText: string, source = PSGC_PACKAGE): PsgcTables {
  const table = (name: string, columns: string[]) => {
    const rows = parseCsv(inflateConstant(bundleText, name, source));
    const header = rows.shift() ?? [];
    const positions = columns.map((column) => header.indexOf(column));
    const missing = columns.filter((_, index) => positions[index] === -1);
    if (missing.length > 0) {
      throw new PsgcFormatError(
        `${source}: the "${name}" table has no column ${missing.join(', ')} (columns: ${header.join(', ')})`,
      );
    }
    return rows.map((row) => positions.map((position) => (row[position] ?? '').trim()));
  };
  const tables: PsgcTables = {
    regions: table('regions', ['psgcCode', 'name', 'designation']).map(([code, name, designation]) => ({
      code: code!,
      name: name!,
      designation: designation!,
    })),
    provinces: table('provinces', ['psgcCode', 'name']).map(([code, name]) => ({ code: code!, name: name! })),
    municipalities: table('municipalities', ['psgcCode', 'name', 'provinceCode']).map(
      ([code, name, parentCode]) => ({ code: code!, name: name!, parentCode: parentCode! }),
    ),
    barangays: table('barangays', ['psgcCode', 'name']).map(([code, name]) => ({ code: code!, name: name! })),
  };
  checkCodes(tables, source);
  return tables;
}

function inflateConstant(bundleText: string, name: string, source: string): string {
  const match = new RegExp(`\\bvar ${name} = "([A-Za-z0-9+/=]+)"`).exec(bundleText);
  if (!match) {
    throw new PsgcFormatError(
      `${source}: could not find the "${name}" data (expected \`var ${name} = "<base64>"\`); ` +
        `the package format has changed, so the Philippine locations cannot be loaded`,
    );
  }
  try {
    return inflateSync(Buffer.from(match[1]!, 'base64')).toString('utf8');
  } catch (error) {
    throw new PsgcFormatError(`${source}: the "${name}" data is not zlib-deflated base64`, { cause: error });
  }
}

function checkCodes(tables: PsgcTables, source: string): void {
  for (const [name, rows] of Object.entries(tables) as [string, { code: string; name: string }[]][]) {
    if (rows.length === 0) throw new PsgcFormatError(`${source}: the "${name}" table is empty`);
    const bad = rows.find((row) => !/^[0-9]{10}$/.test(row.code) || !row.name);
    if (bad) {
      throw new PsgcFormatError(
        `${source}: "${name}" has a row without a 10-digit code or a name: ${bad.code}`,
      );
    }
  }
}

/**
 * RFC 4180 CSV: fields separated by commas, rows by newlines; a quoted field may hold commas, newlines
 * and doubled quotes ("Agapito Yap, Sr."). Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      endRow();
    } else if (char !== '\r') {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
