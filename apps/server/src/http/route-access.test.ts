import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signInAs(t)).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every route the server registers, read from its own OpenAPI document. */
function registeredRoutes(): { method: Method; path: string }[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase() as Method, path })),
  );
}

// Writes of the catalogue and the content belong to the owner; these few writes are the public's.
const PUBLIC_WRITES = [/^POST \/api\/cms\/zodiacs\/\{[^}]+\}\/read$/];

/** docs/admin.md#access: the routes only an admin may call. */
function isOwnersRoute({ method, path }: { method: Method; path: string }): boolean {
  if (path.startsWith('/api/admin/') || path === '/api/admin') return true;
  if (path === '/api/delivery/ninjavan/create-order') return true;
  if (method === 'GET') return false;
  if (PUBLIC_WRITES.some((pattern) => pattern.test(`${method} ${path}`))) return false;
  return /^\/api\/(products|categories|cms)(\/|$)/.test(path);
}

const concrete = (path: string) => path.replace(/\{sign\}/g, 'rat').replace(/\{[^}]+\}/g, '1');

describe('access to the owner routes', () => {
  it('finds the routes it must guard', () => {
    const owners = registeredRoutes().filter(isOwnersRoute);
    // The order desk alone has seven; the list grows with every admin screen.
    expect(owners.length).toBeGreaterThanOrEqual(7);
    expect(owners).toContainEqual({ method: 'POST', path: '/api/admin/orders/{orderId}/status' });
  });

  it('answers 401 to guests and 403 to customers on every admin or write route', async () => {
    const failures: string[] = [];
    for (const route of registeredRoutes().filter(isOwnersRoute)) {
      const url = concrete(route.path);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const guest = await t.app.inject({ method: route.method, url, payload });
      const shopper = await t.app.inject({ method: route.method, url, payload, headers: customer });
      if (guest.statusCode !== 401)
        failures.push(`${route.method} ${route.path}: guest got ${guest.statusCode}`);
      if (shopper.statusCode !== 403)
        failures.push(`${route.method} ${route.path}: customer got ${shopper.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
