// Query keys of the checkout and the payment result; under 'checkout', so signing out forgets them.
export const checkoutKeys = {
  all: ['checkout'] as const,
  shippingEstimate: (input: object) => ['checkout', 'shipping-estimate', input] as const,
  verify: (input: object) => ['checkout', 'verify', input] as const,
  sandbox: (txnid: string) => ['checkout', 'sandbox', txnid] as const,
};
