import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE } from '../catalogue/catalogue.data';
import {
  checkoutPagePath,
  findPurchase,
  includedProducts,
  mainPackageFor,
  priceLines,
  usdCents,
} from './pricing';

describe('priceLines', () => {
  it.each([
    // price before IVA, basis points, IVA, total
    [1_250_000, 1600, 200_000, 1_450_000],
    [1_890_000, 1600, 302_400, 2_192_400],
    [350_000, 1600, 56_000, 406_000],
    [1, 1600, 0, 1], // 0.16 centavo rounds down
    [3, 1600, 0, 3], // 0.48
    [4, 1600, 1, 5], // 0.64 rounds up
    [25, 1800, 5, 30], // 4.5 rounds half up
    [99_999, 1600, 16_000, 115_999], // 15 999.84
    [0, 1600, 0, 0],
    [1_250_000, 0, 0, 1_250_000],
    [1_000, 800, 80, 1_080], // border zone IVA (8 %)
  ])('%i centavos at %i bp: IVA %i, total %i', (price, basisPoints, iva, total) => {
    expect(priceLines(price, basisPoints)).toEqual({
      subtotal_centavos: price,
      iva_centavos: iva,
      total_centavos: total,
      iva_basis_points: basisPoints,
    });
  });

  it('keeps every line a whole number of centavos, the total their sum, IVA within half a centavo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (price, bp) => {
          const lines = priceLines(price, bp);
          expect(Number.isInteger(lines.iva_centavos)).toBe(true);
          expect(lines.total_centavos).toBe(lines.subtotal_centavos + lines.iva_centavos);
          const exact = (price * bp) / 10_000;
          expect(Math.abs(lines.iva_centavos - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.MAX_SAFE_INTEGER + 2]])('refuses %s centavos', (price) => {
    expect(() => priceLines(price, 1600)).toThrow(RangeError);
  });
});

describe('usdCents', () => {
  it.each([
    [1_450_000, 17.5, 82_857], // 828.571… dollars
    [2_888_400, 17.5, 165_051],
    [1_750, 17.5, 100],
    [1_450_000, 19.9876, 72_545],
  ])('%i centavos at %f MXN/USD is %i cents', (centavos, rate, cents) => {
    expect(usdCents(centavos, rate)).toBe(cents);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => usdCents(100, 0)).toThrow(RangeError);
  });
});

describe('the catalogue purchases', () => {
  it('finds a product by its key or its package, with what the package includes', () => {
    const amazon = findPurchase(DEFAULT_CATALOGUE, 'amazon_seller');
    expect(amazon?.product.price_centavos).toBe(2_490_000);
    expect(includedProducts(DEFAULT_CATALOGUE, amazon!).map((item) => item.key)).toEqual([
      'amazon_seller',
      'formation_representation',
    ]);
    expect(findPurchase(DEFAULT_CATALOGUE, 'formation_advance')?.product.key).toBe('formation');
    expect(findPurchase(DEFAULT_CATALOGUE, 'complemento_acta')?.pack).toBeNull();
    expect(findPurchase(DEFAULT_CATALOGUE, 'nothing')).toBeNull();
  });

  it.each([
    [{ amazon_customer: true, legal_representation: false }, 'amazon_seller', 'checkout_amazon'],
    [{ amazon_customer: true, legal_representation: true }, 'amazon_seller', 'checkout_amazon'],
    [
      { amazon_customer: false, legal_representation: true },
      'formation_representation',
      'checkout_representation',
    ],
    [{ amazon_customer: false, legal_representation: false }, 'formation', ''],
  ])('the incorporation package of %o is %s, sold on /%s', (company, product, page) => {
    expect(mainPackageFor(DEFAULT_CATALOGUE, company)?.product).toBe(product);
    expect(checkoutPagePath(findPurchase(DEFAULT_CATALOGUE, product)!, company)).toBe(page);
  });

  it.each([
    ['complemento_acta', 'checkout'],
    ['commissary_service', 'checkout'],
    ['accountant', 'checkout_accountant'],
    ['pre_funding', 'checkout_pre_funding'],
    ['rnie_registration', 'payment_info_rnie'],
  ])('sells %s on /%s', (product, page) => {
    const company = { amazon_customer: false, legal_representation: false };
    expect(checkoutPagePath(findPurchase(DEFAULT_CATALOGUE, product)!, company)).toBe(page);
  });
});
