import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite } from '../db/client.ts';
import { createScratchPostgres } from '../db/scratch-database.ts';

// The migrated template, read once per test process however many databases its file opens.
let template: Blob | undefined;

/**
 * docs/contributing.md#tests: each test file gets a fresh, migrated database: an in-memory PGlite, or, when the
 * project `server-pg` runs (TEST_DB=postgres), a new database on the TEST_DATABASE_URL server. The PGlite
 * starts as a copy of the one the global setup migrated (`pglite-template.ts`), when there is one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) return createScratchPostgres(url, 'fs_test');
  const templateFile = inject('pgliteTemplate');
  if (templateFile) {
    template ??= new Blob([readFileSync(templateFile)]);
    return openPglite(undefined, template);
  }
  const handle = await openPglite();
  await handle.migrate();
  return handle;
}
