// `npm run bench:explain`: the SQL each benched route sends, captured from the app itself, with
// EXPLAIN (ANALYZE, BUFFERS) of every statement on a fresh database of BENCH_PRODUCTS products and
// BENCH_ORDERS orders.
// Writes are explained inside a transaction that is rolled back. BENCH_DATABASE_URL as for the bench;
// BENCH_EXPLAIN_ROUTES=list,search limits the routes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { type Database, openPgliteServer } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { createScratchPostgres } from '../apps/server/src/db/scratch-database.ts';
import { createIntegrations } from '../apps/server/src/integrations/default-integrations.ts';
import { ensureLocations } from '../apps/server/src/modules/locations/psgc-import.ts';
import { seedBulkCatalog } from './seed-bulk.ts';
import { createBenchAdmin, seedBulkOrders } from './seed-orders.ts';
import { createPurchaseProducts, createShoppers } from './shoppers.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
const onlyRoutes = process.env.BENCH_EXPLAIN_ROUTES?.split(',');

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-explain-'));
const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
const database = serverUrl
  ? await createScratchPostgres(serverUrl, 'fs_explain')
  : await openPgliteServer(path.join(dataDir, 'db'));
if (!serverUrl) await database.migrate();
await ensureLocations(database.db);
const { productIds } = await seedBulkCatalog(database.db, PRODUCTS);
const purchase = await createPurchaseProducts(database.db, { raceRounds: 1 });
const { shoppers, place } = await createShoppers(database.db, 3);
await seedBulkOrders(database.db, Number(process.env.BENCH_ORDERS ?? 100_000));
const owner = { authorization: `Bearer ${await createBenchAdmin(database.db)}` };
// Vacuumed too, as PostgreSQL's autovacuum would have after a bulk load: the visibility map lets the
// insights' passes read their indexes alone. PGlite has no autovacuum; the app analyzes after seeding.
await database.db.execute(sql`vacuum analyze`);

// The same pool, through a Drizzle that records every statement the app sends.
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
let captured: { text: string; params: unknown[] }[] = [];
const recording = drizzle(pool, {
  schema,
  logger: { logQuery: (text, params) => captured.push({ text, params }) },
}) as unknown as Database;
const app = await buildApp({ config, database, db: recording, ...createIntegrations(config, recording) });
await app.ready();

const bearer = { authorization: `Bearer ${shoppers[0]!.token}` };
const stocked = purchase.stocked[0]!;
const routes = [
  { name: 'list', method: 'GET', url: '/api/products?limit=20' },
  { name: 'detail', method: 'GET', url: `/api/products/${productIds[Math.floor(productIds.length / 2)]}` },
  { name: 'search', method: 'GET', url: '/api/products/search?query=braclet' },
  { name: 'social-proof', method: 'GET', url: `/api/social-proof?page=product&product_id=${productIds[10]}` },
  {
    name: 'cart-add',
    method: 'POST',
    url: '/api/cart',
    headers: bearer,
    payload: { product_id: stocked.id, variant_id: null, quantity: 1 },
  },
  { name: 'cart-read', method: 'GET', url: '/api/cart', headers: bearer },
  { name: 'insights', method: 'GET', url: '/api/admin/insights?range=90d', headers: owner },
  { name: 'insights-year', method: 'GET', url: '/api/admin/insights?range=year', headers: owner },
  {
    name: 'shipping-estimate',
    method: 'POST',
    url: '/api/shipping/estimate',
    payload: { region_id: place.region, city: place.cityName, state: place.provinceName, item_count: 2 },
  },
  {
    name: 'order-place',
    method: 'POST',
    url: '/api/transactions/orders',
    headers: bearer,
    payload: {
      items: [{ product_id: stocked.id, variant_id: null, quantity: 1, price: stocked.price }],
      shipping_details: { name: 'Bench Shopper', phone: '09171234567' },
      payment_method: 'cod',
    },
  },
] as const;

console.log(`# EXPLAIN (ANALYZE, BUFFERS), ${database.kind}, ${PRODUCTS.toLocaleString()} products\n`);
for (const route of routes) {
  if (onlyRoutes && !onlyRoutes.includes(route.name)) continue;
  captured = [];
  const response = await app.inject({
    method: route.method,
    url: route.url,
    headers: 'headers' in route ? route.headers : {},
    ...('payload' in route ? { payload: route.payload } : {}),
  });
  const statements = captured.filter(
    (query) => !/^(begin|commit|rollback|savepoint|release)/i.test(query.text),
  );
  console.log(
    `## ${route.name}: ${route.method} ${route.url} -> ${response.statusCode}, ${statements.length} statements\n`,
  );
  for (const statement of statements) {
    const client = await pool.connect();
    console.log(`\`\`\`\n${statement.text.replace(/\s+/g, ' ').slice(0, 400)}\n`);
    try {
      await client.query('begin');
      const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
      console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    } catch (error) {
      // A write that only makes sense once (a unique order code, say) cannot be run again.
      console.log(`(not run again: ${(error as Error).message})`);
    } finally {
      console.log('```\n');
      await client.query('rollback');
      client.release();
    }
  }
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
