import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (docs/architecture.md#tests-and-commands).
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: './apps/server/vitest.config.ts', test: { name: 'server-pg', env: { TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server', 'scripts', ...onPostgres],
    // A test file on every core. Vitest's default keeps one core for its own process, which on the
    // 2-core machines the suite runs on means one file at a time; its process only gathers results
    // (docs/contributing.md#test-speed).
    maxWorkers: availableParallelism(),
    // `npm run coverage` (docs/contributing.md#coverage): the product's own source, not its tests or test helpers.
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['apps/server/src/**', 'apps/web/src/**', 'packages/shared/src/**'],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/test/**',
        '**/*.d.ts',
        'apps/server/src/db/migrations/**',
        'apps/server/src/scripts/**',
      ],
    },
  },
});
