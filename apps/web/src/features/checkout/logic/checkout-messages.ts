// docs/checkout-and-payment.md#placement-checks and #messages,
// "Verification": the texts the checkout and the result page show, verbatim.
import { ORDER_MESSAGES } from '@fengshui/shared/orders';
import { PAYMENT_MESSAGES } from '@fengshui/shared/payments';
import { PHONE_MESSAGE } from '@fengshui/shared/phone';

export const CHECKOUT_MESSAGES = {
  nameRequired: 'Recipient name is required for checkout',
  phoneRequired: 'Mobile number is required for checkout',
  addressRequired: 'Delivery address is required for checkout',
  notServiceable: ORDER_MESSAGES.notServiceable,
  serviceabilityUnknown: 'Please wait while we verify your delivery address serviceability.',
  serviceabilityChecking: 'Please wait while we verify your delivery address.',
  noItems: 'No items selected for order',
  termsRequired: 'Please agree to the Terms and Conditions and Refund Policy',
  loginRequired: 'Please log in to place an order',
  // docs/orders-and-delivery.md#messages: a 401 asks for a login, then the order's page pays it.
  paymentLoginRequired: 'Please log in to continue payment.',
  stock:
    'Some items in your cart are no longer available in the requested quantity. Please update your cart.',
  phone: PHONE_MESSAGE,
  shippingDetails: 'Please provide complete shipping details including address and contact information',
  noResponse: 'Unable to connect to the server. Please check your internet connection and try again.',
  orderFailed: 'An error occurred while creating your order. Please try again.',
  invalidOrderResponse: 'Failed to create order: Invalid response from server.',
  noPaymentUrl: 'No payment URL received from payment gateway.',
  priceChanged: ORDER_MESSAGES.priceChanged,
  codPlaced: 'Order placed successfully! Please prepare the exact amount upon delivery.',
  serviceabilityFailed: 'Unable to verify address serviceability. Please contact support.',
  shippingFallback: 'Unable to calculate exact shipping. Using standard rate.',
  shippingAfterAddress: 'Calculated after you add an address',
  promotionNetwork: 'Failed to validate promotion code. Please try again.',
  quantityUpdateFailed: 'Failed to update quantity. Please try again.',
  verifyAuth: 'Authentication required. Please log in.',
  verifyFailed: 'Failed to verify transaction',
  missingTransaction: PAYMENT_MESSAGES.missingTransaction,
} as const;
