import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Config } from '../config.ts';
import type { DbOrTx } from './client.ts';
import { instanceSecrets } from './schema/index.ts';

/**
 * The secret stored under `name`, made (32 random bytes) and stored on the first call. Several instances
 * starting together on one PostgreSQL agree: the first insert wins and every one reads it back.
 */
export async function instanceSecret(
  db: DbOrTx,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value: make() }).onConflictDoNothing();
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
    vapid: config.vapid.publicKey ? config.vapid : { ...config.vapid, ...(await vapidKeys(db)) },
  };
}

/**
 * docs/integrations/web-push.md#configuration: the VAPID key pair this database made on its first start,
 * stored as one value so that instances starting together never pair one's public key with another's
 * private key. Browsers subscribed with the public key, so it must never change by itself.
 */
async function vapidKeys(db: DbOrTx): Promise<{ publicKey: string; privateKey: string }> {
  const stored = await instanceSecret(db, 'vapid_keys', () => JSON.stringify(webPush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey };
}
