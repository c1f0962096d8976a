import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DbOrTx } from './client.ts';
import { instanceSecrets } from './schema/index.ts';

/**
 * The secret stored under `name`, made (32 random bytes) and stored on the first call. Several instances
 * starting together on one PostgreSQL agree: the first insert wins and every one reads it back.
 */
export async function instanceSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(instanceSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`The instance secret ${name} could not be stored`);
  return row.value;
}

/**
 * The configuration with the sandboxes' signing secrets filled in: the configured ones, else the ones
 * this database made for itself (docs/architecture.md#security). Never a string from the source.
 */
export async function withInstanceSecrets(config: Config, db: DbOrTx): Promise<Config> {
  return {
    ...config,
    sandboxPaymentSecret: config.sandboxPaymentSecret || (await instanceSecret(db, 'sandbox_payment_secret')),
    sandboxCourierSecret: config.sandboxCourierSecret || (await instanceSecret(db, 'sandbox_courier_secret')),
  };
}
