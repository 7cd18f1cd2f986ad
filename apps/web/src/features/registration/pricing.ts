import type { Catalogue, Package, Product } from '@forja/contracts';

/** MXN from centavos, as BRAND.md formats money everywhere: $12,500.00. */
const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

export function formatCentavos(centavos: number): string {
  return MXN.format(centavos / 100);
}

/** Whole pesos (income caps), without centavos: $5,000,000. */
export function formatPesos(pesos: number): string {
  return new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    maximumFractionDigits: 0,
  }).format(pesos);
}

/**
 * The formation package for a legal-representation choice (not the Amazon programme): the one made for that
 * choice, else one offered to both.
 */
export function formationPackage(
  catalogue: Catalogue,
  legalRepresentation: boolean,
): { pack: Package; product: Product } | null {
  const candidates = catalogue.packages.filter((pack) => !pack.amazon_customer);
  const pack =
    candidates.find((candidate) => candidate.legal_representation === legalRepresentation) ??
    candidates.find((candidate) => candidate.legal_representation === null);
  const product = pack && catalogue.products.find((candidate) => candidate.key === pack.product);
  return pack && product ? { pack, product } : null;
}

export type PriceLines = { subtotal: number; iva: number; total: number; ivaPercent: number };

/** A price before IVA, its IVA (rounded to the centavo) and the total, all in centavos. */
export function priceLines(priceCentavos: number, ivaBasisPoints: number): PriceLines {
  const iva = Math.round((priceCentavos * ivaBasisPoints) / 10_000);
  return { subtotal: priceCentavos, iva, total: priceCentavos + iva, ivaPercent: ivaBasisPoints / 100 };
}
