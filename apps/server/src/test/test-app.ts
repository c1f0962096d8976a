import type { Integrations } from '../integrations/default-integrations.ts';
import { createAppInstance, type TestApp } from './app-instance.ts';
import { createTestDatabase } from './test-database.ts';

// Declared beside createAppInstance, which builds it, so the two files do not import each other.
export type { TestApp };

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
