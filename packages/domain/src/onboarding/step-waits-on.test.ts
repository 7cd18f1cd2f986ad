import { describe, expect, it } from 'vitest';
import { ONBOARDING_ROUTE_NAMES, type OnboardingRouteName } from './resolve-next-route';
import { companyWaitsOn, stepWaitsOn, type StepWaitsOn } from './step-waits-on';

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

describe('companyWaitsOn', () => {
  it("is the redirect step's own answer before the dashboard, whatever the checklist says", () => {
    expect(companyWaitsOn('CompanyBasicData', 'forja')).toBe('founder');
    expect(companyWaitsOn('PaymentStatus', 'forja')).toBe('founder');
    expect(companyWaitsOn('VerifyAccount', 'founder')).toBe('nobody');
  });

  it("is the partners on the partners' documents, as the checklist says, though the reminder goes to the founder", () => {
    expect(companyWaitsOn('PartnersDocuments', 'partners')).toBe('partners');
    expect(stepWaitsOn('PartnersDocuments')).toBe('founder');
  });

  it("past the redirect steps, is whoever acts on the checklist's current step, and nobody when all are done", () => {
    expect(companyWaitsOn('Dashboard', 'founder')).toBe('founder');
    expect(companyWaitsOn('Dashboard', 'partners')).toBe('partners');
    expect(companyWaitsOn('Dashboard', 'forja')).toBe('forja');
    expect(companyWaitsOn('Dashboard', null)).toBe('nobody');
  });
});
