import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { recountItemsSold } from '../../modules/catalog/index.ts';
import type { Database } from '../client.ts';
import { categories, users } from '../schema/index.ts';
import { splitName } from './person-name.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedContent } from './seed-content.ts';
import { seedDemoCustomer } from './seed-customer.ts';
import { seedOrderHistory } from './seed-order-history.ts';
import { seedOrders } from './seed-orders.ts';
import { seedPromotions } from './seed-promotions.ts';
import { seedReviews } from './seed-reviews.ts';

export interface SeedContext {
  db: Database;
  storage: MediaStorage;
  config: Pick<Config, 'seedAdminEmail' | 'seedAdminPassword'> & Partial<Pick<Config, 'seedAdminName'>>;
  log: (message: string) => void;
}

// Two instances starting together against one PostgreSQL must not both seed.
const SEED_LOCK_ID = 740_214_002;

/** Fills an empty database with the demo shop; a database with any category is left alone. */
export async function seedIfEmpty(context: SeedContext): Promise<boolean> {
  const { db, log } = context;
  if (await hasCatalog(db)) return false;
  log('Empty database: seeding the demo shop (first start only, this takes a little while)…');
  const started = Date.now();
  // Images are rendered before the transaction (slow, idempotent by content hash).
  const catalog = await seedCatalog.prepare(context.storage, log);
  const content = await seedContent.prepare(context.storage, log);
  const admin = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasCatalog(tx as unknown as Database)) return null;
    await seedCatalog.write(tx, catalog);
    await seedDemoCustomer(tx);
    await seedPromotions(tx);
    await seedContent.write(tx, content);
    await seedOrders(tx);
    await seedOrderHistory(tx);
    await recountItemsSold(tx);
    await seedReviews(tx);
    return seedAdmin(tx as unknown as Database, context.config);
  });
  if (!admin) return false;
  await db.execute(sql`analyze`);
  log(`Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (admin.generatedPassword) {
    // Printed once, on the start that created the admin; it is not stored anywhere in clear.
    console.log(
      [
        '',
        '================ Admin account created ================',
        `  e-mail:   ${admin.email}`,
        `  password: ${admin.generatedPassword}`,
        '  (shown only now; set SEED_ADMIN_PASSWORD to choose it)',
        '=======================================================',
        '',
      ].join('\n'),
    );
  }
  return true;
}

async function hasCatalog(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

async function seedAdmin(db: Database, config: SeedContext['config']) {
  const email = config.seedAdminEmail ?? 'admin@fengshuiprosper.ph';
  const generatedPassword = config.seedAdminPassword ? null : randomBytes(12).toString('base64url');
  const password = config.seedAdminPassword ?? generatedPassword!;
  const { firstName, lastName } = splitName(config.seedAdminName ?? 'Mei Lin Tan');
  await db.insert(users).values({
    email,
    username: 'admin',
    firstName,
    lastName,
    passwordHash: await hash(password),
    userType: 'admin',
    emailVerifiedAt: new Date(),
  });
  return { email, generatedPassword };
}
