// `npm run bench`: a fresh database with BENCH_PRODUCTS products (10,000), PSGC places, bench
// shoppers and BENCH_ORDERS orders of theirs (100,000, for the owner's insights), then the shop as `npm start` runs it, in its own process, measured route by route.
// BENCH_DATABASE_URL runs it on a scratch database of that PostgreSQL server instead of PGlite;
// BENCH_SECONDS sets each row's duration, BENCH_CONNECTIONS the concurrent connections (50),
// BENCH_JSON=path also writes the results as JSON, BENCH_CPU_PROF=dir profiles the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openPglite, queryRows } from '../apps/server/src/db/client.ts';
import { createScratchPostgres } from '../apps/server/src/db/scratch-database.ts';
import { ensureLocations } from '../apps/server/src/modules/locations/psgc-import.ts';
import { type LoadTarget, loadFromWorker, type Measured, measure, warmUp } from './load.ts';
import { loopDelayMonitor } from './loop-delay.ts';
import { type RaceOutcome, raceForLastUnits } from './race.ts';
import { type BenchReport, printReport, type Row, writeJsonReport } from './report.ts';
import { seedBulkCatalog } from './seed-bulk.ts';
import { createBenchAdmin, seedBulkOrders } from './seed-orders.ts';
import { startServer } from './server-process.ts';
import { createPurchaseProducts, createShoppers } from './shoppers.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Each add raises its shopper's one line by one, and a line stops at 99: 2,000 shoppers take about
// 198,000 adds in a row (its 2 s of warm-up and 10 s) before the adds are refused, over 16,000 a second.
const SHOPPERS = Math.max(2_000, CONNECTIONS);
const RACE_ROUNDS = 10;
const serverUrl = process.env.BENCH_DATABASE_URL;

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-'));
const pgliteDir = path.join(dataDir, 'db');
const scratch = serverUrl ? await createScratchPostgres(serverUrl, 'fs_bench') : null;
let database: DatabaseHandle = scratch ?? (await openPglite(pgliteDir));
if (database.kind === 'pglite') await database.migrate();
console.log(
  `Seeding ${PRODUCTS.toLocaleString()} products, places, ${SHOPPERS} shoppers and ${ORDERS.toLocaleString()} orders into ${database.kind}…`,
);
const seedStart = Date.now();
await ensureLocations(database.db);
const { productIds } = await seedBulkCatalog(database.db, PRODUCTS);
const purchase = await createPurchaseProducts(database.db, { raceRounds: RACE_ROUNDS });
const { shoppers, place } = await createShoppers(database.db, SHOPPERS);
await seedBulkOrders(database.db, ORDERS);
const ownerToken = await createBenchAdmin(database.db);
// Vacuumed too, as PostgreSQL's autovacuum would have after a bulk load: the visibility map lets the
// insights' passes read their indexes alone. PGlite has no autovacuum; the app analyzes after seeding.
await database.db.execute(sql`vacuum analyze`);
console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
// PGlite is one process's: the server opens the data directory once the bench has let go of it.
if (database.kind === 'pglite') await database.close();

const server = await startServer(
  scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
  process.env.BENCH_CPU_PROF,
);
// Each row also reports the event-loop delay of this thread (where autocannon reads every answer) and of
// the server's, so a client-side latency can be told apart from the load generator's own lag, and what
// the server did meanwhile: its threads' CPU time, its main thread's wait for a core, its collections.
const benchLoop = loopDelayMonitor();
const watched = async (measured: () => Promise<Measured>) => {
  await server.threads();
  benchLoop.reset();
  const started = performance.now();
  const benchCpuSince = process.cpuUsage();
  const result = await measured();
  const benchCpu = process.cpuUsage(benchCpuSince);
  const seconds = (performance.now() - started) / 1000;
  const { delay, cpuMs, gc, waitedForCoreMs } = await server.threads();
  return {
    ...result,
    loop: { bench: benchLoop.read(), server: delay },
    serverCpu: { ...cpuMs, seconds, waitedForCoreMs, gc },
    benchCpuMs: (benchCpu.user + benchCpu.system) / 1000,
  };
};
const middleId = productIds[Math.floor(productIds.length / 2)]!;
let turn = 0;
const nextShopper = () => shoppers[turn++ % shoppers.length]!;
const json = (body: unknown) => JSON.stringify(body);
const asShopper = (body?: string) => {
  const shopper = nextShopper();
  return {
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  };
};
const stockedProduct = () => purchase.stocked[turn % purchase.stocked.length]!;

const get = (route: string): LoadTarget => ({ url: `${server.url}${route}` });
const rows: Row[] = [];
// BENCH_ROWS=list,search measures only those rows (for profiling one route).
const only = process.env.BENCH_ROWS?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name) || name === 'ceiling';
const run = async (name: string, label: string, target: LoadTarget) => {
  if (!wanted(name)) return;
  await warmUp(target, CONNECTIONS, SECONDS);
  rows.push({ name, label, ...(await watched(() => measure(target, CONNECTIONS, SECONDS))) });
};

// `Cache-Control: no-cache` makes the server read afresh: the cost of a read it does not keep.
const fresh = (route: string): LoadTarget => ({ ...get(route), headers: { 'cache-control': 'no-cache' } });
const listRoute = '/api/products?limit=20';
const detailRoute = `/api/products/${middleId}`;
const searchRoute = '/api/products/search?query=braclet';

await run('ceiling', '`GET /api/ping` (no database)', get('/api/ping'));
await run('list', `\`GET ${listRoute}\``, get(listRoute));
await run('detail', '`GET /api/products/{id}`', get(detailRoute));
await run('search', `\`GET ${searchRoute}\``, get(searchRoute));
await run('list-uncached', 'the list, `Cache-Control: no-cache`', fresh(listRoute));
await run('list-cards-uncached', 'the list, `view=card`, `no-cache`', fresh(`${listRoute}&view=card`));
await run('detail-uncached', 'the product, `no-cache`', fresh(detailRoute));
await run('search-uncached', 'the search, `no-cache`', fresh(searchRoute));
// Asked on every product page view; the bulk catalogue has no orders or carts, so this measures the
// lookups themselves through their indexes.
await run(
  'social-proof',
  '`GET /api/social-proof`',
  get(`/api/social-proof?page=product&product_id=${middleId}`),
);
// The owner's insights page reads one route, asked by one owner at a time: one connection, so the
// figures are the answer's own time. 90 days is the widest preset short of the year.
const insightsRoute = '/api/admin/insights?range=90d';
if (wanted('insights')) {
  rows.push({
    name: 'insights',
    label: `\`GET ${insightsRoute}\`, ${ORDERS.toLocaleString()} orders, 1 connection`,
    ...(await (async () => {
      const target = { ...get(insightsRoute), headers: { authorization: `Bearer ${ownerToken}` } };
      await warmUp(target, 1, SECONDS);
      return watched(() => measure(target, 1, SECONDS));
    })()),
  });
}
await run('cart-add', '`POST /api/cart` (signed in)', {
  url: `${server.url}/api/cart`,
  method: 'POST',
  next: () => {
    const product = stockedProduct();
    return asShopper(json({ product_id: product.id, variant_id: null, quantity: 1 }));
  },
});
await run('cart-read', '`GET /api/cart`', { url: `${server.url}/api/cart`, next: () => asShopper() });
await run('shipping-estimate', '`POST /api/shipping/estimate`', {
  url: `${server.url}/api/shipping/estimate`,
  method: 'POST',
  next: () => ({
    headers: { 'content-type': 'application/json' },
    body: json({
      region_id: place.region,
      city: place.cityName,
      state: place.provinceName,
      postcode: place.postcode,
      item_count: 2,
      country: 'PH',
    }),
  }),
});
await run('order-place', '`POST /api/transactions/orders` (COD)', {
  url: `${server.url}/api/transactions/orders`,
  method: 'POST',
  next: () => {
    const product = stockedProduct();
    return asShopper(
      json({
        items: [{ product_id: product.id, variant_id: null, quantity: 1, price: product.price }],
        shipping_details: { name: 'Bench Shopper', phone: '09171234567' },
        payment_method: 'cod',
        voucher_code: null,
      }),
    );
  },
});
const race = wanted('last-units-race')
  ? await (async () => {
      let outcome: RaceOutcome | undefined;
      const measured = await watched(async () => {
        outcome = await raceForLastUnits(server.url, shoppers.slice(0, CONNECTIONS), purchase.lastUnits);
        return outcome.measured;
      });
      return { ...outcome!, measured };
    })()
  : null;
if (race) {
  rows.push({
    name: 'last-units-race',
    label: `${CONNECTIONS} shoppers for the last 5 units, ${RACE_ROUNDS} rounds`,
    ...race.measured,
  });
}

// The server's own thread must stay free while the catalogue is busy: the ceiling route at a fifth
// of the connections, alone, then beside the list and search at full load read afresh (the database
// busy: `ceiling-under-load`), then beside the same reads answered from the cache (the server's
// thread itself busy: `ceiling-beside-cached`). The busy load runs in worker threads of its own, so
// the probe's latencies are the server's and not this thread's lag under 100 other connections;
// `ceiling-under-load-one-thread` is the same row with the load on this thread, as it was measured
// until the eleventh pass of docs/decisions/008-api-performance.md.
const probeConnections = Math.max(1, Math.round(CONNECTIONS / 5));
const ceilingBeside = async (
  name: string,
  label: string,
  read: (route: string) => LoadTarget,
  loadThread: 'worker' | 'this',
) => {
  const load = (target: LoadTarget) =>
    loadThread === 'worker'
      ? loadFromWorker(target, CONNECTIONS, SECONDS + 1)
      : measure(target, CONNECTIONS, SECONDS + 1);
  const busy = Promise.all([load(read(listRoute)), load(read(searchRoute))]);
  // The workers take a moment to start; the probe begins once their load has.
  if (loadThread === 'worker') await new Promise((resolve) => setTimeout(resolve, 500));
  const probed = await watched(() => measure(get('/api/ping'), probeConnections, SECONDS));
  const [list, search] = await busy;
  rows.push({
    name,
    label: `\`GET /api/ping\`, ${probeConnections} connections, ${label}`,
    ...probed,
    beside: [
      { route: 'list', rps: list.rps, errors: list.errors },
      { route: 'search', rps: search.rps, errors: search.errors },
    ],
  });
};
const probing = ['ceiling-under-load', 'ceiling-under-load-one-thread', 'ceiling-beside-cached'];
if (probing.some(wanted)) {
  await warmUp(get('/api/ping'), probeConnections, SECONDS);
  rows.push({
    name: 'ceiling-alone',
    label: `\`GET /api/ping\`, ${probeConnections} connections`,
    ...(await watched(() => measure(get('/api/ping'), probeConnections, SECONDS))),
  });
}
if (wanted('ceiling-under-load'))
  await ceilingBeside('ceiling-under-load', 'beside uncached list and search', fresh, 'worker');
if (wanted('ceiling-under-load-one-thread'))
  await ceilingBeside(
    'ceiling-under-load-one-thread',
    "beside uncached list and search driven from the probe's own thread",
    fresh,
    'this',
  );
if (wanted('ceiling-beside-cached'))
  await ceilingBeside('ceiling-beside-cached', 'beside list and search from the cache', get, 'worker');
await server.stop();

// The race, checked in the database: exactly five orders of each lot and nothing left.
if (database.kind === 'pglite') database = await openPglite(pgliteDir);
const lots = await queryRows<{ id: number; stock: number; ordered: number }>(
  database.db,
  sql`select p.id, p.stock, coalesce(sum(oi.quantity), 0)::int as ordered
    from products p left join order_items oi on oi.product_id = p.id
    where p.id in ${purchase.lastUnits.map((lot) => lot.id)} group by p.id order by p.id`,
);
const oversold = lots.reduce((sum, lot) => sum + Math.max(0, lot.ordered - 5) + Math.max(0, -lot.stock), 0);
const raceRow = rows.find((row) => row.name === 'last-units-race');
if (raceRow && race) raceRow.errors = oversold + race.measured.errors;
const wrongLots = race ? lots.filter((lot) => lot.ordered !== 5 || lot.stock !== 0) : [];

const report: BenchReport = {
  database: database.kind,
  products: PRODUCTS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  rows,
};
printReport(report);
if (process.env.BENCH_JSON) writeJsonReport(process.env.BENCH_JSON, report);
for (const lot of wrongLots)
  console.error(
    `last-units-race: product ${lot.id} ended with ${lot.ordered} ordered and stock ${lot.stock}`,
  );

await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (wrongLots.length > 0 || oversold > 0) process.exitCode = 1;
