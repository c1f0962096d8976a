import { defineConfig } from 'vitest/config';

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (docs/architecture.md#tests-and-commands).
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: './apps/server/vitest.config.ts', test: { name: 'server-pg', env: { TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server', 'scripts', ...onPostgres],
  },
});
