import type { Language, RouteName } from '@forja/domain';
import { paths, routeUrl } from '../../config/paths';
import type { PartnerFlowKind } from './api/partner-access';

/** The existing partner's flow under /isPartner/{company_id} (spec section 2), in order. */
export const PARTNER_FLOW_STEPS = [
  'start',
  'complementaries',
  'address',
  'verification',
  'civil_status',
] as const;
/** The invited partner's flow under /invited (spec section 2), in order. */
export const INVITED_FLOW_STEPS = [
  ...PARTNER_FLOW_STEPS,
  'register',
  'analyzing_data',
  'validation_complete',
] as const;
export type FlowStep = (typeof INVITED_FLOW_STEPS)[number];

export function flowSteps(kind: PartnerFlowKind): readonly FlowStep[] {
  return kind === 'invited' ? INVITED_FLOW_STEPS : PARTNER_FLOW_STEPS;
}

/** The step after this one, or null after the last. */
export function nextFlowStep(kind: PartnerFlowKind, step: FlowStep): FlowStep | null {
  const steps = flowSteps(kind);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The invited steps the spec names (their paths are in config/paths). */
const INVITED_ROUTE_NAMES: Partial<Record<FlowStep, RouteName>> = {
  start: 'Start',
  complementaries: 'InvitedComplementaries',
  verification: 'InvitedValidation',
  register: 'InvitedRegister',
  validation_complete: 'End',
};

/** Who and where a flow is about. */
export type FlowTarget = { kind: PartnerFlowKind; partnerId: number; companyId: number };

/**
 * The URL of a step: /{lang}/invited/{step}?partner=..&company=.. (the invited flow keeps both values in the
 * query, which its guard needs) or /{lang}/isPartner/{company_id}/{step}.
 */
export function flowStepUrl(language: Language, target: FlowTarget, step: FlowStep): string {
  if (target.kind === 'partner')
    return paths.isPartnerStep(language, target.companyId, step === 'start' ? '' : step);
  const query = { partner: String(target.partnerId), company: String(target.companyId) };
  const name = INVITED_ROUTE_NAMES[step];
  return name ? routeUrl(language, { name, params: {}, query }) : paths.invitedStep(language, step, query);
}
