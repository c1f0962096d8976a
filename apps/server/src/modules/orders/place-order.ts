import { shipsFree } from '@fengshui/shared/cart-rules';
import { pesosToCentavos } from '@fengshui/shared/money';
import { ORDER_MESSAGES, type OrderCreateInput } from '@fengshui/shared/orders';
import { normalisePromotionCode } from '@fengshui/shared/promotions';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { pipelinedTransaction } from '../../db/pipelined-transaction.ts';
import { prepared } from '../../db/prepared.ts';
import { readsTogether } from '../../db/reads-together.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  shippingAddresses,
} from '../../db/schema/index.ts';
import { type StatementPart, statementOf } from '../../db/statement-parts.ts';
import { BadRequest, Conflict, NotFound } from '../../domain/errors.ts';
import { settledInOrder } from '../../domain/settled-in-order.ts';
import type { CourierProvider } from '../../integrations/ninjavan/types.ts';
import { orderedLinesRemoval } from '../cart/index.ts';
import { stockReservation } from '../catalog/index.ts';
import { notificationParts } from '../notifications/index.ts';
import { redeemPromotion, redemptionInsert } from '../promotions/index.ts';
import { orderTextParts, orderTextRecipient } from '../sms/index.ts';
import { nextOrderNumbers } from './order-code.ts';
import { type ConfirmEffects, orderConfirmedParts } from './order-flows.ts';
import { mergeLines, priceLine, refusalOf } from './order-lines.ts';
import {
  KeyAlreadyUsed,
  keyClaim,
  orderAttachment,
  orderOfKey,
  type PlacedOrder,
  requestHash,
} from './order-request-keys.ts';

interface Customer {
  id: number;
  email: string;
}

// A statement of fixed text, prepared once per connection (db/prepared.ts).
async function shippingAddressOf(db: DbOrTx, userId: number, addressId: number | undefined) {
  const [address] =
    addressId === undefined
      ? await prepared(db, 'order_default_address', (on) =>
          on
            .select()
            .from(shippingAddresses)
            .where(
              and(
                eq(shippingAddresses.userId, sql.placeholder('userId')),
                eq(shippingAddresses.isDefault, true),
              ),
            )
            .prepare('order_default_address'),
        ).execute({ userId })
      : await prepared(db, 'order_address', (on) =>
          on
            .select()
            .from(shippingAddresses)
            .where(
              and(
                eq(shippingAddresses.userId, sql.placeholder('userId')),
                eq(shippingAddresses.id, sql.placeholder('addressId')),
              ),
            )
            .prepare('order_address'),
        ).execute({ userId, addressId });
  if (!address) {
    if (addressId !== undefined) throw new NotFound('Shipping address not found');
    throw new BadRequest(ORDER_MESSAGES.addressRequired, undefined, 'ADDRESS_REQUIRED');
  }
  return address;
}

export interface PlaceOrderDeps extends ConfirmEffects {
  db: Database;
  courier: CourierProvider;
}

/**
 * The place flow (docs/orders-and-delivery.md#order-flows): the order's code and id taken and today's
 * prices read (a changed price is reported, not charged), then in one transaction: the promotion
 * redeemed within its limits; the order (shipping from the courier's card), its items, first status,
 * payment record, notice, the ordered lines taken out of the cart and, for cash on delivery, the
 * confirm flow's jobs, all in one statement; stock reserved last. All or nothing. With an
 * Idempotency-Key the key is kept in the same transaction, so a retry after a lost answer finds the
 * order instead of placing a second one.
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
    if (!idempotencyKey) throw error;
    // The same attempt sent twice at once: the first may have committed while this one waited, and
    // then taken what this one was refused for (the welcome code's one use, the last units). Its order
    // is the answer, not the refusal.
    const earlier = await orderOfKey(db, customer.id, idempotencyKey, hash, new Date());
    if (earlier) return earlier;
    if (error instanceof KeyAlreadyUsed)
      throw new Conflict(ORDER_MESSAGES.keyInProgress, undefined, 'IDEMPOTENCY_IN_PROGRESS');
    throw error;
  }
}

async function placeNewOrder(
  deps: PlaceOrderDeps,
  customer: Customer,
  input: OrderCreateInput,
  keyed: { key: string; hash: string } | null,
): Promise<PlacedOrder> {
  const { db, courier } = deps;
  const lines = mergeLines(input.items);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const cod = input.payment_method === 'cod';
  const now = new Date();
  // The address, today's prices and the customer's wish for texts, read together before the
  // transaction (db/reads-together.ts): inside it they would see nothing more (read committed takes
  // no lock on the product either), and on PGlite, whose one backend serves one transaction at a
  // time, every statement inside an order holds up every other request for a round trip
  // (docs/decisions/008-api-performance.md).
  const [address, priced, textTo] = await readsTogether(db, (on) => [
    shippingAddressOf(on, customer.id, input.shipping_address_id),
    settledInOrder(lines.map((line) => priceLine(on, line, now))),
    cod ? orderTextRecipient(on, customer.id) : Promise.resolve(null),
  ]);
  const serviceability = courier.checkServiceability({
    regionCode: address.regionId,
    provinceCode: address.provinceId,
    cityCode: address.cityId,
    barangayCode: address.barangayId,
  });
  const refusal = refusalOf(priced, lines);
  // The order's code and id are taken while the courier's city is checked, once the order's prices
  // and stock let it go ahead: an order refused for them takes no number (in a race for the last
  // units most are). Before the transaction: inside it, the day's counter row stayed locked until the
  // commit and every order of the shop waited for the one before it; with its id known, the order and
  // every row naming it are one statement (docs/decisions/008-api-performance.md). An order refused
  // for its place or in its transaction leaves a gap in the day's numbers and the ids; both stay unique.
  const [served, numbers] = await settledInOrder([
    serviceability,
    refusal ? Promise.resolve(null) : nextOrderNumbers(db, now),
  ]);
  if (!served.serviceable) throw new BadRequest(ORDER_MESSAGES.notServiceable, undefined, 'NOT_SERVICEABLE');
  if (!numbers) throw refusal;
  const estimate = await courier.estimateShipping({ regionCode: address.regionId, itemCount });

  return pipelinedTransaction(db, async (tx) => {
    const subtotal = priced.reduce((sum, line) => sum + line.unitCentavos * line.quantity, 0);
    // docs/checkout-and-payment.md#messages: the 250-peso standard rate when the courier cannot price the place.
    const fee = shipsFree(priced.map((line) => line.freeShipping))
      ? 0
      : pesosToCentavos(estimate?.fee ?? 250);
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
    // Every column, so the order answered is the row written (the type check asks for a new column).
    const order: typeof orders.$inferSelect = {
      id: numbers.id,
      orderCode: numbers.code,
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
      // What the database copies out of the address (schema/orders.ts), so the answer is the row.
      shipRegionId: address.regionId,
      shipProvinceId: address.provinceId,
      shipRegion: address.region || null,
      shipProvince: address.province || null,
      weightGrams: Math.round((estimate?.weightKg ?? Math.max(1, itemCount * 0.5)) * 1000),
      trackingNumber: null,
      courier: null,
      bookedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const items = priced.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      productCode: line.productCode,
      sku: line.sku,
      variantAttributes: line.attributes,
      imageKey: line.imageKey,
      unitPriceCentavos: line.unitCentavos,
      quantity: line.quantity,
      placedAt: now,
    }));
    const placed = {
      title: 'Order placed',
      message: cod
        ? `Thank you! Order ${order.orderCode} is placed. Please prepare the cash for the courier.`
        : `Order ${order.orderCode} is placed and awaits your payment.`,
      link: `/account/orders/${order.id}`,
    };
    // Everything the order writes but its stock, in one statement: each statement is a round trip to
    // the database while the transaction is open, and on a busy machine (and on PGlite's one backend,
    // held by the transaction throughout) the round trips, not the writes, were the order's cost
    // (docs/decisions/008-api-performance.md). The jobs are in it, so the e-mail, the courier booking,
    // the pushes and the text exist exactly when the order does (docs/decisions/009-safe-side-effects.md).
    const parts: StatementPart[] = [
      { name: 'placed_order', write: tx.insert(orders).values(order) },
      { name: 'order_lines', write: tx.insert(orderItems).values(items) },
      {
        name: 'first_status',
        write: tx
          .insert(orderStatusHistory)
          .values({ orderId: order.id, status: order.status, actor: `customer:${customer.id}` }),
      },
      {
        name: 'payment_record',
        write: tx.insert(payments).values({
          orderId: order.id,
          method: input.payment_method,
          status: order.paymentStatus,
          amountCentavos: order.totalCentavos,
          txnId: `${order.orderCode}-1`,
        }),
      },
      ...notificationParts(tx, customer.id, placed),
      // The ordered lines leave the cart.
      { name: 'ordered_lines', write: orderedLinesRemoval(tx, customer.id, priced) },
    ];
    if (keyed)
      parts.push({ name: 'request_key', write: orderAttachment(tx, customer.id, keyed.key, order.id) });
    if (redemption)
      parts.push({
        name: 'redemption',
        write: redemptionInsert(tx, redemption.promotionId, customer.id, order.id),
      });
    if (cod) parts.push(...orderConfirmedParts(deps, order, items));
    parts.push(...orderTextParts(tx, textTo, order, 'order_placed', 'order_text'));
    return {
      result: { order, itemCount, replayed: false },
      // Sent with the commit, without waiting for either answer (db/pipelined-transaction.ts). The
      // order's statement is named after its text: one prepared statement per shape of order (lines,
      // side effects due), planned once. Stock last: its row lock is held until the commit, and every
      // order of the product waits for it (docs/decisions/008-api-performance.md). A line that would
      // oversell fails its update, and the whole order is rolled back.
      last: [
        // The key first: a second request with it waits there, having written and locked nothing.
        ...(keyed ? [keyClaim(tx, customer.id, keyed.key, keyed.hash, now)] : []),
        { name: 'place_order', statement: statementOf(parts) },
        ...priced.flatMap((line) => stockReservation(tx, line)),
      ],
    };
  });
}
