import type { Catalogue, Company, Package, Product } from '@forja/contracts';

/** A price with IVA on its own line, all integer centavos (BRAND.md). */
export type PriceLines = {
  subtotal_centavos: number;
  iva_centavos: number;
  total_centavos: number;
  iva_basis_points: number;
};

function requireCentavos(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole, non-negative centavos`);
}

/**
 * IVA of a price before tax, rounded half up to the centavo, in integers only (no floating point): the
 * subtotal, the IVA and their sum.
 */
export function priceLines(priceCentavos: number, ivaBasisPoints: number): PriceLines {
  requireCentavos(priceCentavos, 'the price');
  requireCentavos(ivaBasisPoints, 'the IVA rate');
  const iva = Math.floor((priceCentavos * ivaBasisPoints + 5_000) / 10_000);
  return {
    subtotal_centavos: priceCentavos,
    iva_centavos: iva,
    total_centavos: priceCentavos + iva,
    iva_basis_points: ivaBasisPoints,
  };
}

/** A total in centavos of MXN as cents of USD at a rate (pesos per dollar), rounded half up. */
export function usdCents(totalCentavos: number, mxnPerUsd: number): number {
  requireCentavos(totalCentavos, 'the total');
  if (!(mxnPerUsd > 0)) throw new RangeError('the rate must be positive');
  // The rate to 1/10 000 of a peso, so the division stays in integers.
  const rate = Math.round(mxnPerUsd * 10_000);
  return Math.floor((totalCentavos * 10_000 * 2 + rate) / (rate * 2));
}

export type CataloguePurchase = {
  product: Product;
  /** The package the product is the price of (the incorporation checkouts), or null for an extra. */
  pack: Package | null;
};

/** A product by its key, or by the key of a package (which is paid for with its product). */
export function findPurchase(catalogue: Catalogue, key: string): CataloguePurchase | null {
  const pack = catalogue.packages.find((candidate) => candidate.key === key) ?? null;
  const productKey = pack ? pack.product : key;
  const product = catalogue.products.find((candidate) => candidate.key === productKey);
  if (!product) return null;
  return {
    product,
    pack: pack ?? catalogue.packages.find((candidate) => candidate.product === product.key) ?? null,
  };
}

/**
 * The incorporation package a company pays for, from its flags (the same order as the checkout guard:
 * Amazon first, then legal representation): its product key, or null when the catalogue has none.
 */
export function mainPackageFor(
  catalogue: Catalogue,
  company: Pick<Company, 'amazon_customer' | 'legal_representation'>,
): Package | null {
  const candidates = catalogue.packages.filter((pack) => pack.amazon_customer === company.amazon_customer);
  return (
    candidates.find((pack) => pack.legal_representation === company.legal_representation) ??
    candidates.find((pack) => pack.legal_representation === null) ??
    null
  );
}

/** The product names a package includes (its own product's name when it lists nothing else). */
export function includedProducts(
  catalogue: Catalogue,
  purchase: CataloguePurchase,
): { key: string; name: string }[] {
  const keys = purchase.pack?.includes.length ? purchase.pack.includes : [purchase.product.key];
  return keys.flatMap((key) => {
    const product = catalogue.products.find((candidate) => candidate.key === key);
    return product ? [{ key, name: product.item_name }] : [];
  });
}

/** Which payment page sells a product (its sub-path under /payment/{company_id}). */
export function checkoutPagePath(
  purchase: CataloguePurchase,
  company: Pick<Company, 'amazon_customer' | 'legal_representation'>,
): string {
  if (purchase.pack) {
    if (company.amazon_customer) return 'checkout_amazon';
    return company.legal_representation ? 'checkout_representation' : '';
  }
  switch (purchase.product.key) {
    case 'accountant':
      return 'checkout_accountant';
    case 'pre_funding':
      return 'checkout_pre_funding';
    case 'rnie_registration':
      return 'payment_info_rnie';
    default:
      return 'checkout';
  }
}
