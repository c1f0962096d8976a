import type { DbOrTx } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';

export type NewPromotion = typeof promotions.$inferInsert;

/**
 * Inserts a promotion unless its code is already taken: the code, or null when taken. `on conflict do
 * nothing` keeps the caller's transaction alive (an error would abort it), so the caller may draw
 * another code and try again.
 */
export async function insertPromotionUnlessTaken(tx: DbOrTx, values: NewPromotion): Promise<string | null> {
  const [row] = await tx
    .insert(promotions)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: promotions.code });
  return row?.code ?? null;
}
