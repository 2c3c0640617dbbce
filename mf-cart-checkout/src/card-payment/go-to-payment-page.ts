/** Sends the shopper to the payment provider's page (a full navigation away from the app). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
