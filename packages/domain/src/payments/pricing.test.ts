import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ivaPercent, priceLines, usdCents } from './pricing';

describe('priceLines', () => {
  it.each([
    // price before IVA, basis points, IVA, total
    [1_250_000, 1600, 200_000, 1_450_000],
    [1_890_000, 1600, 302_400, 2_192_400],
    [350_000, 1600, 56_000, 406_000],
    [999, 1600, 160, 1_159], // 159.84 rounds up
    [1, 1600, 0, 1], // 0.16 centavo rounds down
    [3, 1600, 0, 3], // 0.48
    [4, 1600, 1, 5], // 0.64 rounds up
    [25, 1800, 5, 30], // 4.5 rounds half up
    [75, 1800, 14, 89], // 13.5 rounds half up
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

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 2]])(
    'refuses %s centavos',
    (price) => {
      expect(() => priceLines(price, 1600)).toThrow(RangeError);
    },
  );

  it.each([[-1600], [16.5], [Number.NaN]])('refuses an IVA rate of %s basis points', (basisPoints) => {
    expect(() => priceLines(1_000, basisPoints)).toThrow(RangeError);
  });
});

describe('ivaPercent', () => {
  it.each([
    [1600, 16],
    [800, 8],
    [0, 0],
    [1650, 16.5],
  ])('%i basis points is %f %', (basisPoints, percent) => {
    expect(ivaPercent(basisPoints)).toBe(percent);
  });
});

describe('usdCents', () => {
  it.each([
    [1_450_000, 17.5, 82_857], // 828.571… dollars
    [2_888_400, 17.5, 165_051],
    [1_750, 17.5, 100],
    [875, 17.5, 50],
    [2_625, 17.5, 150], // 1.5 dollars exactly
    [2_626, 17.5, 150], // 150.057… cents
    [2_651, 17.5, 151], // 151.485… cents rounds down, 151.5 would round up
    [1_450_000, 19.9876, 72_545],
    [0, 17.5, 0],
    [100, 17.1234, 6],
    [250_000_000, 20, 12_500_000],
  ])('%i centavos at %f MXN/USD is %i cents', (centavos, rate, cents) => {
    expect(usdCents(centavos, rate)).toBe(cents);
  });

  it('rounds half a cent up', () => {
    // 35 centavos at 35 pesos per dollar is exactly 1 cent; 17.5 centavos would be half a cent: 35 at 70.
    expect(usdCents(35, 70)).toBe(1);
    expect(usdCents(34, 70)).toBe(0);
  });

  it.each([[0], [-17.5], [Number.NaN], [Number.POSITIVE_INFINITY], [0.00001]])(
    'refuses a rate of %s',
    (rate) => {
      expect(() => usdCents(100, rate)).toThrow(RangeError);
    },
  );

  it.each([[-1], [0.5], [Number.NaN]])('refuses %s centavos', (centavos) => {
    expect(() => usdCents(centavos, 17.5)).toThrow(RangeError);
  });
});
