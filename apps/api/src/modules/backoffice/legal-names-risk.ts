import type { DenominationCheck, DenominationRisk } from '@forja/contracts';
import {
  DENOMINATION_MAX_CHARS,
  checkDenomination,
  denominationRefusalReason,
  normalizeDenomination,
} from '@forja/domain';

/** The names in use outside one company, normalised as the domain compares them. */
export type NamesInUse = {
  legalNames: { company_id: number; name: string }[];
  proposals: { company_id: number; name: string }[];
};

/**
 * The refusal-risk check an operator sees beside each proposal: the domain's own verdict (checkDenomination,
 * the rule the founder's form applies) against the names in use elsewhere and the company's higher-ranked
 * proposals, and each reason found, so the operator knows what the Secretaría de Economía may object to.
 */
export function createRiskCheck(namesInUse: NamesInUse) {
  const legalNames = new Map<string, number[]>();
  const proposals = new Map<string, number[]>();
  const index = (map: Map<string, number[]>, entries: { company_id: number; name: string }[]) => {
    for (const entry of entries) {
      const key = normalizeDenomination(entry.name);
      if (!key) continue;
      map.set(key, [...(map.get(key) ?? []), entry.company_id]);
    }
  };
  index(legalNames, namesInUse.legalNames);
  index(proposals, namesInUse.proposals);
  const elsewhere = (map: Map<string, number[]>, key: string, companyId: number) =>
    (map.get(key) ?? []).some((id) => id !== companyId);

  /** The check of one proposal of a company, given the names it ranked above it. */
  return function check(companyId: number, name: string, rankedAbove: readonly string[]): DenominationCheck {
    const key = normalizeDenomination(name);
    const risks: DenominationRisk[] = [];
    const taken: string[] = [...rankedAbove];
    if (name.trim() === '') risks.push('blank');
    if (rankedAbove.some((above) => normalizeDenomination(above) === key)) risks.push('repeated_proposal');
    if (elsewhere(legalNames, key, companyId)) {
      risks.push('legal_name_taken');
      taken.push(name);
    }
    if (elsewhere(proposals, key, companyId)) {
      risks.push('proposed_elsewhere');
      taken.push(name);
    }
    if (name.trim().length > DENOMINATION_MAX_CHARS) risks.push('too_long');
    const reason = name.trim() === '' ? null : denominationRefusalReason(name);
    if (reason) risks.push(reason);
    return { problem: checkDenomination(name, taken), risks };
  };
}
