import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of a migrated PGlite's dumped data directory; empty when there is none. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup of the API tests (docs/contributing.md#test-speed): migrates one PGlite before
 * any test file runs and dumps its data directory to a file, from which every test file's fresh
 * database is copied (`createTestDatabase`). Starting PGlite empty and migrating it took about 1.8 s a
 * database in a fresh process; a copy of the dump takes about 0.5 s. The PostgreSQL project has
 * nothing to copy and makes no dump.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (project.config.env?.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const handle = await openPglite();
  await handle.migrate();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'fs-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
