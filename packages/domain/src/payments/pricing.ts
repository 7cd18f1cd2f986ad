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
 * subtotal, the IVA and their sum. Throws a RangeError for a price or rate that is not whole and non-negative.
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

/** An IVA rate in basis points as a percentage for reading: 1600 → 16. */
export function ivaPercent(ivaBasisPoints: number): number {
  return ivaBasisPoints / 100;
}

/**
 * A total in centavos of MXN as cents of USD at a rate (pesos per dollar), rounded half up. Throws a RangeError
 * for an amount that is not whole, non-negative centavos or a rate that is not positive.
 */
export function usdCents(totalCentavos: number, mxnPerUsd: number): number {
  requireCentavos(totalCentavos, 'the total');
  if (!(mxnPerUsd > 0) || !Number.isFinite(mxnPerUsd)) throw new RangeError('the rate must be positive');
  // The rate to 1/10 000 of a peso, so the division stays in integers.
  const rate = Math.round(mxnPerUsd * 10_000);
  if (rate === 0) throw new RangeError('the rate must be positive');
  return Math.floor((totalCentavos * 10_000 * 2 + rate) / (rate * 2));
}
