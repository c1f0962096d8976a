import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Integrations } from '../integrations/default-integrations.ts';
import type { Mailer } from '../integrations/mail/types.ts';
import type { CourierProvider } from '../integrations/ninjavan/types.ts';
import type { MediaStorage } from '../integrations/storage/types.ts';
import { createAppInstance } from './app-instance.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  storage: MediaStorage;
  mailer: Mailer;
  /** The courier the app talks to: a test may make it fail and recover. */
  courier: CourierProvider;
  /** Runs the side effects due at `now` (e-mails, courier calls), as the app's worker would. */
  runJobs(now?: Date): Promise<number>;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, as `main.ts` builds it; requests go through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Integrations> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const instance = await createAppInstance(database, env, overrides);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await database.close();
    },
  };
}
