import { mergeSameLines } from '@fengshui/shared/cart-rules';
import { applyPercentDiscount, isFlashDealActive } from '@fengshui/shared/discount';
import { centavosToPesos, pesosToCentavos } from '@fengshui/shared/money';
import { ORDER_MESSAGES, type OrderCreateInput } from '@fengshui/shared/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import { firstPictureKey, stockRefusal } from '../catalog/index.ts';

// The lines of an order being placed: merged, priced at today's prices (a statement of fixed text,
// prepared once per connection, db/prepared.ts), and checked against what the customer saw.

/** A line as the customer asked for it: `price` is the unit price in pesos they saw. */
export interface MergedLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  price: number;
}

export interface PricedLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: string;
  productCode: string;
  sku: string | null;
  attributes: Record<string, string> | null;
  imageKey: string | null;
  unitCentavos: number;
  freeShipping: boolean;
  categoryId: number;
  /** The product's (or variant's) stock when the price was read, before the transaction. */
  stockSeen: number;
}

/** Duplicate lines of one product and variant become one, so stock is reserved once for their sum. */
export function mergeLines(items: OrderCreateInput['items']): MergedLine[] {
  return mergeSameLines(items).map((item) => ({
    productId: item.product_id,
    variantId: item.variant_id ?? null,
    quantity: item.quantity,
    price: item.price,
  }));
}

/** Today's price of a line (flash deal included), read just before the order's transaction. */
export async function priceLine(tx: DbOrTx, line: MergedLine, now: Date): Promise<PricedLine> {
  const [row] = await prepared(tx, 'order_line_product', (on) =>
    on
      .select({
        name: products.name,
        productCode: products.productCode,
        hasVariants: products.hasVariants,
        priceCentavos: products.priceCentavos,
        isFlashDeal: products.isFlashDeal,
        flashDealEnd: products.flashDealEnd,
        discount: products.discountPercentage,
        freeShipping: products.freeShipping,
        categoryId: products.categoryId,
        stock: products.stock,
        imageKey: firstPictureKey(products.id),
      })
      .from(products)
      .where(and(eq(products.id, sql.placeholder('productId')), eq(products.status, 'active')))
      .prepare('order_line_product'),
  ).execute({ productId: line.productId });
  if (!row) throw new NotFound(`Product ${line.productId} is no longer available`, 'PRODUCT_NOT_FOUND');
  let basePrice = row.priceCentavos;
  let sku: string | null = null;
  let attributes: Record<string, string> | null = null;
  let imageKey = row.imageKey;
  let stockSeen = row.stock;
  if (row.hasVariants) {
    if (line.variantId === null)
      throw new BadRequest(`Please choose the options of ${row.name}`, undefined, 'VARIANT_REQUIRED');
    const [variant] = await prepared(tx, 'order_line_variant', (on) =>
      on
        .select()
        .from(productVariants)
        .where(
          and(
            eq(productVariants.id, sql.placeholder('variantId')),
            eq(productVariants.productId, sql.placeholder('productId')),
          ),
        )
        .prepare('order_line_variant'),
    ).execute({ variantId: line.variantId, productId: line.productId });
    if (!variant)
      throw new NotFound(`The chosen option of ${row.name} is no longer available`, 'VARIANT_NOT_FOUND');
    basePrice = variant.priceCentavos;
    sku = variant.sku;
    attributes = variant.attributes;
    imageKey = variant.imageKey ?? imageKey;
    stockSeen = variant.stock;
  } else if (line.variantId !== null) {
    throw new NotFound(`The chosen option of ${row.name} is no longer available`, 'VARIANT_NOT_FOUND');
  }
  const dealActive = isFlashDealActive(
    { is_flash_deal: row.isFlashDeal, flash_deal_end: row.flashDealEnd?.toISOString() ?? null },
    now,
  );
  const unitCentavos =
    dealActive && row.discount
      ? pesosToCentavos(applyPercentDiscount(centavosToPesos(basePrice), row.discount))
      : basePrice;
  return {
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    name: row.name,
    productCode: row.productCode,
    sku,
    attributes,
    imageKey,
    unitCentavos,
    freeShipping: row.freeShipping,
    categoryId: row.categoryId,
    stockSeen,
  };
}

/**
 * Why the priced lines cannot be ordered, or undefined: a price changed since the customer saw it
 * (all such lines reported, not charged), else a line already short of stock when its price was read.
 * The short line is refused as the stock's update would refuse it, but without a transaction: when the
 * last units go, the orders that come too late write nothing and roll nothing back, each holding
 * PGlite's one backend while it did (docs/decisions/008-api-performance.md, eleventh pass). Stock only
 * falls between that read and the update unless restocked meanwhile; the update stays the guard
 * against overselling.
 */
export function refusalOf(priced: PricedLine[], lines: MergedLine[]): Conflict | undefined {
  const changes = priced
    .map((line, index) => ({ line, seen: pesosToCentavos(lines[index]!.price) }))
    .filter(({ line, seen }) => line.unitCentavos !== seen)
    .map(({ line, seen }) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      name: line.name,
      price_seen: centavosToPesos(seen),
      price_now: centavosToPesos(line.unitCentavos),
    }));
  if (changes.length > 0) return new Conflict(ORDER_MESSAGES.priceChanged, changes, 'PRICE_CHANGED');
  const short = priced.find((line) => line.stockSeen < line.quantity);
  return short ? stockRefusal(short) : undefined;
}
