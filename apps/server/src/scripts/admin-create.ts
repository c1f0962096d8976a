// `npm run admin:create -- --email owner@example.ph --password 'S3cret!pass' [--username owner] [--name 'Mei Lin Tan']`
// Creates an admin account, or makes an existing account with that e-mail an admin.
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { z } from 'zod';
import { parseConfig } from '../config.ts';
import { openDatabase, openPglite } from '../db/client.ts';
import { splitName } from '../db/seed/person-name.ts';
import { saveAdmin } from '../modules/auth/index.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
    // The admin's name, for the dashboard's greeting and the order history.
    name: { type: 'string' },
  },
});
const input = z
  .object({
    email: z.email({ error: '--email must be an e-mail address' }),
    password: z
      .string({ error: '--password is required' })
      .min(8, { error: '--password needs at least 8 characters' }),
    username: z.string().min(3).max(40).optional(),
    name: z.string().trim().min(1, { error: '--name must not be empty' }).max(160).optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}

const config = parseConfig();
// A one-off script: PGlite in this thread (no worker to start, no thread hop per statement).
const database = config.databaseUrl ? await openDatabase(config) : await openPglite(config.pgliteDir);
await database.migrate();
const { email, password, username, name } = input.data;
const names = name ? splitName(name) : {};
const passwordHash = await hash(password);
const id = await saveAdmin(database.db, {
  email,
  username: username ?? email.split('@')[0]!.slice(0, 40),
  passwordHash,
  ...names,
});
console.log(`Admin ready: ${email} (user ${id})`);
await database.close();
