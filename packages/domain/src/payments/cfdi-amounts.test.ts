import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTransferredTaxAccepted, splitIvaByLine, transferredTaxBounds } from './cfdi-amounts';
import { priceLines } from './pricing';

describe('transferredTaxBounds', () => {
  it.each([
    // base, basis points, lowest and highest tax SAT accepts
    [1_250_000, 1600, 199_999, 200_001], // half a centavo of base either side moves the tax past a centavo
    [10_003, 1600, 1_600, 1_601], // 100.03 × 16 % = 16.0048
    [999, 1600, 159, 160], // 159.84
    [1, 1600, 0, 1],
    [0, 1600, 0, 1],
    [1_000, 0, 0, 0],
  ])('%i centavos at %i bp: %i to %i', (base, basisPoints, min, max) => {
    expect(transferredTaxBounds(base, basisPoints)).toEqual({ min, max });
  });

  it('refuses a tax a centavo off the accepted range', () => {
    expect(isTransferredTaxAccepted(1_250_000, 1600, 200_000)).toBe(true);
    expect(isTransferredTaxAccepted(1_250_000, 1600, 200_001)).toBe(true);
    expect(isTransferredTaxAccepted(1_250_000, 1600, 200_002)).toBe(false);
    expect(isTransferredTaxAccepted(1_250_000, 1600, 199_998)).toBe(false);
    expect(isTransferredTaxAccepted(1_250_000, 1600, 200_000.5)).toBe(false);
  });
});

describe('splitIvaByLine', () => {
  it.each([
    // lines, charged IVA, split
    [[1_250_000], 200_000, [200_000]],
    [[999, 999], 320, [160, 160]],
    [[3, 3, 3], 1, [1, 0, 0]], // 0.48 each: one line carries the centavo the total rounds to
    [[4, 4, 4], 2, [0, 1, 1]], // 0.64 each (1 rounded): one line gives its centavo back
    [[1_250_000, 640_000], 302_400, [200_000, 102_400]],
  ])('%j with IVA %i → %j', (lines, iva, split) => {
    expect(splitIvaByLine(lines, iva, 1600)).toEqual(split);
  });

  it('answers null when the charged IVA cannot belong to the lines', () => {
    expect(splitIvaByLine([1_250_000], 200_002, 1600)).toBeNull();
    expect(splitIvaByLine([1_000, 1_000], 400, 1600)).toBeNull();
    expect(splitIvaByLine([1_000], -1, 1600)).toBeNull();
  });

  it('splits the IVA of any order charged on its subtotal, each line within SAT’s range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (lines) => {
          const charged = priceLines(
            lines.reduce((sum, line) => sum + line, 0),
            1600,
          ).iva_centavos;
          const split = splitIvaByLine(lines, charged, 1600);
          expect(split).not.toBeNull();
          expect(split?.reduce((sum, value) => sum + value, 0)).toBe(charged);
          split?.forEach((tax, index) =>
            expect(isTransferredTaxAccepted(lines[index] ?? 0, 1600, tax)).toBe(true),
          );
        },
      ),
    );
  });
});
