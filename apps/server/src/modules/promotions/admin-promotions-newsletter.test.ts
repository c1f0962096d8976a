import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { createPlace } from '../../db/factories/locations.ts';
import { createPromotion } from '../../db/factories/promotions.ts';
import { promotions } from '../../db/schema/index.ts';
import { customerWithAddress, orderBody, postOrder } from '../../test/orders.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mintWelcomePromotion, WELCOME_OFFER } from '../newsletter/welcome-offer.ts';

// docs/admin.md#promotions: one welcome code per subscriber must not bury the owner's own codes on the desk.

let t: TestApp;
let admin: Record<string, string>;
let place: Awaited<ReturnType<typeof createPlace>>;
let categoryId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  place = await createPlace(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

interface Listed {
  id: number;
  code: string;
  used_count: number;
  redemption_count: number;
  customer_count: number;
}
interface Summary {
  issued: number;
  used: number;
  active: number;
}

async function desk(): Promise<{ promotions: Listed[]; newsletter_codes: Summary }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Subscribes `email` and answers the welcome code the e-mail carries. */
async function subscribe(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } });
  expect(response.statusCode).toBe(200);
  const code = /WELCOME-[A-Z0-9]{8}/.exec((await latestMailTo(t.db, email))?.text ?? '')?.[0];
  expect(code).toBeDefined();
  return code!;
}

/** An order placed with the code by a new customer. */
/** An order with the code, by a new customer (with `email`: a welcome code works only for its subscriber). */
async function useCode(code: string, email?: string) {
  const shopper = await customerWithAddress(t, place, email ? { email } : {});
  const product = await createProduct(t.db, { categoryId, price: 800, stock: 5 });
  const response = await postOrder(
    t,
    shopper.headers,
    orderBody([{ product_id: product.id, variant_id: null, quantity: 1, price: 800 }], {
      voucher_code: code,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
}

const difference = (after: Summary, before: Summary): Summary => ({
  issued: after.issued - before.issued,
  used: after.used - before.used,
  active: after.active - before.active,
});

describe('GET /api/admin/promotions with newsletter welcome codes', () => {
  it("leaves a subscriber's code out of the owner's list but counts it, and still reads it by id", async () => {
    const before = (await desk()).newsletter_codes;
    const code = await subscribe('listed@example.ph');
    const after = await desk();
    expect(after.promotions.map((row) => row.code)).not.toContain(code);
    expect(difference(after.newsletter_codes, before)).toEqual({ issued: 1, used: 0, active: 1 });

    const [row] = await t.db.select().from(promotions).where(eq(promotions.code, code));
    expect(row?.source).toBe('newsletter');
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/promotions/${row!.id}`,
      headers: admin,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ code, name: WELCOME_OFFER.name, state: 'active', used_count: 0 });
  });

  it('counts a used welcome code as used and an expired one as neither used nor open', async () => {
    const before = (await desk()).newsletter_codes;
    const used = await subscribe('redeemed@example.ph');
    await subscribe('waiting@example.ph');
    await t.db.transaction((tx) =>
      mintWelcomePromotion(tx, 'subscriber@example.ph', new Date(Date.now() - 31 * DAY)),
    );
    await useCode(used, 'redeemed@example.ph');
    expect(difference((await desk()).newsletter_codes, before)).toEqual({ issued: 3, used: 1, active: 1 });
  });

  it("lists the owner's codes, newest first, with their use, whatever the newsletter mints", async () => {
    const older = await createPromotion(t.db, { code: 'OWNERFIRST', type: 'fixed', value: 50 });
    const newer = await createPromotion(t.db, { code: 'OWNERSECOND' });
    await useCode(older.code);
    await useCode(older.code);
    await subscribe('later@example.ph');

    const { promotions: listed } = await desk();
    const codes = listed.map((row) => row.code);
    expect(codes.every((code) => !code.startsWith(WELCOME_OFFER.codePrefix))).toBe(true);
    expect(codes.indexOf(newer.code)).toBeLessThan(codes.indexOf(older.code));
    expect(listed.find((row) => row.id === older.id)).toMatchObject({
      used_count: 2,
      redemption_count: 2,
      customer_count: 2,
    });
    expect(listed.find((row) => row.id === newer.id)).toMatchObject({
      used_count: 0,
      redemption_count: 0,
      customer_count: 0,
    });
  });

  it('keeps a code the owner makes as the owner’s, even one named like a welcome code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin,
      payload: { code: 'WELCOME-OWNER1', name: 'Welcome back', type: 'percentage', value: 5 },
    });
    expect(response.statusCode).toBe(201);
    expect((await desk()).promotions.map((row) => row.code)).toContain('WELCOME-OWNER1');
  });
});

describe('migration 0011_promotion_source', () => {
  // Welcome codes minted before the column existed got the default 'owner': the migration's UPDATE
  // marks them by the prefix and the name that welcome-offer.ts gave them, and nothing else.
  const backfill = readFileSync(path.join(migrationsFolder, '0011_promotion_source.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .find((statement) => /^(--[^\n]*\n)*UPDATE/.test(statement));

  it('marks the welcome codes made before it as the newsletter’s', async () => {
    expect(backfill).toBeDefined();
    const old = await createPromotion(t.db, { code: 'WELCOME-OLDCODE2', name: WELCOME_OFFER.name });
    const lookalike = await createPromotion(t.db, { code: 'WELCOME-SUMMER', name: 'Summer welcome' });
    const renamed = await createPromotion(t.db, { code: 'SPRING-WELCOME', name: WELCOME_OFFER.name });
    await t.db.execute(sql.raw(backfill!));
    const sourceOf = async (id: number) =>
      (await t.db.select({ source: promotions.source }).from(promotions).where(eq(promotions.id, id)))[0]
        ?.source;
    expect([await sourceOf(old.id), await sourceOf(lookalike.id), await sourceOf(renamed.id)]).toEqual([
      'newsletter',
      'owner',
      'owner',
    ]);
  });
});
