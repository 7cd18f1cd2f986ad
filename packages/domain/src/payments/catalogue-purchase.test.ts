import type { Catalogue, Package } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkoutPagePath,
  findPurchase,
  includedProducts,
  mainPackageFor,
  mainPurchaseFor,
} from './catalogue-purchase';

const product = (key: string, item_name: string, price_centavos: number) => ({
  key,
  item_name,
  price_centavos,
  recurring: null,
});

/** The shape of the API's default catalogue. */
const CATALOGUE: Catalogue = {
  society_types: [],
  products: [
    product('formation', 'Constitución de sociedad', 1_250_000),
    product('formation_representation', 'Constitución de sociedad con representación legal', 1_890_000),
    product('amazon_seller', 'Paquete vendedor Amazon', 2_490_000),
    product('complemento_acta', 'Complemento Acta Constitutiva', 350_000),
    product('commissary_service', 'Servicio de Comisario', 600_000),
    product('accountant', 'Servicio de contabilidad', 1_800_000),
    product('pre_funding', 'Aportación previa de capital', 250_000),
    product('rnie_registration', 'Inscripción en el RNIE', 450_000),
  ],
  packages: [
    {
      key: 'formation_advance',
      product: 'formation',
      legal_representation: false,
      amazon_customer: false,
      includes: ['formation'],
    },
    {
      key: 'formation_representation',
      product: 'formation_representation',
      legal_representation: true,
      amazon_customer: false,
      includes: ['formation_representation'],
    },
    {
      key: 'amazon_seller',
      product: 'amazon_seller',
      legal_representation: null,
      amazon_customer: true,
      includes: ['amazon_seller', 'formation_representation', 'missing_product'],
    },
  ],
  iva_basis_points: 1600,
};

const pack = (overrides: Partial<Package>): Package => ({
  key: 'p',
  product: 'formation',
  legal_representation: null,
  amazon_customer: false,
  includes: [],
  ...overrides,
});

describe('findPurchase', () => {
  it.each([
    ['amazon_seller', 'amazon_seller', 'amazon_seller'],
    ['formation_advance', 'formation', 'formation_advance'], // by the package's key
    ['formation', 'formation', 'formation_advance'], // by the product's key, with its package
    ['complemento_acta', 'complemento_acta', null],
  ])('finds %s: product %s, package %s', (key, productKey, packKey) => {
    const found = findPurchase(CATALOGUE, key);
    expect(found?.product.key).toBe(productKey);
    expect(found?.pack?.key ?? null).toBe(packKey);
  });

  it.each([['nothing'], [''], ['FORMATION']])('finds nothing for %j', (key) => {
    expect(findPurchase(CATALOGUE, key)).toBeNull();
  });

  it('finds nothing for a package whose product is not sold', () => {
    const catalogue = { ...CATALOGUE, packages: [pack({ key: 'ghost', product: 'ghost_product' })] };
    expect(findPurchase(catalogue, 'ghost')).toBeNull();
  });
});

describe('includedProducts', () => {
  it('lists what a package includes, skipping products the catalogue lacks', () => {
    expect(includedProducts(CATALOGUE, findPurchase(CATALOGUE, 'amazon_seller')!)).toEqual([
      { key: 'amazon_seller', name: 'Paquete vendedor Amazon' },
      { key: 'formation_representation', name: 'Constitución de sociedad con representación legal' },
    ]);
  });

  it('lists an extra, or a package that includes nothing, as its own product', () => {
    expect(includedProducts(CATALOGUE, findPurchase(CATALOGUE, 'accountant')!)).toEqual([
      { key: 'accountant', name: 'Servicio de contabilidad' },
    ]);
    const bare = { product: CATALOGUE.products[0]!, pack: pack({ includes: [] }) };
    expect(includedProducts(CATALOGUE, bare)).toEqual([
      { key: 'formation', name: 'Constitución de sociedad' },
    ]);
  });
});

describe('mainPackageFor and mainPurchaseFor', () => {
  it.each([
    [{ amazon_customer: true, legal_representation: false }, 'amazon_seller', 'checkout_amazon'],
    [{ amazon_customer: true, legal_representation: true }, 'amazon_seller', 'checkout_amazon'],
    [
      { amazon_customer: false, legal_representation: true },
      'formation_representation',
      'checkout_representation',
    ],
    [{ amazon_customer: false, legal_representation: false }, 'formation', ''],
  ])('the incorporation package of %o is %s, sold on /%s', (company, productKey, page) => {
    expect(mainPackageFor(CATALOGUE, company)?.product).toBe(productKey);
    expect(mainPurchaseFor(CATALOGUE, company)?.product.key).toBe(productKey);
    expect(checkoutPagePath(findPurchase(CATALOGUE, productKey)!, company)).toBe(page);
  });

  it('prefers the package made for the answer to one offered to both, wherever it is listed', () => {
    const both = pack({ key: 'both', legal_representation: null });
    const own = pack({ key: 'own', legal_representation: true });
    const company = { amazon_customer: false, legal_representation: true };
    expect(mainPackageFor({ packages: [both, own] }, company)?.key).toBe('own');
    expect(mainPackageFor({ packages: [both] }, company)?.key).toBe('both');
    expect(mainPackageFor({ packages: [pack({ legal_representation: false })] }, company)).toBeNull();
    expect(mainPackageFor({ packages: [pack({ amazon_customer: true })] }, company)).toBeNull();
  });

  it('is null when the package has no product in the catalogue', () => {
    const catalogue = { ...CATALOGUE, packages: [pack({ product: 'ghost_product' })] };
    expect(mainPurchaseFor(catalogue, { amazon_customer: false, legal_representation: false })).toBeNull();
    expect(
      mainPurchaseFor(
        { ...CATALOGUE, packages: [] },
        { amazon_customer: false, legal_representation: false },
      ),
    ).toBeNull();
  });
});

describe('checkoutPagePath', () => {
  it.each([
    ['complemento_acta', 'checkout'],
    ['commissary_service', 'checkout'],
    ['accountant', 'checkout_accountant'],
    ['pre_funding', 'checkout_pre_funding'],
    ['rnie_registration', 'payment_info_rnie'],
  ])('sells %s on /%s', (productKey, page) => {
    const company = { amazon_customer: false, legal_representation: false };
    expect(checkoutPagePath(findPurchase(CATALOGUE, productKey)!, company)).toBe(page);
  });
});
