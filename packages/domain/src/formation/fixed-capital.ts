/**
 * The minimum fixed capital (capital mínimo fijo sin derecho a retiro) the articles of incorporation print, and
 * each partner's contribution to it.
 *
 * The company's data carries each partner's percentage of the company and each series' nominal value per
 * share, not a number of shares. The articles issue the fewest shares that express every holding exactly (one
 * share per basis point at most), multiplied until the fixed capital reaches the target: the founder's chosen
 * amount, or MXN 50,000 (the customary figure, the old minimum of LGSM art. 89) when they chose none. Partes
 * sociales have no nominal value (LGSM arts. 62 and 68: one per partner, of any amount that is a multiple of a
 * peso): each partner's is their percentage of the target, counted in centavos, raised only as far as every
 * partner's amount is whole pesos (66.67/33.33 of MXN 10,000 is $6,667 and $3,333). So the capital printed is
 * the target itself when the holdings allow it, else the next amount they can reach.
 */

/** The target when the founder chose none: MXN 50,000. */
export const DEFAULT_FIXED_CAPITAL_CENTAVOS = 5_000_000;
/** The smallest fixed capital a founder may choose: MXN 1,000. */
export const MIN_FIXED_CAPITAL_CENTAVOS = 100_000;
/** The largest fixed capital a founder may choose: MXN 100,000,000. */
export const MAX_FIXED_CAPITAL_CENTAVOS = 10_000_000_000;

const FULL_OWNERSHIP_BP = 10_000;

/** Shares (S.A., S.A.P.I., S.A.S.) or partes sociales (S. de R.L.). */
export type CapitalEquity = 'shares' | 'parts';

/** An S. de R.L. (`srl`) is divided in partes sociales; every other society type in shares. */
export function capitalEquityOf(companyType: string | null | undefined): CapitalEquity {
  return companyType?.trim().toLowerCase() === 'srl' ? 'parts' : 'shares';
}

/** A holding: its series (null when it cannot be placed in one) and the percentage of the whole company. */
export type CapitalHolding<S extends { nominal_value_centavos: number }> = {
  series: S | null;
  percentage: number | null;
};

export type IssuedHolding<S> = {
  series: S;
  /** The percentage in basis points (50 % = 5000). */
  bp: number;
  /** Shares issued for the holding (for partes sociales: the units its amount is counted in). */
  count: number;
  /** count × the series' nominal value (a parte social: count itself), in centavos. */
  amount: number;
};

export type PartnerContribution<S> = {
  /** The holdings the articles print, in the order given. */
  issued: IssuedHolding<S>[];
  /** Some holding (or all) has no usable series or percentage: printed as pending, never guessed. */
  pending: boolean;
  bp: number;
  count: number;
  /** The partner's contribution, in centavos. */
  amount: number;
};

export type FixedCapital<S> = {
  partners: PartnerContribution<S>[];
  totalBp: number;
  totalCount: number;
  /** The fixed capital the articles print, in centavos (0: no holding can be issued yet). */
  totalAmount: number;
  /** The amount aimed at: the founder's choice or the default. */
  targetCentavos: number;
  /** The holdings could not reach the target exactly: the articles print the next amount they reach. */
  adjusted: boolean;
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A percentage in basis points, or null when it is missing, not a number or not positive. */
function toBp(percentage: number | null): number | null {
  if (percentage === null || !Number.isFinite(percentage)) return null;
  const bp = Math.round(percentage * 100);
  return bp > 0 ? bp : null;
}

/**
 * The fixed capital and each partner's contribution, from the partners' holdings (in the order given), the
 * society's equity and the target (null or absent: MXN 50,000). A holding without a usable percentage or series
 * is left out and its partner marked pending.
 */
export function computeFixedCapital<S extends { nominal_value_centavos: number }>(
  partners: readonly { holdings: readonly CapitalHolding<S>[] }[],
  equity: CapitalEquity,
  target: number | null = DEFAULT_FIXED_CAPITAL_CENTAVOS,
): FixedCapital<S> {
  const targetCentavos = target ?? DEFAULT_FIXED_CAPITAL_CENTAVOS;
  // What one unit of a holding is worth: a share's nominal value, or one centavo of a parte social (whose series,
  // if the data has one, only groups it: partes sociales have no nominal value).
  const unitValue = (holding: CapitalHolding<S>) =>
    equity === 'parts' ? 1 : (holding.series?.nominal_value_centavos ?? 0);
  const valid = (holding: CapitalHolding<S>) =>
    holding.series !== null && unitValue(holding) > 0 && toBp(holding.percentage) !== null;
  const all = partners.flatMap((partner) => partner.holdings.filter(valid));
  const divisor = all.reduce((acc, holding) => gcd(acc, toBp(holding.percentage)!), FULL_OWNERSHIP_BP);
  const unitCapital = all.reduce(
    (sum, holding) => sum + (toBp(holding.percentage)! / divisor) * unitValue(holding),
    0,
  );
  let scale = unitCapital > 0 ? Math.max(1, Math.ceil(targetCentavos / unitCapital)) : 1;
  if (equity === 'parts') {
    const wholePesos = (k: number) =>
      partners.every(
        (partner) =>
          partner.holdings
            .filter(valid)
            .reduce((sum, h) => sum + (toBp(h.percentage)! / divisor) * k * unitValue(h), 0) %
            100 ===
          0,
      );
    for (let tries = 0; tries < 100 && !wholePesos(scale); tries += 1) scale += 1;
  }
  const contributions: PartnerContribution<S>[] = partners.map((partner) => {
    const issued = partner.holdings.filter(valid).map((holding) => {
      const bp = toBp(holding.percentage)!;
      const count = (bp / divisor) * scale;
      return { series: holding.series!, bp, count, amount: count * unitValue(holding) };
    });
    return {
      issued,
      pending: issued.length === 0 || issued.length !== partner.holdings.length,
      bp: issued.reduce((sum, entry) => sum + entry.bp, 0),
      count: issued.reduce((sum, entry) => sum + entry.count, 0),
      amount: issued.reduce((sum, entry) => sum + entry.amount, 0),
    };
  });
  const totalAmount = contributions.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    partners: contributions,
    totalBp: contributions.reduce((sum, entry) => sum + entry.bp, 0),
    totalCount: contributions.reduce((sum, entry) => sum + entry.count, 0),
    totalAmount,
    targetCentavos,
    adjusted: totalAmount > 0 && totalAmount !== targetCentavos,
  };
}

export type FixedCapitalProblem =
  'fixed_capital_whole_pesos' | 'fixed_capital_below_minimum' | 'fixed_capital_above_maximum';

/**
 * What is wrong with a fixed capital the founder chose (centavos), or null: whole pesos only, MXN 1,000 at
 * least, MXN 100,000,000 at most.
 */
export function fixedCapitalProblem(centavos: number): FixedCapitalProblem | null {
  if (!Number.isSafeInteger(centavos) || centavos % 100 !== 0) return 'fixed_capital_whole_pesos';
  if (centavos < MIN_FIXED_CAPITAL_CENTAVOS) return 'fixed_capital_below_minimum';
  if (centavos > MAX_FIXED_CAPITAL_CENTAVOS) return 'fixed_capital_above_maximum';
  return null;
}
