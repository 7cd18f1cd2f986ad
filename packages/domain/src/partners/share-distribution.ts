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
 * Checks how a company's shares are spread (issue 8, spec section 5):
 * every holding is positive; all holdings add up to exactly 100 %; the society type's partner count holds;
 * and — reading the spec's "a different percentage is required for each partner" literally — no two partners
 * hold the same total percentage (Forja's reading: it avoids tied votes between equal partners).
 */
export function checkShareDistribution(
  holdings: readonly ShareHolding[],
  limits: { minPartners: number; maxPartners: number | null },
): ShareDistributionProblem | null {
  if (holdings.some((holding) => !Number.isInteger(holding.percentageBp) || holding.percentageBp <= 0)) {
    return 'percentage_must_be_positive';
  }
  const totals = new Map<string, number>();
  for (const holding of holdings)
    totals.set(holding.partnerKey, (totals.get(holding.partnerKey) ?? 0) + holding.percentageBp);
  if (totals.size < limits.minPartners) return 'not_enough_partners';
  if (limits.maxPartners !== null && totals.size > limits.maxPartners) return 'too_many_partners';
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  if (sum !== FULL_OWNERSHIP_BP) return 'shares_must_total_100';
  const values = [...totals.values()];
  if (new Set(values).size !== values.length) return 'use_different_percentages';
  return null;
}
