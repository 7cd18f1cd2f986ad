import { describe, expect, it } from 'vitest';
import { ONBOARDING_ROUTE_NAMES, type OnboardingRouteName } from './resolve-next-route';
import { stepWaitsOn, type StepWaitsOn } from './step-waits-on';

const expected: Record<OnboardingRouteName, StepWaitsOn> = {
  VerifyAccount: 'nobody',
  Companies: 'nobody',
  CompanyBasicData: 'founder',
  PaymentStatus: 'founder',
  CheckoutRepresentation: 'founder',
  CheckoutAdvance: 'founder',
  CompanyPartners: 'founder',
  CheckoutAmazon: 'founder',
  PartnersDocuments: 'founder',
  Banks: 'founder',
  Dashboard: 'forja',
};

describe('stepWaitsOn', () => {
  it.each(ONBOARDING_ROUTE_NAMES.map((step) => [step, expected[step]] as const))(
    '%s waits on %s',
    (step, who) => {
      expect(stepWaitsOn(step)).toBe(who);
    },
  );
});
