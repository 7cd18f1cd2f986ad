/** Leaves Forja for the provider's hosted page (the sandbox's own page, or Stripe Checkout). */
export function openHostedPage(url: string): void {
  window.location.assign(url);
}
