import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  OutsideSystemFailed,
  PayloadTooLarge,
  RateLimited,
  Unauthorized,
} from '../domain/errors.ts';
import { registerErrorHandler } from './error-handler.ts';

// docs/contributing.md#services: a service throws a domain error by its kind; this handler alone gives
// the status, and the body is { message, code, details? } plus the error's top-level extras.

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('the answer to a domain error', () => {
  it.each([
    ['bad input', new BadRequest('Pick an option', undefined, 'VARIANT_REQUIRED'), 400],
    ['nobody signed in', new Unauthorized(), 401],
    ['not allowed', new Forbidden(), 403],
    ['a missing thing', new NotFound('No such product', 'PRODUCT_NOT_FOUND'), 404],
    ['a state that forbids it', new Conflict('Already shipped', undefined, 'INVALID_TRANSITION'), 409],
    ['a file too large', new PayloadTooLarge('The file is too large'), 413],
    ['too many attempts', new RateLimited('Too many attempts'), 429],
    ['an outside system failing', new OutsideSystemFailed('Try again later', 'COURIER_UNAVAILABLE'), 502],
  ])('gives %s its status, message and code', async (_what, error, status) => {
    expect(await answerTo(error)).toEqual({ status, body: { message: error.message, code: error.code } });
  });

  it("carries the error's details and its top-level fields", async () => {
    const notVerified = new AppError('forbidden', 'EMAIL_NOT_VERIFIED', 'Verify your e-mail', undefined, {
      needsVerification: true,
    });
    expect(await answerTo(notVerified)).toEqual({
      status: 403,
      body: { needsVerification: true, message: 'Verify your e-mail', code: 'EMAIL_NOT_VERIFIED' },
    });
    expect(await answerTo(new BadRequest('Not enough stock', { available: 2 }, 'NOT_ENOUGH_STOCK'))).toEqual({
      status: 400,
      body: { message: 'Not enough stock', code: 'NOT_ENOUGH_STOCK', details: { available: 2 } },
    });
  });
});

describe('the answer to input that fails its schema', () => {
  async function answerToInput(input: { url: string; headers?: Record<string, string>; body: object }) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    app.withTypeProvider<ZodTypeProvider>().post(
      '/things/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number({ error: 'id must be a number' }) }),
          querystring: z.object({ page: z.coerce.number({ error: 'page must be a number' }).optional() }),
          headers: z.object({
            'idempotency-key': z.string().min(8, { error: 'The key is too short' }).optional(),
          }),
          body: z.object({ name: z.string({ error: 'Name is required' }) }),
        },
      },
      async () => ({}),
    );
    const response = await app.inject({ method: 'POST', ...input });
    await app.close();
    return { status: response.statusCode, message: response.json().message };
  }

  it.each([
    ['the body', { url: '/things/1', body: {} }, 'Request body field "name": Name is required'],
    ['the path', { url: '/things/x', body: { name: 'a' } }, 'Path field "id": id must be a number'],
    [
      'the query',
      { url: '/things/1?page=x', body: { name: 'a' } },
      'Query field "page": page must be a number',
    ],
    [
      'a header',
      { url: '/things/1', headers: { 'idempotency-key': 'short' }, body: { name: 'a' } },
      'Header field "idempotency-key": The key is too short',
    ],
  ])('names %s in a 400', async (_where, input, message) => {
    expect(await answerToInput(input)).toEqual({ status: 400, message });
  });
});
