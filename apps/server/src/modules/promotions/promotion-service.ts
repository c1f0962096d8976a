import { pesosToCentavos } from '@fengshui/shared/money';
import { PROMOTION_MESSAGES, type PromotionValidateInput } from '@fengshui/shared/promotions';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, promotionRedemptions, promotions, users } from '../../db/schema/index.ts';
import { AppError } from '../../domain/errors.ts';
import {
  evaluatePromotion,
  type PromotionDiscount,
  type PromotionLine,
  type PromotionRow,
} from './promotion-rules.ts';

const refuse = (message: string) =>
  new AppError('invalid', 'INVALID_PROMOTION', message, undefined, { valid: false });

async function findPromotion(
  db: DbOrTx,
  code: string,
  forUpdate: boolean,
): Promise<PromotionRow | undefined> {
  const query = db.select().from(promotions).where(sql`upper(${promotions.code}) = upper(${code})`);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

async function assertUsageLeft(db: DbOrTx, promotion: PromotionRow, userId: number): Promise<void> {
  if (promotion.onlyForEmail !== null) {
    // docs/content.md#newsletter: a welcome code is the subscriber's; to anyone else it is no code at all.
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email.toLowerCase() !== promotion.onlyForEmail.toLowerCase())
      throw refuse(PROMOTION_MESSAGES.invalid);
  }
  if (promotion.totalLimit !== null && promotion.usedCount >= promotion.totalLimit)
    throw refuse(PROMOTION_MESSAGES.usedUp);
  if (promotion.perCustomerLimit !== null) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(promotionRedemptions)
      .where(
        and(eq(promotionRedemptions.promotionId, promotion.id), eq(promotionRedemptions.userId, userId)),
      );
    if (Number(row?.count ?? 0) >= promotion.perCustomerLimit) throw refuse(PROMOTION_MESSAGES.usedByYou);
  }
}

/** POST /promotions/validate: what a code would take off the order being checked out. */
export async function previewPromotion(db: DbOrTx, userId: number, input: PromotionValidateInput) {
  const promotion = await findPromotion(db, input.code, false);
  const productIds = [...new Set(input.items.map((item) => item.product_id))];
  const categories = productIds.length
    ? await db
        .select({ id: products.id, categoryId: products.categoryId })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const lines: PromotionLine[] = input.items.length
    ? input.items.map((item) => ({
        productId: item.product_id,
        categoryId: categories.find((row) => row.id === item.product_id)?.categoryId ?? null,
        amountCentavos: pesosToCentavos(item.price * item.quantity),
      }))
    : [{ productId: 0, categoryId: null, amountCentavos: pesosToCentavos(input.order_amount) }];
  const discount = evaluatePromotion(promotion, lines, pesosToCentavos(input.shipping_fee), new Date());
  await assertUsageLeft(db, promotion!, userId);
  return { promotion: promotion!, discount };
}

/**
 * Redemption inside the order's transaction: the promotion row is locked, the limits are checked and
 * the use is counted with a conditional update, so a code limited to 3 uses is redeemed 3 times
 * however many orders arrive at once.
 */
export async function redeemPromotion(
  tx: DbOrTx,
  userId: number,
  code: string,
  lines: readonly PromotionLine[],
  shippingFeeCentavos: number,
  now: Date,
): Promise<{ promotionId: number; code: string; discount: PromotionDiscount }> {
  const promotion = await findPromotion(tx, code, true);
  const discount = evaluatePromotion(promotion, lines, shippingFeeCentavos, now);
  await assertUsageLeft(tx, promotion!, userId);
  const counted = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotion!.id),
        or(isNull(promotions.totalLimit), lt(promotions.usedCount, promotions.totalLimit)),
      ),
    )
    .returning({ id: promotions.id });
  if (counted.length === 0) throw refuse(PROMOTION_MESSAGES.usedUp);
  return { promotionId: promotion!.id, code: promotion!.code, discount };
}

/**
 * The redemption's row, not yet run: the order placing it sends it within the statement that writes the
 * order (db/statement-parts.ts).
 */
export function redemptionInsert(tx: DbOrTx, promotionId: number, userId: number, orderId: number) {
  return tx.insert(promotionRedemptions).values({ promotionId, userId, orderId });
}
