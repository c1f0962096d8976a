import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SESSION_OPTIONAL, SIGNED_IN } from './openapi.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const INT4_MAX = 2_147_483_647;

let t: TestApp;
let operations: { key: string; operation: Operation }[];
let document: {
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};
beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as typeof document;
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});
afterAll(() => t.close());

const operation = (key: string) => operations.find((entry) => entry.key === key)?.operation;

// docs/contributing.md#the-api-contract
describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId', () => {
    const missing = operations.filter(({ operation }) => !operation.operationId).map(({ key }) => key);
    expect(missing).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
  });

  it('summarises every operation', () => {
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map(({ key }) => key)).toEqual(
      [],
    );
  });

  it('declares the bearer token and the session cookie as the ways to sign in', () => {
    expect(document.components.securitySchemes).toMatchObject({
      bearerToken: { type: 'http', scheme: 'bearer' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
    });
  });

  it('says which operations need a session, from their guards', () => {
    // A guard on each route, on the whole plugin, and a public read.
    expect(operation('GET /api/orders')?.security).toEqual(SIGNED_IN);
    expect(operation('GET /api/cart')?.security).toEqual(SIGNED_IN);
    expect(operation('GET /api/admin/mail')?.security).toEqual(SIGNED_IN);
    expect(operation('GET /api/products')?.security).toEqual([]);
    // A public read whose answer changes for a signed-in customer says so.
    expect(operation('GET /api/cms/zodiacs/{sign}')?.security).toEqual(SESSION_OPTIONAL);
    expect(operations.filter(({ operation }) => operation.security === undefined)).toEqual([]);
  });

  it('declares the error answers every guarded or validated route can give, with the error envelope', () => {
    const cart = operation('GET /api/cart');
    expect(Object.keys(cart?.responses ?? {})).toEqual(expect.arrayContaining(['401']));
    const adminList = operation('GET /api/admin/customers');
    expect(Object.keys(adminList?.responses ?? {})).toEqual(expect.arrayContaining(['400', '401', '403']));
    // A write that carries the cookie from another site is refused, whoever may call it.
    expect(Object.keys(operation('POST /api/subscribe')?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '403', '429']),
    );
    const unauthorized = cart?.responses['401']?.content?.['application/json']?.schema;
    expect(unauthorized).toMatchObject({ required: ['message', 'code'] });
  });

  it('bounds every whole number a request may carry to what a database integer holds', () => {
    // Ids and counts are 32-bit integers in PostgreSQL: a larger one would fail in the query (a 500)
    // instead of being refused with a message.
    const unbounded: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      if (node.type === 'integer' && !(typeof node.maximum === 'number' && node.maximum <= INT4_MAX))
        unbounded.push(where);
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && value && typeof value === 'object')
          for (const [name, child] of Object.entries(value)) visit(child, `${where}.${name}`);
        else if (Array.isArray(value)) for (const child of value) visit(child, where);
        else if (typeof value === 'object') visit(value, where);
      }
    };
    for (const { key, operation } of operations) {
      for (const parameter of operation.parameters ?? [])
        visit(parameter.schema, `${key} ${parameter.in} ${parameter.name}`);
      for (const [type, body] of Object.entries(operation.requestBody?.content ?? {}))
        visit(body.schema, `${key} body(${type})`);
    }
    expect(unbounded).toEqual([]);
  });

  it('documents answers that are not JSON with their media type', () => {
    const waybill = operation('GET /api/delivery/ninjavan/waybill/{trackingId}');
    expect(Object.keys(waybill?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
  });
});
