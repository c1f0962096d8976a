// `npm run bench`: 10,000 products in a fresh database, then each route under load on one server.
// BENCH_DATABASE_URL runs it on a scratch database of that PostgreSQL server instead of PGlite;
// BENCH_SECONDS sets each route's duration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { createScratchPostgres } from '../apps/server/src/db/scratch-database.ts';
import { createIntegrations } from '../apps/server/src/integrations/default-integrations.ts';
import { seedBulkCatalog } from './seed-bulk.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-'));
const config = parseConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  PORT: '0',
  NODE_ENV: 'production',
});
const serverUrl = process.env.BENCH_DATABASE_URL;
const database = serverUrl
  ? await createScratchPostgres(serverUrl, 'fs_bench')
  : await openPglite(config.pgliteDir);
if (!serverUrl) await database.migrate();

console.log(`Seeding ${PRODUCTS.toLocaleString()} products into ${database.kind}…`);
const seedStart = Date.now();
const { productIds } = await seedBulkCatalog(database.db, PRODUCTS);
// As the app does after seeding: PGlite has no autovacuum to gather planner statistics.
await database.db.execute(sql`analyze`);
console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const app = await buildApp({ config, database, db: database.db, ...createIntegrations(config, database.db) });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const middleId = productIds[Math.floor(productIds.length / 2)]!;

const routes = [
  { name: 'ceiling (no database)', path: '/api/ping' },
  { name: 'GET /api/products?limit=20', path: '/api/products?limit=20' },
  { name: 'GET /api/products/{id}', path: `/api/products/${middleId}` },
  { name: 'GET /api/products/search', path: '/api/products/search?query=braclet' },
  // Asked on every product page view; the bulk catalogue has no orders or carts, so this measures the
  // lookups themselves through their indexes.
  { name: 'GET /api/social-proof', path: `/api/social-proof?page=product&product_id=${middleId}` },
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];
for (const route of routes) {
  // A short warm-up so JIT and caches are in the same state for every route.
  await autocannon({ url: `${address}${route.path}`, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({
    url: `${address}${route.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  rows.push({
    name: route.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

const ceiling = rows[0]!.rps;
console.log(
  `\n${database.kind}, ${PRODUCTS.toLocaleString()} products, ${CONNECTIONS} connections, ${SECONDS} s per route\n`,
);
console.log('route                          req/s     p50 ms  p99 ms  vs ceiling  errors');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(30)} ${row.rps.toFixed(0).padStart(7)}  ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)}  ${`${((row.rps / ceiling) * 100).toFixed(1)}%`.padStart(10)}  ${String(row.errors).padStart(6)}`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
