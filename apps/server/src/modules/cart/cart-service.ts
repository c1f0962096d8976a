import {
  type AddToCartInput,
  CART_MESSAGES,
  type CartLine,
  type MergeCartInput,
} from '@fengshui/shared/cart';
import { mergeSameLines } from '@fengshui/shared/cart-rules';
import { CART_QUANTITY_MAX } from '@fengshui/shared/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { prepared, preparedSql } from '../../db/prepared.ts';
import { quickCommit, quickCommitTransaction } from '../../db/quick-commit.ts';
import { cartItems, products, productVariants } from '../../db/schema/index.ts';
import { AppError, BadRequest, NotFound } from '../../domain/errors.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { cartRowColumns, cartRowJoins, type RawCartRow, toCartLines, toCartRow } from './cart-read.ts';
import { WriteBatcher } from './write-batcher.ts';

interface Purchasable {
  productId: number;
  variantId: number | null;
  name: string;
  stock: number;
}

/** The product (and variant) a line would hold, with the stock that bounds its quantity. */
async function findPurchasable(
  db: DbOrTx,
  productId: number,
  variantId: number | null | undefined,
): Promise<Purchasable> {
  const [product] = await prepared(db, 'cart_product', (on) =>
    on
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        hasVariants: products.hasVariants,
      })
      .from(products)
      .where(and(eq(products.id, sql.placeholder('productId')), eq(products.status, 'active')))
      .prepare('cart_product'),
  ).execute({ productId });
  if (!product) throw new NotFound(CART_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  if (!product.hasVariants) {
    if (variantId != null) throw new NotFound(CART_MESSAGES.variantNotFound, 'VARIANT_NOT_FOUND');
    return { productId, variantId: null, name: product.name, stock: product.stock };
  }
  if (variantId == null) throw new BadRequest(CART_MESSAGES.variantRequired, undefined, 'VARIANT_REQUIRED');
  const [variant] = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw new NotFound(CART_MESSAGES.variantNotFound, 'VARIANT_NOT_FOUND');
  return { productId, variantId, name: product.name, stock: variant.stock };
}

/** The row of a cart line; variant_key 0 stands for "no variant", so the line's unique index holds. */
const lineValues = (userId: number, item: Purchasable, quantity: number) => ({
  userId,
  productId: item.productId,
  variantId: item.variantId,
  variantKey: item.variantId ?? 0,
  quantity,
});

const lineLimit = (stock: number) => Math.min(Math.max(stock, 0), CART_QUANTITY_MAX);

interface AddRow extends RawCartRow {
  /** Which add of the batch the row answers, from 1. */
  n: number;
  /** Null when the product is not found (or not active). */
  hasVariants: boolean | null;
  foundVariantId: number | null;
  lineLimit: number | null;
  saved: boolean;
}

const value = (name: string) => sql.placeholder(name);

/**
 * `addToCart`'s one statement for a batch of adds, prepared once per connection (db/prepared.ts):
 * each add is checked and upserted on its own, and gets back the cart of its customer after it. A
 * batch holds at most one add per customer (`cartAdds`), so no line is upserted twice (PostgreSQL
 * refuses that) and a customer's cart after the batch is the cart after that add. The lines are
 * written in the order of their key, so two batches at once (two instances) lock them in the same
 * order. The adds come as arrays, each behind a sub-select so that the planner cannot count them:
 * every batch is then estimated alike (10 adds) and PostgreSQL keeps one generic plan, with index
 * lookups, for every size. Counted, a small batch was planned anew each time (longer than running
 * it); as JSON (estimated at 100 rows) the plan read every product to price the carts.
 */
const addStatement = sql`with adds as (
    select * from unnest((select ${value('userIds')}::int[]), (select ${value('productIds')}::int[]),
      (select ${value('variantIds')}::int[]), (select ${value('quantities')}::int[]))
      with ordinality as a(user_id, product_id, variant_id, quantity, n)
  ), item as (
    select a.n, a.user_id, a.product_id, a.quantity, p.has_variants as "hasVariants", v.id as "variantId",
      coalesce(v.id, 0) as variant_key,
      case when p.has_variants then v.id is not null else a.variant_id is null end as "rightVariant",
      least(greatest(case when p.has_variants then v.stock else p.stock end, 0), ${CART_QUANTITY_MAX}::int)
        as "lineLimit"
    from adds a
    join products p on p.id = a.product_id and p.status = 'active'
    left join product_variants v on v.id = a.variant_id and v.product_id = p.id
  ), saved as (
    insert into cart_items (user_id, product_id, variant_id, variant_key, quantity)
    select item.user_id, item.product_id, item."variantId", item.variant_key, item.quantity
    from item
    where ${quickCommit()} and item."rightVariant" and item.quantity <= item."lineLimit"
    order by item.user_id, item.product_id, item.variant_key
    on conflict (user_id, product_id, variant_key) do update
      set quantity = cart_items.quantity + excluded.quantity, selected = true, updated_at = now()
      where cart_items.quantity + excluded.quantity <= (select l."lineLimit" from item l
        where l.user_id = excluded.user_id and l.product_id = excluded.product_id
          and l.variant_key = excluded.variant_key)
    returning id, user_id, product_id, variant_id, variant_key, quantity, selected, created_at
  )
  -- The statement sees the carts as they were before it: each saved line replaces its old self.
  select a.n::int as n, item."hasVariants", item."variantId" as "foundVariantId", item."lineLimit",
    s.id is not null as saved, ${cartRowColumns}
  from adds a
  left join item on item.n = a.n
  left join saved s on s.user_id = item.user_id and s.product_id = item.product_id
    and s.variant_key = item.variant_key
  left join ((
    select user_id, id, product_id, variant_id, quantity, selected, created_at from cart_items c
    where c.user_id in (select user_id from saved) and not exists (select 1 from saved where saved.id = c.id)
    union all
    select user_id, id, product_id, variant_id, quantity, selected, created_at from saved
  ) ci ${cartRowJoins}) on ci.user_id = s.user_id
  order by a.n, ci.created_at, ci.id`;

interface CartAdd {
  userId: number;
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** Writes a batch of adds in one statement: the rows answering each add, in the adds' order. */
async function writeAdds(db: DbOrTx, adds: CartAdd[]): Promise<AddRow[][]> {
  const rows = await preparedSql<AddRow>(db, 'cart_adds', addStatement).execute({
    userIds: adds.map((add) => add.userId),
    productIds: adds.map((add) => add.productId),
    variantIds: adds.map((add) => add.variantId),
    quantities: adds.map((add) => add.quantity),
  });
  const answers = adds.map((): AddRow[] => []);
  for (const row of rows) answers[row.n - 1]?.push(row);
  return answers;
}

// At most this many adds in one statement: beyond it the next batch waits for this one.
const MAX_ADDS_PER_STATEMENT = 100;
const batchers = new WeakMap<object, WriteBatcher<CartAdd, AddRow[]>>();

/**
 * The adds of `db`, written together (write-batcher.ts), at most one of each customer's in a batch.
 * Inside a transaction an add is written alone: no other request's add may join someone's transaction.
 */
function cartAdds(db: DbOrTx, add: CartAdd): Promise<AddRow[]> {
  if (db instanceof PgTransaction) return writeAdds(db, [add]).then(([rows]) => rows!);
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new WriteBatcher({
      write: (adds) => writeAdds(db, adds),
      key: (queued) => queued.userId,
      maxBatch: MAX_ADDS_PER_STATEMENT,
    });
    batchers.set(db, batcher);
  }
  return batcher.write(add);
}

/**
 * Adds to the one line of this product and variant, and answers with the cart after it: one
 * statement, shared with the adds of other customers that arrive meanwhile, so an add costs a share
 * of one round trip to the database and of one commit that does not wait for the disk
 * (docs/decisions/008-api-performance.md#ninth-pass-adds-written-together). The product and variant
 * are checked, and the sum against the stock, inside the upsert itself, so two adds at once can
 * neither make two lines nor pass the stock together; each add is refused or written on its own. The
 * statement's commit is quick (`quickCommit`): a line added in the last fraction of a second before a
 * database crash may be lost, as a shopper would see it, and never half written.
 */
export async function addToCart(
  db: DbOrTx,
  storage: MediaStorage,
  userId: number,
  input: AddToCartInput,
): Promise<CartLine[]> {
  const variantId = input.variant_id ?? null;
  const rows = await cartAdds(db, {
    userId,
    productId: input.product_id,
    variantId,
    quantity: input.quantity,
  });
  const [item] = rows;
  if (!item || item.hasVariants === null)
    throw new NotFound(CART_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  if (!item.hasVariants && variantId !== null)
    throw new NotFound(CART_MESSAGES.variantNotFound, 'VARIANT_NOT_FOUND');
  if (item.hasVariants && variantId === null)
    throw new BadRequest(CART_MESSAGES.variantRequired, undefined, 'VARIANT_REQUIRED');
  if (item.hasVariants && item.foundVariantId === null)
    throw new NotFound(CART_MESSAGES.variantNotFound, 'VARIANT_NOT_FOUND');
  const limit = item.lineLimit ?? 0;
  if (limit <= 0) throw new BadRequest(CART_MESSAGES.outOfStock, undefined, 'OUT_OF_STOCK');
  if (!item.saved)
    throw limit >= CART_QUANTITY_MAX
      ? new BadRequest(CART_MESSAGES.lineLimit, { available: limit }, 'CART_LINE_LIMIT')
      : new BadRequest(CART_MESSAGES.notEnoughStock, { available: limit }, 'NOT_ENOUGH_STOCK');
  return toCartLines(
    rows.map(({ n, hasVariants, foundVariantId, lineLimit, saved, ...line }) => toCartRow(line)),
    storage,
  );
}

async function findLine(db: DbOrTx, userId: number, cartId: number) {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)));
  // Another customer's line is simply not found.
  if (!line) throw new NotFound(CART_MESSAGES.lineNotFound, 'CART_LINE_NOT_FOUND');
  return line;
}

export async function updateQuantity(
  db: DbOrTx,
  userId: number,
  cartId: number,
  quantity: number,
): Promise<void> {
  const line = await findLine(db, userId, cartId);
  const item = await findPurchasable(db, line.productId, line.variantId);
  if (quantity > lineLimit(item.stock)) {
    throw new BadRequest(
      CART_MESSAGES.notEnoughStock,
      { available: lineLimit(item.stock) },
      'NOT_ENOUGH_STOCK',
    );
  }
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, line.id), quickCommit()));
}

export async function removeLine(db: DbOrTx, userId: number, cartId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId), quickCommit()))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new NotFound(CART_MESSAGES.lineNotFound, 'CART_LINE_NOT_FOUND');
}

/** Delete Selected: lines that are not the customer's are left alone, never revealed. */
export async function removeLines(db: DbOrTx, userId: number, cartIds: number[]): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds), quickCommit()));
}

export async function clearCart(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), quickCommit()));
}

export async function setLineSelected(
  db: DbOrTx,
  userId: number,
  cartId: number,
  selected: boolean,
): Promise<void> {
  const line = await findLine(db, userId, cartId);
  await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.id, line.id), quickCommit()));
}

export async function setAllSelected(db: DbOrTx, userId: number, selected: boolean): Promise<void> {
  await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.userId, userId), quickCommit()));
}

export interface MergeAdjustment {
  product_id: number;
  variant_id: number | null;
  name: string | null;
  requested: number;
  added: number;
}

/**
 * docs/cart.md#merge-on-sign-in: each guest line is added to the server cart after sign-in; quantities are summed
 * and capped at the stock (and 99), and every line not added in full is reported.
 */
export async function mergeGuestCart(
  db: DbOrTx,
  userId: number,
  input: MergeCartInput,
): Promise<MergeAdjustment[]> {
  const requested = mergeSameLines(input.items).map((line) => ({
    productId: line.product_id,
    variantId: line.variant_id ?? null,
    quantity: line.quantity,
  }));
  const adjustments: MergeAdjustment[] = [];
  await db.transaction(async (tx) => {
    await quickCommitTransaction(tx);
    for (const line of requested) {
      let item: Purchasable;
      try {
        item = await findPurchasable(tx, line.productId, line.variantId);
      } catch (error) {
        // Only "this product or option is gone" makes a line not added; a database failure fails the merge.
        if (!(error instanceof AppError) || error.kind === 'outside-system-failed') throw error;
        adjustments.push({
          product_id: line.productId,
          variant_id: line.variantId,
          name: null,
          requested: line.quantity,
          added: 0,
        });
        continue;
      }
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.productId, item.productId),
            eq(cartItems.variantKey, item.variantId ?? 0),
          ),
        )
        .for('update');
      const have = existing?.quantity ?? 0;
      const target = Math.max(have, Math.min(have + line.quantity, lineLimit(item.stock)));
      const added = target - have;
      if (added < line.quantity) {
        adjustments.push({
          product_id: item.productId,
          variant_id: item.variantId,
          name: item.name,
          requested: line.quantity,
          added,
        });
      }
      if (added === 0) continue;
      await tx
        .insert(cartItems)
        .values(lineValues(userId, item, target))
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.variantKey],
          set: { quantity: target, selected: true, updatedAt: new Date() },
        });
    }
  });
  return adjustments;
}
