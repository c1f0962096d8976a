import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import { barangays, cities, districts, provinces, regions } from '../../db/schema/index.ts';
import { createPostcodeFinder, loadPostalEntries } from './postcodes.ts';
import { buildLocationHierarchy } from './psgc-hierarchy.ts';
import { readPsgcTables } from './psgc-source.ts';

// Several app instances may start at once against one PostgreSQL; only one may load the locations.
const LOCATIONS_LOCK_ID = 740_214_003;
const BATCH_SIZE = 1000;

async function hasLocations(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ code: regions.code }).from(regions).limit(1);
  return row !== undefined;
}

async function insertInBatches<Row extends object>(db: DbOrTx, table: PgTable, rows: Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE) as never);
  }
}

/**
 * Loads the Philippine location hierarchy (about 42,000 barangays) into empty location tables, in one
 * transaction; tables that already hold regions are left alone. Run at start-up after the migrations.
 */
export async function ensureLocations(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<{ loaded: boolean }> {
  if (await hasLocations(db)) return { loaded: false };
  const started = performance.now();
  const hierarchy = buildLocationHierarchy(readPsgcTables(), createPostcodeFinder(loadPostalEntries()));
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCATIONS_LOCK_ID})`);
    if (await hasLocations(tx)) return false;
    // Parents before children, for the foreign keys.
    await insertInBatches(tx, regions, hierarchy.regions);
    await insertInBatches(tx, provinces, hierarchy.provinces);
    await insertInBatches(tx, districts, hierarchy.districts);
    await insertInBatches(tx, cities, hierarchy.cities);
    await insertInBatches(tx, barangays, hierarchy.barangays);
    return true;
  });
  if (!loaded) return { loaded: false };
  // PGlite has no autovacuum: without statistics the planner would scan all barangays for one city.
  await db.execute(sql`analyze regions, provinces, districts, cities, barangays`);
  const withPostcode = hierarchy.cities.filter((city) => city.postcode).length;
  log(
    `Philippine locations loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${hierarchy.regions.length} regions, ${hierarchy.provinces.length} provinces, ` +
      `${hierarchy.districts.length} districts, ${hierarchy.cities.length} cities and municipalities ` +
      `(${withPostcode} with a postcode), ${hierarchy.barangays.length} barangays`,
  );
  return { loaded: true };
}
