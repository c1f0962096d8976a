// The orders module's public entry: other modules, http/ and jobs/ import it only from here
// (docs/architecture.md#module-boundaries).
export { activeOrderCount } from './active-orders.ts';
export type { ApplyOutcome, PaymentResult } from './apply-payment.ts';
export { recordRefusedPostback } from './apply-payment.ts';
export { BOOKABLE, bookCourier, CourierUnavailable } from './courier-booking.ts';
export { completeDeliveredOrders } from './order-auto-complete.ts';
export { nextOrderCode } from './order-code.ts';
export { confirmPayment } from './order-flows.ts';
export { statusNotification } from './order-notices.ts';
export type { OrderDeps } from './order-transitions.ts';
export { expireUnpaidOrders } from './payment-expiry.ts';
