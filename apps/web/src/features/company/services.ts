import type { Company, Order, Product, Subscription } from '@forja/contracts';
import { companyFacts } from '@forja/domain';
import { textKey } from '@forja/domain/shared/text';

/** MXN from centavos, as BRAND.md formats money everywhere: $12,500.00. */
const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

export function formatCentavos(centavos: number): string {
  return MXN.format(centavos / 100);
}

export type PriceLines = { subtotal: number; iva: number; total: number; ivaPercent: number };

/**
 * A price before IVA, its IVA (rounded to the centavo) and the total, all in centavos. The same arithmetic as
 * the registration wizard's price summary (features/registration/pricing.ts): a candidate for the domain.
 */
export function priceLines(priceCentavos: number, ivaBasisPoints: number): PriceLines {
  const iva = Math.round((priceCentavos * ivaBasisPoints) / 10_000);
  return { subtotal: priceCentavos, iva, total: priceCentavos + iva, ivaPercent: ivaBasisPoints / 100 };
}

/** contracted: paid (a complete order or an active subscription holds it); pending: a payment under way. */
export type ServiceStatus = 'contracted' | 'pending' | null;

/**
 * Whether the company contracted a product: the orders and subscriptions that carry its item name (compared
 * as the domain compares item names), judged paid or pending by the domain's facts.
 */
export function serviceStatus(company: Company, product: Pick<Product, 'item_name'>): ServiceStatus {
  const wanted = textKey(product.item_name);
  const carries = (entry: Order | Subscription) => entry.items.some((item) => textKey(item.name) === wanted);
  const facts = companyFacts({
    ...company,
    orders: company.orders.filter(carries),
    subscriptions: company.subscriptions.filter(carries),
  });
  if (facts.isPaid) return 'contracted';
  if (facts.isPending) return 'pending';
  return null;
}
