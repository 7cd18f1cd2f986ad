/**
 * The range of a transferred tax SAT accepts on one CFDI 4.0 line (Anexo 20, rule of `Traslado@Importe`), in
 * integer centavos: from the tax of the base less half a centavo, truncated, to the tax of the base plus half a
 * centavo, rounded up. For a base of 100.03 at 16 %, 16.00 and 16.01 are both accepted.
 */
export function transferredTaxBounds(
  baseCentavos: number,
  rateBasisPoints: number,
): { min: number; max: number } {
  return {
    min: Math.max(0, Math.floor(((2 * baseCentavos - 1) * rateBasisPoints) / 20_000)),
    max: Math.ceil(((2 * baseCentavos + 1) * rateBasisPoints) / 20_000),
  };
}

/** Whether a line's tax is one SAT accepts for its base and rate. */
export function isTransferredTaxAccepted(
  baseCentavos: number,
  rateBasisPoints: number,
  taxCentavos: number,
): boolean {
  const { min, max } = transferredTaxBounds(baseCentavos, rateBasisPoints);
  return Number.isSafeInteger(taxCentavos) && taxCentavos >= min && taxCentavos <= max;
}

/**
 * The IVA of each line of a CFDI so that the lines add up exactly to the IVA that was charged (computed once
 * on the whole subtotal): each line starts at its own tax rounded half up, and the centavos left over or missing
 * go to the lines whose exact tax is nearest to the next centavo, never outside what SAT accepts per line. Null
 * when no such split exists (the charged IVA does not belong to these lines at this rate).
 */
export function splitIvaByLine(
  lineAmountsCentavos: readonly number[],
  ivaCentavos: number,
  rateBasisPoints: number,
): number[] | null {
  if (!Number.isSafeInteger(ivaCentavos) || ivaCentavos < 0) return null;
  if (lineAmountsCentavos.some((amount) => !Number.isSafeInteger(amount) || amount < 0)) return null;
  const split = lineAmountsCentavos.map((amount) => Math.floor((amount * rateBasisPoints + 5_000) / 10_000));
  const bounds = lineAmountsCentavos.map((amount) => transferredTaxBounds(amount, rateBasisPoints));
  // How far each line's exact tax is past its rounded value, in 1/10 000 of a centavo.
  const remainder = (index: number) =>
    (lineAmountsCentavos[index] ?? 0) * rateBasisPoints - (split[index] ?? 0) * 10_000;
  let missing = ivaCentavos - split.reduce((sum, value) => sum + value, 0);
  const step = Math.sign(missing);
  const order = split
    .map((_, index) => index)
    .sort((a, b) => (step > 0 ? remainder(b) - remainder(a) : remainder(a) - remainder(b)));
  while (missing !== 0) {
    let moved = false;
    for (const index of order) {
      if (missing === 0) break;
      const next = (split[index] ?? 0) + step;
      const bound = bounds[index];
      if (!bound || next < bound.min || next > bound.max) continue;
      split[index] = next;
      missing -= step;
      moved = true;
    }
    if (!moved) return null;
  }
  return split;
}
