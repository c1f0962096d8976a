import type { OrderStatus } from '@fengshui/shared/order-status';
import {
  orderCancelledEmail,
  orderDeliveredEmail,
  orderShippedEmail,
} from '../../integrations/mail/templates.ts';
import type { MailMessage } from '../../integrations/mail/types.ts';
import type { NewNotification } from '../notifications/index.ts';
import type { OrderRow } from './order-view.ts';

const orderLink = (order: OrderRow) => `/account/orders/${order.id}`;
const trackingLink = (order: OrderRow) => `/account/tracking/${order.id}`;

/** What the customer is told in the bell when their order moves (docs/orders-and-delivery.md#notifications: every move notifies). */
export function statusNotification(order: OrderRow, to: OrderStatus, refundDue: boolean): NewNotification {
  const code = order.orderCode;
  switch (to) {
    case 'processing':
      return {
        title: 'Order confirmed',
        message: `Your order ${code} is confirmed and being processed.`,
        link: orderLink(order),
      };
    case 'for_packing':
      return {
        title: 'Preparing your order',
        message: `We are preparing the items of order ${code}.`,
        link: orderLink(order),
      };
    case 'packed':
      return { title: 'Order packed', message: `Order ${code} is packed.`, link: orderLink(order) };
    case 'for_shipping':
    case 'ready_to_ship':
      return {
        title: 'Ready to ship',
        message: `Order ${code} is packed and waiting for the courier.`,
        link: trackingLink(order),
      };
    case 'shipped':
    case 'picked_up':
      return {
        title: 'Order shipped',
        message: order.trackingNumber
          ? `Order ${code} is on its way. Tracking number ${order.trackingNumber}.`
          : `Order ${code} is on its way.`,
        link: trackingLink(order),
      };
    case 'in_transit':
      return {
        title: 'In transit',
        message: `Order ${code} is moving through the courier's hubs.`,
        link: trackingLink(order),
      };
    case 'out_for_delivery':
      return {
        title: 'Out for delivery',
        message: `Order ${code} is out for delivery today. Please keep your phone close.`,
        link: trackingLink(order),
      };
    case 'delivered':
      return {
        title: 'Order delivered',
        message: `Order ${code} was delivered. Tap Order Received once you have checked your items.`,
        link: orderLink(order),
      };
    case 'received':
      // Received is not yet completed: the return window is still open, and completion has its own notice.
      return {
        title: 'Order received',
        message: `Order ${code} is marked as received. Enjoy your items!`,
        link: orderLink(order),
      };
    case 'completed':
      return {
        title: 'Order completed',
        message: `Order ${code} is completed. Thank you for shopping with us!`,
        link: orderLink(order),
      };
    case 'cancelled':
      return {
        title: 'Order cancelled',
        message: refundDue
          ? `Order ${code} was cancelled. Your payment will be refunded within 3-5 business days.`
          : `Order ${code} was cancelled.`,
        link: orderLink(order),
      };
    case 'returned':
      return {
        title: 'Order returned',
        message: refundDue
          ? `Order ${code} was returned to us. Your refund will follow within 5-7 business days.`
          : `Order ${code} was returned to us.`,
        link: orderLink(order),
      };
    default:
      return { title: 'Order update', message: `Order ${code} was updated.`, link: orderLink(order) };
  }
}

const SHIPPED: readonly string[] = ['shipped', 'picked_up', 'in_transit', 'out_for_delivery'];

/** The e-mails of docs/orders-and-delivery.md#e-mails: shipped (once, when the parcel first leaves), delivered and cancelled. */
export function statusEmail(
  order: OrderRow,
  from: OrderStatus,
  to: OrderStatus,
  options: { publicUrl: string; reason: string | null },
): MailMessage | null {
  const base = { to: order.email, name: order.recipientName, orderCode: order.orderCode };
  if (SHIPPED.includes(to) && !SHIPPED.includes(from))
    return orderShippedEmail({
      ...base,
      trackingNumber: order.trackingNumber,
      url: `${options.publicUrl}${trackingLink(order)}`,
    });
  if (to === 'delivered')
    return orderDeliveredEmail({ ...base, url: `${options.publicUrl}${orderLink(order)}` });
  if (to === 'cancelled')
    return orderCancelledEmail({
      ...base,
      reason: options.reason ?? 'it was cancelled',
      url: `${options.publicUrl}/account/purchases`,
    });
  return null;
}
