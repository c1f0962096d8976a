import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRepository, findHttpErrors, findStatusesOutsideHttp, findWrites } from './server-boundaries.ts';

// docs/architecture.md#module-boundaries: `npm run lint` runs dependency-cruiser with the repository's
// .dependency-cruiser.cjs and scripts/repo-checks/server-boundaries.ts. These tests run both on small
// trees with one planted violation each, and expect the failure to name it.

const root = path.resolve(import.meta.dirname, '../..');
// The fixtures' paths, put together so the citation check does not read them as paths of this repository.
const W = ['apps', 'web', 'src', ''].join('/');
const S = ['apps', 'server', 'src', ''].join('/');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

let tree: string;
beforeEach(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
});
afterEach(() => rmSync(tree, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
}

/** The rule names and paths dependency-cruiser reports for the tree, as `rule: from -> to`. */
async function violations(): Promise<string[]> {
  const { output } = await cruise(['apps'], {
    ...config.options,
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('the import rules', () => {
  it('accept modules and features that meet through their public entries', async () => {
    write({
      [`${S}modules/cart/cart-service.ts`]: "import { reserve } from '../catalog/index.ts';\nreserve();\n",
      [`${S}modules/catalog/index.ts`]: "export { reserve } from './stock.ts';\n",
      [`${S}modules/catalog/stock.ts`]: 'export function reserve() {}\n',
      [`${W}features/home/Home.tsx`]: "import { List } from '../catalog/public.ts';\nList();\n",
      [`${W}features/catalog/public.ts`]: "export { List } from './components/List.tsx';\n",
      [`${W}features/catalog/components/List.tsx`]: 'export function List() {}\n',
    });
    expect(await violations()).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    write({
      [`${W}lib/a.ts`]: "import { b } from './b.ts';\nexport const a = () => b;\n",
      [`${W}lib/b.ts`]: "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(await violations()).toContain(`no-circular: ${W}lib/a.ts -> ${W}lib/b.ts`);
  });

  it("refuse a web feature reaching into another feature's files", async () => {
    write({
      [`${W}features/home/Home.tsx`]: "import { List } from '../catalog/components/List.tsx';\nList();\n",
      [`${W}features/catalog/components/List.tsx`]: 'export function List() {}\n',
    });
    expect(await violations()).toEqual([
      `web-feature-public-entry: ${W}features/home/Home.tsx -> ${W}features/catalog/components/List.tsx`,
    ]);
  });

  it("refuse a server module reaching into another module's files", async () => {
    write({
      [`${S}modules/orders/place-order.ts`]: "import { clear } from '../cart/cart-service.ts';\nclear();\n",
      [`${S}modules/cart/cart-service.ts`]: 'export function clear() {}\n',
    });
    expect(await violations()).toEqual([
      `server-module-public-entry: ${S}modules/orders/place-order.ts -> ${S}modules/cart/cart-service.ts`,
    ]);
  });

  it('refuse a service importing Fastify or http/, and let a route file do so', async () => {
    write({
      'node_modules/fastify/package.json': '{ "name": "fastify", "main": "fastify.js" }',
      'node_modules/fastify/fastify.js': 'export default {};\n',
      [`${S}http/json-reply.ts`]: 'export const send = 1;\n',
      [`${S}modules/cart/cart-service.ts`]:
        "import fastify from 'fastify';\nimport { send } from '../../http/json-reply.ts';\nexport const x = [fastify, send];\n",
      [`${S}modules/cart/routes.ts`]:
        "import fastify from 'fastify';\nimport { send } from '../../http/json-reply.ts';\nexport const y = [fastify, send];\n",
    });
    expect((await violations()).sort()).toEqual([
      `services-know-no-http: ${S}modules/cart/cart-service.ts -> ${S}http/json-reply.ts`,
      `services-know-no-http: ${S}modules/cart/cart-service.ts -> node_modules/fastify/fastify.js`,
    ]);
  });
});

describe('the table-write check', () => {
  const schema = {
    [`${S}db/schema/cart.ts`]: "export const cartItems = pgTable('cart_items', {});\n",
    [`${S}db/schema/catalog.ts`]: "export const products = pgTable(\n  'products',\n  {},\n);\n",
  };
  const owners = { cartItems: 'cart', products: 'catalog' };
  const problems = () => findWrites({ root: tree, serverSrc: 'apps/server/src', owners }).problems;

  it("accepts a module writing its own table, and reads of another's", () => {
    write({
      ...schema,
      [`${S}modules/cart/cart-service.ts`]:
        'await tx.delete(cartItems).where(x);\nawait tx.select().from(products);\n// update products here? no.\n',
    });
    expect(problems()).toEqual([]);
  });

  it("names the file, line, table and owner of a write to another module's table", () => {
    write({
      ...schema,
      [`${S}modules/orders/place-order.ts`]: 'const a = 1;\nawait tx\n  .delete(cartItems)\n  .where(x);\n',
      [`${S}modules/reviews/review-service.ts`]: 'await db.execute(sql`UPDATE products SET rating = 5`);\n',
    });
    expect(problems()).toEqual([
      {
        file: `${S}modules/orders/place-order.ts`,
        line: 3,
        message:
          'orders writes table cartItems, which belongs to cart: call a function that cart exports instead (docs/architecture.md#module-boundaries)',
      },
      {
        file: `${S}modules/reviews/review-service.ts`,
        line: 1,
        message:
          'reviews writes table products, which belongs to catalog: call a function that catalog exports instead (docs/architecture.md#module-boundaries)',
      },
    ]);
  });

  it('refuses a table with no owner', () => {
    write({ ...schema, [`${S}db/schema/jobs.ts`]: "export const jobs = pgTable('jobs', {});\n" });
    expect(problems().map((p) => p.message)).toEqual([`table jobs has no owner in ${S}db/table-owners.ts`]);
  });

  it('refuses an error class declared in http/', () => {
    write({ [`${S}http/errors.ts`]: 'export class NotFound extends AppError {}\n' });
    expect(findHttpErrors({ root: tree, serverSrc: 'apps/server/src' })).toEqual([
      {
        file: `${S}http/errors.ts`,
        line: 1,
        message: `http/ declares the error NotFound: domain errors live in ${S}domain/errors.ts, and the error handler maps them`,
      },
    ]);
  });
});

describe('the check that errors outside http/ carry no HTTP status', () => {
  const problems = () =>
    findStatusesOutsideHttp({ root: tree, serverSrc: 'apps/server/src' }).map(
      (p) => `${p.file}:${p.line} ${p.message}`,
    );
  const fix = `throw an error of ${S}domain/errors.ts by its kind; http/error-handler.ts gives the status`;

  it('accepts errors thrown by kind, statuses in comments and numbers that are not statuses', () => {
    write({
      [`${S}domain/errors.ts`]:
        "export class NotFound extends AppError {\n  constructor(m: string) {\n    super('not-found', 'NOT_FOUND', m);\n  }\n}\n",
      [`${S}modules/cart/cart-service.ts`]:
        "// a missing line is the API's 404\nthrow new NotFound('gone');\nconst MOST_SHOWN = 400;\nnew Date(2026, 0, 1);\nconst seen = new Array(256);\nconst bytes = new Uint8Array(512);\n",
    });
    expect(problems()).toEqual([]);
  });

  it('names an error built with a status in domain/ or a service, and a service reading statusCode', () => {
    write({
      [`${S}domain/errors.ts`]:
        'export class NotFound extends AppError {\n  constructor(m: string) {\n    super(404, m);\n  }\n}\n',
      [`${S}modules/auth/auth-service.ts`]:
        "throw new AppError(\n  403,\n  'EMAIL_NOT_VERIFIED',\n  'Verify first',\n);\n",
      [`${S}modules/cart/cart-service.ts`]: 'if (error.statusCode >= 500) throw error;\n',
    });
    expect(problems()).toEqual([
      `${S}domain/errors.ts:3 domain/ builds an error with an HTTP status (super(404…): ${fix}`,
      `${S}modules/auth/auth-service.ts:1 a service builds an error with an HTTP status (new AppError(\n  403…): ${fix}`,
      `${S}modules/cart/cart-service.ts:1 a service reads or sets statusCode: ${fix}`,
    ]);
  });

  it("lets a module's HTTP files and tests speak of statuses", () => {
    write({
      [`${S}modules/cms/content-form-http.ts`]:
        'if (error.statusCode === 413) throw new PayloadTooLarge(m);\n',
      [`${S}modules/cart/routes.ts`]: 'reply.statusCode = 201;\n',
      [`${S}modules/cart/cart.test.ts`]: 'expect(new AppError(400, m)).toBeDefined();\n',
    });
    expect(problems()).toEqual([]);
  });
});

describe('the repository', () => {
  it('writes each table only from its owner, keeps error classes out of http/ and statuses in it', async () => {
    expect(await checkRepository(root)).toEqual([]);
  });
});
