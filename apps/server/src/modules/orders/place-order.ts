import { applyPercentDiscount, isFlashDealActive } from '@fengshui/shared/discount';
import { centavosToPesos, pesosToCentavos } from '@fengshui/shared/money';
import { ORDER_MESSAGES, type OrderCreateInput } from '@fengshui/shared/orders';
import { normalisePromotionCode } from '@fengshui/shared/promotions';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { outerColumn } from '../../db/outer-column.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  products,
  productVariants,
  shippingAddresses,
} from '../../db/schema/index.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import type { CourierProvider } from '../../integrations/ninjavan/types.ts';
import { orderedLinesRemoval } from '../cart/index.ts';
import { reserveStock } from '../catalog/index.ts';
import { notificationInsert, pushNotification } from '../notifications/index.ts';
import { recordRedemption, redeemPromotion } from '../promotions/index.ts';
import { queueOrderText } from '../sms/index.ts';
import { nextOrderCode } from './order-code.ts';
import { type ConfirmEffects, enqueueOrderConfirmed } from './order-flows.ts';
import {
  attachOrder,
  claimKey,
  KeyAlreadyUsed,
  orderOfKey,
  type PlacedOrder,
  requestHash,
} from './order-request-keys.ts';

interface Customer {
  id: number;
  email: string;
}

interface PricedLine {
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
}

/** Duplicate lines of one product and variant become one, so stock is reserved once for their sum. */
function mergeLines(items: OrderCreateInput['items']) {
  const merged = new Map<
    string,
    { productId: number; variantId: number | null; quantity: number; price: number }
  >();
  for (const item of items) {
    const key = `${item.product_id}:${item.variant_id ?? 0}`;
    const current = merged.get(key);
    merged.set(key, {
      productId: item.product_id,
      variantId: item.variant_id ?? null,
      quantity: (current?.quantity ?? 0) + item.quantity,
      price: item.price,
    });
  }
  return [...merged.values()];
}

async function shippingAddressOf(db: DbOrTx, userId: number, addressId: number | undefined) {
  const [address] = await db
    .select()
    .from(shippingAddresses)
    .where(
      addressId === undefined
        ? and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true))
        : and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, addressId)),
    );
  if (!address) {
    if (addressId !== undefined) throw new NotFound('Shipping address not found');
    throw new BadRequest(ORDER_MESSAGES.addressRequired, undefined, 'ADDRESS_REQUIRED');
  }
  return address;
}

/** Today's price of a line (flash deal included), read just before the order's transaction. */
async function priceLine(
  tx: DbOrTx,
  line: ReturnType<typeof mergeLines>[number],
  now: Date,
): Promise<PricedLine> {
  const [row] = await tx
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
      imageKey: sql<string | null>`(select i.storage_key from product_images i
        where i.product_id = ${outerColumn(products.id)} order by i.position, i.id limit 1)`,
    })
    .from(products)
    .where(and(eq(products.id, line.productId), eq(products.status, 'active')));
  if (!row) throw new NotFound(`Product ${line.productId} is no longer available`, 'PRODUCT_NOT_FOUND');
  let basePrice = row.priceCentavos;
  let sku: string | null = null;
  let attributes: Record<string, string> | null = null;
  let imageKey = row.imageKey;
  if (row.hasVariants) {
    if (line.variantId === null)
      throw new BadRequest(`Please choose the options of ${row.name}`, undefined, 'VARIANT_REQUIRED');
    const [variant] = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId)));
    if (!variant)
      throw new NotFound(`The chosen option of ${row.name} is no longer available`, 'VARIANT_NOT_FOUND');
    basePrice = variant.priceCentavos;
    sku = variant.sku;
    attributes = variant.attributes;
    imageKey = variant.imageKey ?? imageKey;
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
  };
}

export interface PlaceOrderDeps extends ConfirmEffects {
  db: Database;
  courier: CourierProvider;
}

/**
 * The place flow (docs/orders-and-delivery.md#order-flows): today's prices read (a changed price is
 * reported, not charged), then in one transaction: stock reserved (the transaction's last step),
 * shipping from the courier's card, the order, its items, its first status and payment record
 * written, the promotion redeemed within its limits, the ordered lines taken out of the cart, and for
 * cash on delivery the confirm flow's jobs. All or nothing. With an Idempotency-Key the key is kept in the same transaction, so a retry after a
 * lost answer finds the order instead of placing a second one.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  customer: Customer,
  input: OrderCreateInput,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const { db } = deps;
  const hash = requestHash(input);
  if (idempotencyKey) {
    const earlier = await orderOfKey(db, customer.id, idempotencyKey, hash, new Date());
    if (earlier) return earlier;
  }
  try {
    return await placeNewOrder(deps, customer, input, idempotencyKey ? { key: idempotencyKey, hash } : null);
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed) || !idempotencyKey) throw error;
    const earlier = await orderOfKey(db, customer.id, idempotencyKey, hash, new Date());
    if (earlier) return earlier;
    throw new Conflict(ORDER_MESSAGES.keyInProgress, undefined, 'IDEMPOTENCY_IN_PROGRESS');
  }
}

async function placeNewOrder(
  deps: PlaceOrderDeps,
  customer: Customer,
  input: OrderCreateInput,
  keyed: { key: string; hash: string } | null,
): Promise<PlacedOrder> {
  const { db, courier } = deps;
  const address = await shippingAddressOf(db, customer.id, input.shipping_address_id);
  const serviceability = await courier.checkServiceability({
    regionCode: address.regionId,
    provinceCode: address.provinceId,
    cityCode: address.cityId,
    barangayCode: address.barangayId,
  });
  if (!serviceability.serviceable)
    throw new BadRequest(ORDER_MESSAGES.notServiceable, undefined, 'NOT_SERVICEABLE');
  const lines = mergeLines(input.items);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const estimate = await courier.estimateShipping({ regionCode: address.regionId, itemCount });
  const now = new Date();
  // Taken before the transaction: inside it, the day's counter row stayed locked until the commit and
  // every order of the shop waited for the one before it (docs/decisions/008-api-performance.md). A
  // refused order leaves a gap in the day's numbers; codes stay unique.
  const orderCode = await nextOrderCode(db, now);
  // Prices are read before the transaction: inside it they would see nothing more (read committed
  // takes no lock on the product either), and on PGlite, whose one backend serves one transaction at
  // a time, every statement inside an order holds up every other request for a round trip
  // (docs/decisions/008-api-performance.md).
  const priced: PricedLine[] = [];
  for (const line of lines) priced.push(await priceLine(db, line, now));
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
  if (changes.length > 0) throw new Conflict(ORDER_MESSAGES.priceChanged, changes, 'PRICE_CHANGED');

  return db.transaction(async (tx) => {
    if (keyed) await claimKey(tx, customer.id, keyed.key, keyed.hash, now);
    const subtotal = priced.reduce((sum, line) => sum + line.unitCentavos * line.quantity, 0);
    // docs/checkout-and-payment.md#messages: the 250-peso standard rate when the courier cannot price the place.
    const fee = priced.every((line) => line.freeShipping) ? 0 : pesosToCentavos(estimate?.fee ?? 250);
    const voucher = input.voucher_code ? normalisePromotionCode(input.voucher_code) : null;
    const redemption = voucher
      ? await redeemPromotion(
          tx,
          customer.id,
          voucher,
          priced.map((line) => ({
            productId: line.productId,
            categoryId: line.categoryId,
            amountCentavos: line.unitCentavos * line.quantity,
          })),
          fee,
          now,
        )
      : null;
    const productDiscount = redemption?.discount.productDiscountCentavos ?? 0;
    const shippingDiscount = redemption?.discount.shippingDiscountCentavos ?? 0;
    const cod = input.payment_method === 'cod';
    const [order] = await tx
      .insert(orders)
      .values({
        orderCode,
        userId: customer.id,
        status: cod ? 'processing' : 'pending_payment',
        paymentMethod: input.payment_method,
        paymentStatus: cod ? 'cod_pending' : 'pending',
        subtotalCentavos: subtotal,
        shippingFeeCentavos: fee,
        productDiscountCentavos: productDiscount,
        shippingDiscountCentavos: shippingDiscount,
        totalCentavos: Math.max(0, subtotal + fee - productDiscount - shippingDiscount),
        voucherCode: redemption?.code ?? null,
        recipientName: input.shipping_details.name,
        phone: input.shipping_details.phone,
        email: input.shipping_details.email ?? customer.email,
        shippingAddress: {
          house_number: address.houseNumber,
          building: address.building ?? '',
          street_name: address.streetName,
          barangay: address.barangay,
          city: address.city,
          province: address.province,
          region: address.region,
          postcode: address.postcode,
          region_id: address.regionId,
          province_id: address.provinceId,
          city_id: address.cityId,
          barangay_id: address.barangayId,
          country: address.country,
        },
        weightGrams: Math.round((estimate?.weightKg ?? Math.max(1, itemCount * 0.5)) * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const items = priced.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      productCode: line.productCode,
      sku: line.sku,
      variantAttributes: line.attributes,
      imageKey: line.imageKey,
      unitPriceCentavos: line.unitCentavos,
      quantity: line.quantity,
    }));
    if (redemption) await recordRedemption(tx, redemption.promotionId, customer.id, order!.id);
    // The order's other rows in one statement: each statement is a round trip to the database while the
    // transaction is open, and on a busy machine the round trips, not the writes, were the order's cost
    // (docs/decisions/008-api-performance.md).
    const placed = {
      title: 'Order placed',
      message: cod
        ? `Thank you! Order ${orderCode} is placed. Please prepare the cash for the courier.`
        : `Order ${orderCode} is placed and awaits your payment.`,
      link: `/account/orders/${order!.id}`,
    };
    const writes = [
      tx.insert(orderItems).values(items),
      tx
        .insert(orderStatusHistory)
        .values({ orderId: order!.id, status: order!.status, actor: `customer:${customer.id}` }),
      tx.insert(payments).values({
        orderId: order!.id,
        method: input.payment_method,
        status: order!.paymentStatus,
        amountCentavos: order!.totalCentavos,
        txnId: `${orderCode}-1`,
      }),
      notificationInsert(tx, customer.id, placed),
      // The ordered lines leave the cart.
      orderedLinesRemoval(tx, customer.id, priced),
    ];
    await tx.execute(
      sql`with ${sql.join(
        // Drizzle puts an embedded statement in parentheses itself.
        writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as ${write}`),
        sql`, `,
      )} select 1`,
    );
    await pushNotification(tx, customer.id, placed);
    if (keyed) await attachOrder(tx, customer.id, keyed.key, order!.id);
    if (cod) await enqueueOrderConfirmed(tx, deps, order!.id, { order: order!, items });
    if (cod) await queueOrderText(tx, order!, 'order_placed');
    // Stock last: its row lock is held until the commit, and every order of a product waits for it,
    // so it is taken when nothing but the commit is left (docs/decisions/008-api-performance.md).
    // Refused, it still rolls back everything above.
    for (const line of priced) await reserveStock(tx, line);
    return { order: order!, itemCount, replayed: false };
  });
}
