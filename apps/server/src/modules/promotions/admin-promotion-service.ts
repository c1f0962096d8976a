import {
  type AdminPromotion,
  type AdminPromotionInput,
  type AdminPromotionList,
  type NewsletterCodesSummary,
  promotionState,
} from '@fengshui/shared/admin-promotions';
import { centavosToPesos, pesosToCentavos } from '@fengshui/shared/money';
import { and, count, countDistinct, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueRefusal } from '../../db/database-errors.ts';
import { categories, products, promotionRedemptions, promotions } from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import type { PromotionRow } from './promotion-rules.ts';

interface Usage {
  redemptions: number;
  customers: number;
}
const NO_USE: Usage = { redemptions: 0, customers: 0 };

const notFound = () => new NotFound('Promotion not found', 'PROMOTION_NOT_FOUND');

function toAdminPromotion(row: PromotionRow, usage: Usage, now: Date): AdminPromotion {
  const view = {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    type: row.type,
    value: row.type === 'fixed' ? centavosToPesos(row.value) : row.type === 'percentage' ? row.value : null,
    min_order: centavosToPesos(row.minOrderCentavos),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    total_limit: row.totalLimit,
    per_customer_limit: row.perCustomerLimit,
    product_ids: row.productIds ?? [],
    category_ids: row.categoryIds ?? [],
    status: row.status,
    used_count: row.usedCount,
    redemption_count: usage.redemptions,
    customer_count: usage.customers,
    created_at: row.createdAt.toISOString(),
  };
  return { ...view, state: promotionState(view, now) };
}

async function usageOf(db: DbOrTx, promotionIds: number[]): Promise<Map<number, Usage>> {
  const rows = await db
    .select({
      promotionId: promotionRedemptions.promotionId,
      redemptions: count(),
      customers: countDistinct(promotionRedemptions.userId),
    })
    .from(promotionRedemptions)
    .where(inArray(promotionRedemptions.promotionId, promotionIds))
    .groupBy(promotionRedemptions.promotionId);
  return new Map(
    rows.map((row) => [
      row.promotionId,
      { redemptions: Number(row.redemptions), customers: Number(row.customers) },
    ]),
  );
}

/**
 * GET /admin/promotions: the owner's codes, newest first, with how often each was used and by how many.
 * The newsletter mints one code per subscriber (docs/admin.md#promotions): listing those would bury the owner's own
 * campaigns under thousands of rows, so they are only counted.
 */
export async function listPromotionsForAdmin(db: DbOrTx, now = new Date()): Promise<AdminPromotionList> {
  const [rows, newsletterCodes] = await Promise.all([
    db
      .select({
        promotion: promotions,
        redemptions: count(promotionRedemptions.id),
        customers: countDistinct(promotionRedemptions.userId),
      })
      .from(promotions)
      .leftJoin(promotionRedemptions, eq(promotionRedemptions.promotionId, promotions.id))
      .where(eq(promotions.source, 'owner'))
      .groupBy(promotions.id)
      .orderBy(desc(promotions.createdAt), desc(promotions.id)),
    newsletterCodesSummary(db, now),
  ]);
  return {
    promotions: rows.map((row) =>
      toAdminPromotion(
        row.promotion,
        { redemptions: Number(row.redemptions), customers: Number(row.customers) },
        now,
      ),
    ),
    newsletter_codes: newsletterCodes,
  };
}

/**
 * The welcome codes in one pass. A welcome code is good for one order, so any use is its use; it is
 * open while neither used nor expired, so issued - used - active are the ones that expired unused.
 */
async function newsletterCodesSummary(db: DbOrTx, now: Date): Promise<NewsletterCodesSummary> {
  const used = gt(promotions.usedCount, 0);
  const open = and(eq(promotions.usedCount, 0), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));
  const [row] = await db
    .select({
      issued: count(),
      used: sql<number>`count(*) filter (where ${used})`,
      active: sql<number>`count(*) filter (where ${open})`,
    })
    .from(promotions)
    .where(eq(promotions.source, 'newsletter'));
  return { issued: Number(row?.issued ?? 0), used: Number(row?.used ?? 0), active: Number(row?.active ?? 0) };
}

export async function promotionForAdmin(db: DbOrTx, id: number, now = new Date()): Promise<AdminPromotion> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw notFound();
  const usage = await usageOf(db, [id]);
  return toAdminPromotion(row, usage.get(id) ?? NO_USE, now);
}

/** A scope may only name products and categories that exist (a typo would silently match nothing). */
async function assertScopeExists(db: DbOrTx, input: AdminPromotionInput): Promise<void> {
  const missing = async (table: typeof products | typeof categories, ids: number[]) => {
    if (ids.length === 0) return [];
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  };
  const [unknownProducts, unknownCategories] = await Promise.all([
    missing(products, input.product_ids),
    missing(categories, input.category_ids),
  ]);
  if (unknownProducts.length > 0) {
    throw new BadRequest(
      `Unknown product id(s): ${unknownProducts.join(', ')}`,
      undefined,
      'UNKNOWN_PRODUCT',
    );
  }
  if (unknownCategories.length > 0) {
    throw new BadRequest(
      `Unknown category id(s): ${unknownCategories.join(', ')}`,
      undefined,
      'UNKNOWN_CATEGORY',
    );
  }
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        sql`upper(${promotions.code}) = upper(${code})`,
        exceptId === undefined ? undefined : ne(promotions.id, exceptId),
      ),
    );
  if (taken) throw codeTaken(code);
}

const codeTaken = (code: string) =>
  new Conflict(`The code ${code} is already used by another promotion`, undefined, 'PROMOTION_CODE_TAKEN');

function columnsOf(input: AdminPromotionInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    type: input.type,
    // Percent for percentage codes, centavos for fixed ones, 0 for free shipping (schema/promotions.ts).
    value:
      input.type === 'fixed'
        ? pesosToCentavos(input.value ?? 0)
        : input.type === 'percentage'
          ? (input.value ?? 0)
          : 0,
    minOrderCentavos: pesosToCentavos(input.min_order),
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    totalLimit: input.total_limit,
    perCustomerLimit: input.per_customer_limit,
    productIds: input.product_ids.length > 0 ? input.product_ids : null,
    categoryIds: input.category_ids.length > 0 ? input.category_ids : null,
  };
}

/** POST /admin/promotions: a new code, live at once (within its window). */
export async function addPromotion(db: DbOrTx, input: AdminPromotionInput): Promise<AdminPromotion> {
  await assertScopeExists(db, input);
  await assertCodeFree(db, input.code);
  try {
    const [row] = await db.insert(promotions).values(columnsOf(input)).returning();
    return toAdminPromotion(row!, NO_USE, new Date());
  } catch (error) {
    // Two owners saving the same code at once: the unique index decides.
    if (isUniqueRefusal(error)) throw codeTaken(input.code);
    throw error;
  }
}

/**
 * PUT /admin/promotions/:id: the whole promotion. Once used, its code stays (past orders show it) and
 * its total limit cannot drop below the uses already counted.
 */
export async function updatePromotion(
  db: DbOrTx,
  id: number,
  input: AdminPromotionInput,
): Promise<AdminPromotion> {
  await assertScopeExists(db, input);
  try {
    return await db.transaction(async (tx) => {
      // Locked like checkout locks it, so the used count read here is the one the limit is set against.
      const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      if (!current) throw notFound();
      const used = current.usedCount > 0 || (await redemptionCount(tx, id)) > 0;
      if (used && current.code.toUpperCase() !== input.code) {
        throw new Conflict(
          `${current.code} was already used in orders, so its code cannot change. Create a new promotion instead.`,
          undefined,
          'PROMOTION_USED',
        );
      }
      if (input.total_limit !== null && input.total_limit < current.usedCount) {
        throw new Conflict(
          `${current.code} was already used ${current.usedCount} times: the total limit cannot be lower than that.`,
          undefined,
          'PROMOTION_LIMIT_BELOW_USE',
        );
      }
      await assertCodeFree(tx, input.code, id);
      const [row] = await tx
        .update(promotions)
        .set(columnsOf(input))
        .where(eq(promotions.id, id))
        .returning();
      const usage = await usageOf(tx, [id]);
      return toAdminPromotion(row!, usage.get(id) ?? NO_USE, new Date());
    });
  } catch (error) {
    if (isUniqueRefusal(error)) throw codeTaken(input.code);
    throw error;
  }
}

async function redemptionCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, id));
  return Number(row?.value ?? 0);
}

/** POST /admin/promotions/:id/pause and /resume: a paused code is refused at checkout as invalid. */
export async function setPromotionStatus(
  db: DbOrTx,
  id: number,
  status: 'active' | 'paused',
): Promise<AdminPromotion> {
  const [row] = await db.update(promotions).set({ status }).where(eq(promotions.id, id)).returning();
  if (!row) throw notFound();
  return promotionForAdmin(db, id);
}

/**
 * DELETE /admin/promotions/:id, only for a code never used: orders and redemptions point at a used one,
 * so it is paused instead. The row is locked as checkout locks it, so no order can redeem it meanwhile.
 */
export async function deletePromotion(db: DbOrTx, id: number): Promise<{ code: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!current) throw notFound();
    const redemptions = await redemptionCount(tx, id);
    if (current.usedCount > 0 || redemptions > 0) {
      const uses = Math.max(current.usedCount, redemptions);
      throw new Conflict(
        `${current.code} was used in ${uses} ${uses === 1 ? 'order' : 'orders'} and cannot be deleted. Pause it instead.`,
        undefined,
        'PROMOTION_USED',
      );
    }
    await tx.delete(promotions).where(eq(promotions.id, id));
    return { code: current.code };
  });
}
