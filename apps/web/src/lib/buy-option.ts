/**
 * What a Buy of the product does for a company (features/company/services.ts decides it): a link to the checkout
 * that sells it; blocked, with why; or hidden. Shared by the pages that offer a product: Services, the accountant,
 * the administration's commissary.
 */
export type BuyOption =
  { kind: 'link'; href: string } | { kind: 'blocked'; reason: BlockedReason } | { kind: 'hidden' };

/**
 * Why an extra cannot be bought online now (texts: workspace services.blocked.*): the incorporation payment is
 * still under way; the company's package (Amazon, legal representation) has the Forja team provide it; or the
 * complement or the commissary service was already bought, after which the checkout of extras turns the company
 * away (spec section 2).
 */
export type BlockedReason = 'payment_pending' | 'not_online' | 'ask_team';
