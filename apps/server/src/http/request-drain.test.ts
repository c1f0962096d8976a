import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestDrain } from './request-drain.ts';

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
