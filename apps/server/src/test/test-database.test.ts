import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, queryRows } from '../db/client.ts';
import { createCategory } from '../db/factories/catalog.ts';
import { categories } from '../db/schema/index.ts';
import { createTestDatabase } from './test-database.ts';

const migrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe("a test file's database", () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it('is copied from the migrated PGlite of the global setup, on PGlite', () => {
    if (process.env.TEST_DB === 'postgres') expect(inject('pgliteTemplate')).toBe('');
    else expect(inject('pgliteTemplate')).toMatch(/migrated\.tar$/);
  });

  it('has every migration applied and keeps its writes to itself', async () => {
    const [first, second] = [await createTestDatabase(), await createTestDatabase()];
    opened.push(first, second);
    for (const { db } of [first, second]) {
      const [applied] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied?.count).toBe(migrations);
    }
    await createCategory(first.db, { slug: 'only-in-the-first' });
    expect(await first.db.select().from(categories)).toHaveLength(1);
    expect(await second.db.select().from(categories)).toHaveLength(0);
  });
});
