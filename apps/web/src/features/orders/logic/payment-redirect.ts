/** Leaves the shop for the payment gateway (its own module, so tests can stand in for the browser). */
export function goToPaymentPage(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
