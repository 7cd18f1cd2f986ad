import type { Catalogue, Company, Package, Product } from '@forja/contracts';

export type CataloguePurchase = {
  product: Product;
  /** The package the product is the price of (the incorporation checkouts), or null for an extra. */
  pack: Package | null;
};

/** The two answers that choose a company's incorporation package. */
export type PackageChoice = Pick<Company, 'amazon_customer' | 'legal_representation'>;

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
 * Amazon first, then legal representation): the package made for its legal-representation answer, else one
 * offered to both answers, or null when the catalogue has none.
 */
export function mainPackageFor(
  catalogue: Pick<Catalogue, 'packages'>,
  company: PackageChoice,
): Package | null {
  const candidates = catalogue.packages.filter((pack) => pack.amazon_customer === company.amazon_customer);
  return (
    candidates.find((pack) => pack.legal_representation === company.legal_representation) ??
    candidates.find((pack) => pack.legal_representation === null) ??
    null
  );
}

/** The incorporation package a company pays for with its product, or null when the catalogue lacks either. */
export function mainPurchaseFor(
  catalogue: Catalogue,
  company: PackageChoice,
): { pack: Package; product: Product } | null {
  const pack = mainPackageFor(catalogue, company);
  const product = pack && catalogue.products.find((candidate) => candidate.key === pack.product);
  return pack && product ? { pack, product } : null;
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
export function checkoutPagePath(purchase: CataloguePurchase, company: PackageChoice): string {
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
