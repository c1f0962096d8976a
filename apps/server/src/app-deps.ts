import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Integrations } from './integrations/default-integrations.ts';

/**
 * What the app is built from (buildApp in app.ts) and what every route plugin receives. It lives apart
 * from app.ts so the route files do not import the file that imports them (docs/architecture.md#module-boundaries).
 */
export interface AppDeps extends Integrations {
  config: Config;
  database: DatabaseHandle;
  db: Database;
}
