/** Percentages are handled in hundredths of a percent (basis points): 100 % = 10 000. */
export const FULL_OWNERSHIP_BP = 10_000;

export type ShareHolding = { partnerKey: string; seriesKey: string; percentageBp: number };

export type ShareDistributionProblem =
  | 'percentage_must_be_positive'
  | 'shares_must_total_100'
  | 'use_different_percentages'
  | 'not_enough_partners'
  | 'too_many_partners';

/** 33.33 → 3333; refuses more than two decimals. */
export function percentToBp(percentage: number): number | null {
  const bp = Math.round(percentage * 100);
  return Math.abs(bp - percentage * 100) < 1e-6 ? bp : null;
}

export const bpToPercent = (bp: number) => bp / 100;

/**
 * Checks how a company's shares are spread (spec section 5): every holding is positive; a partner holds each
 * series once (one percentage per partner and series, `use_different_percentages`: Forja's reading of "a
 * different percentage is required for each partner"); the society type's partner count holds; and all
 * holdings add up to exactly 100 %. Equal holdings (50/50, 33.33/33.33/33.34) are legal and accepted.
 */
export function checkShareDistribution(
  holdings: readonly ShareHolding[],
  limits: { minPartners: number; maxPartners: number | null },
): ShareDistributionProblem | null {
  if (holdings.some((holding) => !Number.isInteger(holding.percentageBp) || holding.percentageBp <= 0)) {
    return 'percentage_must_be_positive';
  }
  const held = new Set(holdings.map((holding) => JSON.stringify([holding.partnerKey, holding.seriesKey])));
  if (held.size !== holdings.length) return 'use_different_percentages';
  const partners = new Set(holdings.map((holding) => holding.partnerKey));
  if (partners.size < limits.minPartners) return 'not_enough_partners';
  if (limits.maxPartners !== null && partners.size > limits.maxPartners) return 'too_many_partners';
  const sum = holdings.reduce((total, holding) => total + holding.percentageBp, 0);
  if (sum !== FULL_OWNERSHIP_BP) return 'shares_must_total_100';
  return null;
}
