import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { startDemoServer } from './demo-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The admin the journeys sign in as (e2e/support.ts reads the same file).
const admin = JSON.parse(readFileSync(path.join(root, 'e2e/demo-admin.json'), 'utf8'));

buildWebIfNeeded();
let status = 1;
let server = null;
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
try {
  // The first start seeds the demo shop and draws its pictures: minutes on a busy 2-core machine.
  server = await startDemoServer({
    prefix: 'fs-e2e-',
    env: {
      SEED_ADMIN_EMAIL: admin.emailOrUsername,
      SEED_ADMIN_PASSWORD: admin.password,
      // Every journey signs in from 127.0.0.1; the limits themselves are covered by the API tests.
      RATE_LIMIT_SCALE: '50',
    },
  });
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: server.baseUrl } },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
}
process.exit(status);
