import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CLOSE_OPTIONS, registerRequestDrain } from './request-drain.ts';

/** An app whose one route waits until the test lets it finish, then uses a "database" that may be closed. */
async function appWithSlowRoute(timeoutMs?: number) {
  const app = Fastify({ logger: false });
  registerRequestDrain(app, timeoutMs === undefined ? {} : { timeoutMs });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const database = { closed: false };
  let usedClosedDatabase = false;
  app.get('/slow', async () => {
    await released;
    if (database.closed) usedClosedDatabase = true;
    return { ok: true };
  });
  await app.ready();
  return { app, release, database, usedClosedDatabase: () => usedClosedDatabase };
}

describe('closing the app', () => {
  it('waits for a request still being handled, even one whose client is gone, before the database closes', async () => {
    const { app, release, database, usedClosedDatabase } = await appWithSlowRoute();
    // inject holds no connection, like a client that hung up: the server has nothing to wait for.
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
      database.closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    await closing;
    expect((await answer).json()).toEqual({ ok: true });
    expect(usedClosedDatabase()).toBe(false);
  });

  it('closes at once when nothing is running', async () => {
    const { app } = await appWithSlowRoute();
    const done = await app.inject({ method: 'GET', url: '/missing' });
    expect(done.statusCode).toBe(404);
    await app.close();
  });

  it('gives up waiting after its time limit', async () => {
    const { app, release } = await appWithSlowRoute(10);
    void app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    await app.close();
    release();
  });
});

/** Sends raw HTTP/1.1 requests on one connection and collects everything until the server ends it. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return {
    send: (path: string) =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\nAccept: application/json\r\n\r\n`),
    ended,
  };
}

describe('503 answers', () => {
  it('tells a request arriving while the server closes to retry later, with Retry-After and the envelope', async () => {
    const app = Fastify({ logger: false, ...CLOSE_OPTIONS });
    registerRequestDrain(app);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const slowEntered = new Promise<void>((resolve) => (entered = resolve));
    let closeBegun!: () => void;
    const closing = new Promise<void>((resolve) => (closeBegun = resolve));
    app.addHook('preClose', (done) => {
      closeBegun();
      done();
    });
    app.get('/slow', async () => {
      entered();
      await released;
      return { ok: true };
    });
    app.get('/api/products', async () => ({ products: [] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // A keep-alive connection busy with a request when the shutdown starts, then asked for more.
    const connection = rawConnection(port);
    connection.send('/slow');
    await slowEntered;
    const closed = app.close();
    await closing;
    connection.send('/api/products');
    release();
    const received = await connection.ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toContain('"message":"Service temporarily unavailable. Please try again later."');
  });

  it('adds Retry-After to any other 503 the app sends', async () => {
    const app = Fastify({ logger: false, ...CLOSE_OPTIONS });
    registerRequestDrain(app);
    app.get('/health', async (_request, reply) => reply.status(503).send({ status: 'unavailable' }));
    app.get('/busy', async (_request, reply) => reply.status(503).header('retry-after', '30').send('later'));
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    // A route that chose its own delay keeps it.
    expect((await app.inject({ method: 'GET', url: '/busy' })).headers['retry-after']).toBe('30');
    await app.close();
  });
});
