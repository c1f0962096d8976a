import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { jobs, mailOutbox, orders, products } from '../../db/schema/index.ts';
import { ACCOUNT_LINK_NOTE } from '../../integrations/mail/templates.ts';
import type { MailTransport } from '../../integrations/mail/types.ts';
import { CourierError } from '../../integrations/ninjavan/types.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueJob, FINISHED_JOB_DAYS, forgetFinishedJobs } from './job-queue.ts';
import { backoffMs, createJobWorker } from './job-worker.ts';

/** A mail server that is down until told otherwise, and counts what it delivered. */
const mailServer = { down: true, delivered: [] as string[], texts: [] as string[] };
const mailTransport: MailTransport = {
  async deliver(message) {
    if (mailServer.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    mailServer.delivered.push(message.subject);
    mailServer.texts.push(message.text);
  },
};

let t: TestApp;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;
let courierDown = true;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport });
  const book = t.courier.createOrder.bind(t.courier);
  t.courier.createOrder = async (booking) => {
    if (courierDown) throw new CourierError('Ninja Van answered 503', 503);
    return book(booking);
  };
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
  admin = (await signInAs(t, { userType: 'admin' })).headers;
});
afterAll(() => t.close());

const jobsOf = async (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe('side effects as jobs', () => {
  it('places a cash-on-delivery order while the mail server and the courier are down, and catches up once they recover', async () => {
    const customer = await customerWithAddress(t, place);
    const product = await createProduct(t.db, { categoryId, price: 700, stock: 5 });
    const placed = await postOrder(
      t,
      customer.headers,
      orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 700 }]),
    );
    expect(placed.statusCode).toBe(201);
    const orderId: number = placed.json().order.order_id;
    const [booking] = (await jobsOf('courier.book')).filter((job) => job.payload.orderId === orderId);
    expect(booking).toMatchObject({ status: 'pending', attempts: 0 });

    await t.runJobs();
    const [failedOnce] = await t.db.select().from(jobs).where(eq(jobs.id, booking!.id));
    expect(failedOnce).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('Service temporarily unavailable'),
    });
    expect(failedOnce!.runAt.getTime()).toBeGreaterThan(Date.now());
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'liza@example.ph'));
    expect(mail).toMatchObject({ sentAt: null, error: 'connect ECONNREFUSED 127.0.0.1:25' });

    // Not due again yet: nothing runs now.
    await t.runJobs();
    expect((await t.db.select().from(jobs).where(eq(jobs.id, booking!.id)))[0]!.attempts).toBe(1);

    courierDown = false;
    mailServer.down = false;
    await t.runJobs(inAnHour());
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.trackingNumber).toMatch(/^NVSB/);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, booking!.id)))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
    });
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.error).toBeNull();
    expect(mailServer.delivered).toContain(mail!.subject);
  });

  it('keeps no readable copy of a reset link once the mail server has it, and never shows it to an admin', async () => {
    mailServer.down = false;
    const customer = await signInAs(t, { email: 'rosa.reset@example.ph' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.user.email },
    });
    const outbox = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: admin })).json() as {
        to: string;
        subject: string;
        text: string;
        html: string;
      }[];
    const queued = (await outbox()).find((mail) => mail.to === customer.user.email)!;
    expect(queued.text).toBe(ACCOUNT_LINK_NOTE);
    expect(queued.html).toBe(ACCOUNT_LINK_NOTE);

    await t.runJobs();
    const link = /\/reset-password\/[\w-]+/;
    expect(mailServer.texts.find((text) => text.includes('/reset-password/'))).toMatch(link);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.user.email));
    expect(row).toMatchObject({ text: ACCOUNT_LINK_NOTE, html: ACCOUNT_LINK_NOTE });
    expect(row!.sentAt).not.toBeNull();
    // Other mail stays readable: the order confirmation of the first test still says what it said.
    const confirmation = (await outbox()).find((mail) => mail.to === 'liza@example.ph')!;
    expect(confirmation.text).toContain('FS-');
  });

  it('gives up after the last attempt, shows the failure to the owner, and runs again on Retry', async () => {
    mailServer.down = true;
    const id = await enqueueJob(
      t.db,
      'courier.cancel',
      { orderId: 0, trackingNumber: 'NVSB-NOPE' },
      { maxAttempts: 2 },
    );
    const cancel = t.courier.cancelOrder.bind(t.courier);
    let refusing = true;
    t.courier.cancelOrder = async (tracking) => {
      if (refusing) throw new CourierError('parcel already picked up', 400);
      return cancel(tracking);
    };
    await t.runJobs(inAnHour());
    await t.runJobs(new Date(Date.now() + 2 * 60 * 60 * 1000));
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?status=failed', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().jobs.find((job: { id: number }) => job.id === id)).toMatchObject({
      what: 'Cancel the courier booking',
      status: 'failed',
      attempts: 2,
      max_attempts: 2,
      last_error: 'The courier refused or did not answer: parcel already picked up',
      next_run_at: null,
    });

    refusing = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, job: { status: 'pending', attempts: 0 } });
    await t.runJobs();
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.status).toBe('done');
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOB_NOT_RETRIABLE');
    mailServer.down = false;
  });

  it('is for the owner only, and an unknown job is 404', async () => {
    const customer = await signInAs(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: customer.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/jobs/999999/retry', headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/jobs?status=lost', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('cancels a just-placed order at once, before the courier has booked it, and a booked one through a job', async () => {
    courierDown = false;
    const customer = await customerWithAddress(t, place);
    const product = await createProduct(t.db, { categoryId, price: 300, stock: 4 });
    const place1 = async () => {
      const placed = await postOrder(
        t,
        customer.headers,
        orderBody([{ product_id: product.id, variant_id: null, quantity: 2, price: 300 }]),
      );
      expect(placed.statusCode).toBe(201);
      return placed.json().order.order_id as number;
    };
    const cancel = (orderId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: customer.headers,
        payload: {},
      });
    const cancellations = async () =>
      (await jobsOf('courier.cancel')).filter((job) => job.payload.trackingNumber !== 'NVSB-NOPE');

    // Placed a moment ago: the booking job has not run, there is no parcel yet.
    const fresh = await place1();
    const cancelled = await cancel(fresh);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled successfully',
      order: { order_status: 'cancelled' },
    });
    await t.runJobs();
    expect((await t.db.select().from(orders).where(eq(orders.id, fresh)))[0]!.trackingNumber).toBeNull();
    expect(await cancellations()).toEqual([]);

    const booked = await place1();
    await t.runJobs();
    const [withParcel] = await t.db.select().from(orders).where(eq(orders.id, booked));
    expect(withParcel!.trackingNumber).toMatch(/^NVSB/);
    expect((await cancel(booked)).statusCode).toBe(200);
    expect(await cancellations()).toMatchObject([
      { status: 'pending', payload: { orderId: booked, trackingNumber: withParcel!.trackingNumber } },
    ]);
    await t.runJobs();
    expect((await cancellations())[0]!.status).toBe('done');
    const [stock] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock!.stock).toBe(4);
  });

  it('hands the mails that had failed before the worker existed to it, which sends them', async () => {
    mailServer.down = false;
    const [old] = await t.db
      .insert(mailOutbox)
      .values({
        to: 'old@example.ph',
        subject: 'Your order is confirmed',
        text: 'x',
        html: 'x',
        error: 'timeout',
      })
      .returning();
    // The last statement of migration 0013, as it ran on databases that had such mails.
    const migration = readFileSync(
      path.join(migrationsFolder, '0013_outbox_jobs_and_order_keys.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    await t.db.execute(sql.raw(migration.at(-1)!));
    await t.runJobs();
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, old!.id));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.error).toBeNull();
  });

  it('never runs one job twice when two workers drain the queue at once', async () => {
    const runs = new Map<number, number>();
    const handlers = {
      'mail.deliver': async (payload: Record<string, unknown>) => {
        // A round trip to the database, so the two workers interleave.
        await t.db.select({ id: jobs.id }).from(jobs).limit(1);
        const id = payload.mailId as number;
        runs.set(id, (runs.get(id) ?? 0) + 1);
      },
      'courier.book': async () => {},
      'courier.cancel': async () => {},
      'payment.void': async () => {},
      sms: async () => {},
      'push.deliver': async () => {},
    };
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'pending'));
    for (let n = 1; n <= 40; n += 1) await enqueueJob(t.db, 'mail.deliver', { mailId: 100_000 + n });
    const one = createJobWorker({ db: t.db, handlers });
    const two = createJobWorker({ db: t.db, handlers });
    const [a, b] = await Promise.all([one.runDueJobs(), two.runDueJobs()]);
    expect(a + b).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('leaves to another instance the jobs of a batch whose lease ran out while an earlier one ran', async () => {
    await t.db
      .update(jobs)
      .set({ status: 'done' })
      .where(inArray(jobs.status, ['pending', 'running']));
    const ids = [];
    for (let n = 1; n <= 3; n += 1) ids.push(await enqueueJob(t.db, 'mail.deliver', { mailId: 400_000 + n }));
    const runs: string[] = [];
    const quietHandlers = (who: string) => ({
      'mail.deliver': async (payload: Record<string, unknown>) => {
        runs.push(`${who}:${payload.mailId}`);
      },
      'courier.book': async () => {},
      'courier.cancel': async () => {},
      'payment.void': async () => {},
      sms: async () => {},
      'push.deliver': async () => {},
    });
    const other = createJobWorker({ db: t.db, handlers: quietHandlers('other') });
    const slow = createJobWorker({
      db: t.db,
      handlers: {
        ...quietHandlers('slow'),
        // The first job of the batch takes longer than the lease: meanwhile the other instance, six
        // minutes on, finds the whole batch's leases ended and takes it.
        'mail.deliver': async (payload: Record<string, unknown>) => {
          runs.push(`slow:${payload.mailId}`);
          if (payload.mailId === 400_001) await other.runDueJobs(new Date(Date.now() + 6 * 60 * 1000));
        },
      },
    });
    await slow.runDueJobs();
    // The slow instance ran only the job it was in; the other ran each once, the first again.
    expect(runs.filter((run) => run.startsWith('slow:'))).toEqual(['slow:400001']);
    expect(runs.filter((run) => run.startsWith('other:')).sort()).toEqual([
      'other:400001',
      'other:400002',
      'other:400003',
    ]);
    // The slow instance's late outcome does not overwrite the other's: attempt 2 is the one recorded.
    const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
      ['done', 2],
    ]);
  });

  it('finishes the batch in hand when it stops, and leaves the rest of a backlog due for the next start', async () => {
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'pending'));
    for (let n = 1; n <= 25; n += 1) await enqueueJob(t.db, 'mail.deliver', { mailId: 200_000 + n });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ran = 0;
    const worker = createJobWorker({
      db: t.db,
      handlers: {
        'mail.deliver': async () => {
          await gate;
          ran += 1;
        },
        'courier.book': async () => {},
        'courier.cancel': async () => {},
        'payment.void': async () => {},
        sms: async () => {},
        'push.deliver': async () => {},
      },
    });
    worker.start(3_600_000);
    const stopped = worker.stop();
    release();
    await stopped;
    // One batch of ten ran; fifteen wait for the next start.
    expect(ran).toBe(10);
    const pending = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'pending'));
    expect(pending).toHaveLength(15);
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'pending'));
  });

  it('looks at the outbox at once when woken after this instance wrote a job', async () => {
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'pending'));
    const ran: number[] = [];
    const worker = createJobWorker({
      db: t.db,
      handlers: {
        'mail.deliver': async (payload: Record<string, unknown>) => {
          ran.push(payload.mailId as number);
        },
        'courier.book': async () => {},
        'courier.cancel': async () => {},
        'payment.void': async () => {},
        sms: async () => {},
        'push.deliver': async () => {},
      },
    });
    // Its timed looks are an hour apart: only the wake-up can run the job in time.
    worker.start(3_600_000);
    await enqueueJob(t.db, 'mail.deliver', { mailId: 300_001 });
    worker.wake();
    await vi.waitFor(() => expect(ran).toEqual([300_001]), { timeout: 1_000, interval: 10 });
    await worker.stop();
  });

  it('forgets jobs done more than two weeks ago, and keeps recent and failed ones', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const old = new Date(now.getTime() - (FINISHED_JOB_DAYS + 1) * day);
    const recent = new Date(now.getTime() - day);
    const ids = {
      oldDone: await enqueueJob(t.db, 'mail.deliver', { mailId: 200_001 }),
      recentDone: await enqueueJob(t.db, 'mail.deliver', { mailId: 200_002 }),
      oldFailed: await enqueueJob(t.db, 'mail.deliver', { mailId: 200_003 }),
    };
    await t.db.update(jobs).set({ status: 'done', finishedAt: old }).where(eq(jobs.id, ids.oldDone));
    await t.db.update(jobs).set({ status: 'done', finishedAt: recent }).where(eq(jobs.id, ids.recentDone));
    await t.db.update(jobs).set({ status: 'failed', finishedAt: old }).where(eq(jobs.id, ids.oldFailed));
    expect(await forgetFinishedJobs(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id));
    expect(left.has(ids.oldDone)).toBe(false);
    expect(left.has(ids.recentDone)).toBe(true);
    expect(left.has(ids.oldFailed)).toBe(true);
  });

  it('waits longer after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});
