import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows } from '../db/client.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create -- …` as the owner types it, against a PGlite folder of its own. */
function adminCreate(...args: string[]) {
  return run(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'admin-create.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
}

async function userTypes() {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    return await queryRows<{ email: string; user_type: string }>(
      database.db,
      sql`select email, user_type from users order by id`,
    );
  } finally {
    await database.close();
  }
}

describe('npm run admin:create', () => {
  it('creates an admin, and promotes an existing account on a second run', async () => {
    const first = await adminCreate('--email', 'owner@example.ph', '--password', 'Owner!2026');
    expect(first.stdout).toContain('Admin ready: owner@example.ph');
    expect(await userTypes()).toEqual([{ email: 'owner@example.ph', user_type: 'admin' }]);
    await adminCreate('--email', 'OWNER@example.ph', '--password', 'Another!2026');
    expect(await userTypes()).toHaveLength(1);
  }, 60_000);

  it('refuses a bad e-mail or a short password with a message and exit code 2', async () => {
    await expect(adminCreate('--email', 'nope', '--password', 'short')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--email must be an e-mail address'),
    });
  }, 60_000);
});
