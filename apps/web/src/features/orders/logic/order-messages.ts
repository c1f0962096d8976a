import { ORDER_MESSAGES_READ } from '@fengshui/shared/order-read';
import { CANCEL_MESSAGES } from '@fengshui/shared/order-status';

// docs/orders-and-delivery.md#messages, shown verbatim.
export const ORDER_PAGE_MESSAGES = {
  listFailed: 'Failed to load your purchase history. Please try again later.',
  listInvalid: 'Invalid response from server. Please try again later.',
  detailFailed: 'Failed to load order details. Please try again later.',
  notFound: ORDER_MESSAGES_READ.notFound,
  trackingFailed: 'Unable to load tracking information. Please try again later.',
  markReceivedFailed: 'Failed to update order',
  noTracking: ORDER_MESSAGES_READ.noTracking,
} as const;

// docs/orders-and-delivery.md#messages.
export const CANCEL_ERROR_MESSAGES = {
  notCancellable: CANCEL_MESSAGES.default,
  unauthorised: 'Authentication required. Please log in again.',
  forbidden: 'You do not have permission to cancel this order.',
  notFound:
    'Order not found. The tracking number may be incorrect or the order may have already been cancelled.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  failed: 'Failed to cancel order. Please try again or contact support.',
  network: 'Network error. Please check your connection and try again.',
} as const;

// docs/orders-and-delivery.md#messages.
export const PAYMENT_URL_MESSAGES = {
  expired: 'Payment window has expired. Please place a new order.',
  completed: 'Payment has already been processed for this order.',
  login: 'Please log in to continue payment.',
  notFound: 'Payment information not found for this order.',
  failed: 'Failed to retrieve payment information. Please try again.',
} as const;
