import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './outage.ts';

const withCode = (code: string, message = 'failed', extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('which database failures count as an outage (503) rather than a bug (500)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a connection that timed out', withCode('ETIMEDOUT')],
    ['a host gone from DNS (a stopped container)', withCode('EAI_AGAIN', 'getaddrinfo EAI_AGAIN db')],
    ['an unknown host', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    ['an unreachable network', withCode('EHOSTUNREACH')],
    [
      "the PGlite worker's socket removed with the worker",
      withCode('ENOENT', 'connect ENOENT /tmp/fs-pglite-x/.s.PGSQL.5432', { syscall: 'connect' }),
    ],
    [
      'the server shutting down (admin_shutdown)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server crashing (crash_shutdown)', withCode('57P02')],
    ['the server starting up (cannot_connect_now)', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['a connection exception (class 08)', withCode('08006', 'connection failure')],
    ['a connection never made (08001)', withCode('08001')],
    ['a connection cut during a query', new Error('Connection terminated unexpectedly')],
    ['a connection ended under a query', new Error('Connection terminated')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client that lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool closed by the shutdown', new Error('Cannot use a pool after calling end on the pool')],
    ['an in-thread PGlite that was closed', new Error('PGlite is closed')],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("looks through Drizzle's wrapper to the driver's error", () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'));
    expect(wrapped.message).toMatch(/^Failed query/);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('looks into an AggregateError (a host name with several addresses, each refused)', () => {
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], aggregate))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['a missing table', withCode('42P01', 'relation "nope" does not exist')],
    ['a bad value for a column', withCode('22P02', 'invalid input syntax for type integer')],
    ['a serialization failure', withCode('40001')],
    ['a file not found that is not a connection', withCode('ENOENT', 'no such file', { syscall: 'open' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a wrapped bug', new DrizzleQueryError('select 1', [], withCode('23505'))],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('not values that are no errors at all', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('stops on an error that wraps itself', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
