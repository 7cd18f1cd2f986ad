/** The query keys of the payments feature, in one place. */
export const paymentsQueryKeys = {
  /** Everything about one company's payments: invalidate it after a payment or a change. */
  all: (companyId: number) => ['payments', companyId] as const,
  orders: (companyId: number) => ['payments', companyId, 'orders'] as const,
  quote: (companyId: number, product: string) => ['payments', companyId, 'quote', product] as const,
  bills: (companyId: number, language: string) => ['payments', companyId, 'bills', language] as const,
  billingInfo: (companyId: number) => ['payments', companyId, 'billing-info'] as const,
  hearAbout: (companyId: number) => ['payments', companyId, 'hear-about'] as const,
};

/** A contract path with its `:company_id` (or `:id`) filled in. */
export function pathFor(template: string, id: number): string {
  return template.replace(/:company_id|:id/, encodeURIComponent(String(id)));
}
