import type { CommissaryVerification } from '@forja/contracts';
import { isBlank } from '../shared/text';
import type { RouteTarget } from './route-names';

/** The commissary flow's routes, in order. */
export const COMMISSARY_ROUTES = ['CommissaryStart', 'CommissaryComplementaries', 'CommissaryEnd'] as const;
type CommissaryStep = (typeof COMMISSARY_ROUTES)[number];
type CommissaryRedirect = RouteTarget<CommissaryStep | 'Login'>;

export type GuardCommissaryInput = {
  /** The `company` query value of the URL. */
  companyQuery: string | null | undefined;
  /** The commissary's progress for that company, once loaded; null when it could not be loaded. */
  commissary: Pick<CommissaryVerification, 'is_metamap_validated' | 'is_csf_validated'> | null | undefined;
};

/** The step the commissary is on: identity first, then the tax-status certificate, then the end. */
export function commissaryStep(
  commissary: Pick<CommissaryVerification, 'is_metamap_validated' | 'is_csf_validated'>,
): CommissaryStep {
  if (commissary.is_metamap_validated !== true) return 'CommissaryStart';
  if (commissary.is_csf_validated !== true) return 'CommissaryComplementaries';
  return 'CommissaryEnd';
}

/**
 * The commissary guard (spec section 2), in its order: no company query goes to Login; no commissary data
 * (the load failed) goes to Login; then only the current step may be shown (Start while the identity is not
 * verified, Complementaries while the tax certificate is not, End after both), any other step of the flow
 * goes to the current one, keeping the company query. Answers where to go instead, or null to stay;
 * a route outside the commissary flow is not guarded here.
 */
export function guardCommissary(
  { companyQuery, commissary }: GuardCommissaryInput,
  routeName: string,
): CommissaryRedirect | null {
  if (!(COMMISSARY_ROUTES as readonly string[]).includes(routeName)) return null;
  if (isBlank(companyQuery)) return { name: 'Login', params: {} };
  if (!commissary) return { name: 'Login', params: {} };
  const step = commissaryStep(commissary);
  return step === routeName
    ? null
    : { name: step, params: {}, query: { company: String(companyQuery).trim() } };
}
