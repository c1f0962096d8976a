import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { signInAs } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * docs/contributing.md#tests: bad input answers 4xx, never 5xx. Every operation of the server's own
 * OpenAPI document gets hostile values in each path parameter, query parameter and JSON body field, as
 * the least privileged caller the route lets in. Deterministic: the values are a fixed list.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

// Values of the wrong kind for any field: NUL, lone surrogates, huge and negative numbers, wrong types.
const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  1e308,
  -1e308,
  2 ** 63,
  -1,
  0,
  1.5,
  'not a number',
  '',
  true,
  null,
  [],
  [1, 2],
  {},
  { nested: { deeper: 'value' } },
  'x'.repeat(20_000),
];

// The same for the URL, already encoded: a lone surrogate cannot be written in UTF-8 at all.
const HOSTILE_URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  '%FF',
  '99999999999999999999999999',
  '1e400',
  '-1',
  '-99999999999999',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  'abc',
  '',
  '%20',
  'x'.repeat(190),
  '%27%3B--',
];

/** A plausible value for a schema: enough for the request to reach the handler. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sample(union.find((option) => option.type !== 'null') ?? union[0], depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'hostile@example.ph';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri') return 'https://example.ph/x';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], depth + 1);
      return value;
    }
    default:
      return 'x';
  }
}

/** Every (method, path, operation) of the OpenAPI document. */
function operations(t: TestApp): { method: Method; path: string; operation: Operation }[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(spec.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase() as Method, path, operation })),
  );
}

function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** The URL with each path parameter and query parameter filled from `values` (already encoded). */
function buildUrl(path: string, operation: Operation, values: Record<string, string>): string {
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query' && values[parameter.name] !== undefined)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${values[parameter.name]}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

function baseUrlValues(operation: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path')
      values[parameter.name] = encodeURIComponent(String(sample(parameter.schema)));
  }
  return values;
}

type CallerHeaders = Record<string, string>;
type Callers = Record<'anonymous' | 'customer' | 'admin', CallerHeaders>;

/**
 * The least privileged caller a route lets in: a guest, else a customer, else the owner. `status`
 * sends the route's plain request as one of them and answers its status.
 */
async function leastPrivileged(
  callers: Callers,
  status: (headers: CallerHeaders, who: string) => Promise<number>,
): Promise<CallerHeaders> {
  let headers = callers.anonymous;
  let answer = await status(headers, 'as a guest');
  if (answer === 401) {
    headers = callers.customer;
    answer = await status(headers, 'as a customer');
  }
  if (answer === 403) {
    headers = callers.admin;
    await status(headers, 'as the owner');
  }
  return headers;
}

let t: TestApp;
const callers: Callers = {
  anonymous: {},
  customer: {},
  admin: {},
};

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { name: 'Bracelets' });
  await createProduct(t.db, { categoryId: category.id, name: 'Jade bracelet' });
  callers.customer = (await signInAs(t)).headers;
  callers.admin = (await signInAs(t, { userType: 'admin' })).headers;
});
afterAll(() => t.close());

describe('hostile input over every route of the OpenAPI document', () => {
  it('never answers 5xx, and no refusal may be cached', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const all = operations(t);
    expect(all.length).toBeGreaterThan(50);
    for (const { method, path, operation } of all) {
      const send = async (headers: Record<string, string>, url: string, payload: unknown, what: string) => {
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        sent += 1;
        if (response.statusCode >= 500) failures.push(`${method} ${path} ${what}: ${response.statusCode}`);
        // docs/decisions/007-delivering-bytes.md: no refusal is ever kept by a cache.
        if (response.statusCode >= 400 && response.headers['cache-control'] !== 'no-store')
          failures.push(
            `${method} ${path} ${what}: ${response.statusCode} with cache-control ${response.headers['cache-control']}`,
          );
        return response.statusCode;
      };
      const schema = bodySchema(operation);
      const baseBody = schema ? sample(schema) : method === 'GET' || method === 'DELETE' ? undefined : {};
      const baseUrl = buildUrl(path, operation, baseUrlValues(operation));

      const headers = await leastPrivileged(callers, (as, who) => send(as, baseUrl, baseBody, who));

      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        for (const value of HOSTILE_URL_VALUES) {
          if (parameter.in === 'path' && value === '') continue;
          const url = buildUrl(path, operation, { ...baseUrlValues(operation), [parameter.name]: value });
          await send(headers, url, baseBody, `${parameter.in} ${parameter.name}=${value.slice(0, 20)}`);
        }
        if (parameter.in === 'query') {
          const repeated = `${buildUrl(path, operation, baseUrlValues(operation))}${baseUrl.includes('?') ? '&' : '?'}${parameter.name}=1&${parameter.name}=2`;
          await send(headers, repeated, baseBody, `query ${parameter.name} twice`);
        }
      }

      if (schema) {
        const body = (baseBody ?? {}) as Record<string, unknown>;
        const fields = Object.keys({ ...schema.properties, ...body });
        for (const value of HOSTILE_VALUES) {
          await send(headers, baseUrl, value, `body ${JSON.stringify(value).slice(0, 20)}`);
          for (const field of fields) {
            await send(
              headers,
              baseUrl,
              { ...body, [field]: value },
              `body.${field}=${JSON.stringify(value).slice(0, 20)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(all.length * 10);
  });

  it('reads a number in a path or query only from plain decimal text', { timeout: 120_000 }, async () => {
    // docs/architecture.md#api-conventions: "0x1" or "1e0" read as 1 would give one product (or
    // page, or order) several addresses.
    const notPlain = ['0x1', '1e0', '%201', '+1', '1%20'];
    // New callers: the test above may have signed its own out or deleted them.
    const fresh: Callers = {
      anonymous: {},
      customer: (await signInAs(t)).headers,
      admin: (await signInAs(t, { userType: 'admin' })).headers,
    };
    const accepted: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations(t)) {
      const numeric = (operation.parameters ?? []).filter(
        (parameter) =>
          (parameter.in === 'path' || parameter.in === 'query') &&
          (parameter.schema?.type === 'integer' || parameter.schema?.type === 'number'),
      );
      if (numeric.length === 0) continue;
      const schema = bodySchema(operation);
      const payload = schema ? (sample(schema) as object) : undefined;
      const call = (headers: CallerHeaders, url: string) =>
        t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      const baseUrl = buildUrl(path, operation, baseUrlValues(operation));
      const headers = await leastPrivileged(fresh, async (as) => (await call(as, baseUrl)).statusCode);
      for (const parameter of numeric) {
        for (const value of notPlain) {
          const url = buildUrl(path, operation, { ...baseUrlValues(operation), [parameter.name]: value });
          const response = await call(headers, url);
          checked += 1;
          if (response.statusCode !== 400)
            accepted.push(
              `${method} ${path} ${parameter.in} ${parameter.name}=${value}: ${response.statusCode}`,
            );
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
