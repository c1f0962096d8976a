import type { DbOrTx } from '../client.ts';
import { type PromotionType, promotions } from '../schema/index.ts';

let sequence = 0;

export interface PromotionInput {
  code?: string;
  name?: string;
  description?: string;
  type?: PromotionType;
  /** Percent for percentage codes, pesos for fixed ones. */
  value?: number;
  minOrder?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
  status?: 'active' | 'paused';
  productIds?: number[] | null;
  categoryIds?: number[] | null;
}

export async function createPromotion(db: DbOrTx, input: PromotionInput = {}) {
  const n = ++sequence;
  const type = input.type ?? 'percentage';
  const [row] = await db
    .insert(promotions)
    .values({
      code: input.code ?? `PROMO${n}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      name: input.name ?? `Promotion ${n}`,
      description: input.description ?? '',
      type,
      value: type === 'fixed' ? Math.round((input.value ?? 100) * 100) : (input.value ?? 10),
      minOrderCentavos: Math.round((input.minOrder ?? 0) * 100),
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      totalLimit: input.totalLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      status: input.status ?? 'active',
      productIds: input.productIds ?? null,
      categoryIds: input.categoryIds ?? null,
    })
    .returning();
  return row!;
}
