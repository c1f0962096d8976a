// The contact forms read the customer's addresses for the phone prefill. The key is the account
// page's own, on purpose: both read the same list, so one cache serves both and an address saved
// on the account page is what the contact form sees.
export const contactKeys = {
  shippingAddresses: () => ['account', 'shipping-addresses'] as const,
};
