import type { Company, PartnerDocumentType } from '@forja/contracts';
import {
  companyDocument,
  makeCompany as makeAnyCompany,
  makePartner,
  makeUser,
  order,
  partnerDocument,
} from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../config/paths';
import {
  onboardingChecklist,
  type OnboardingStepKey,
  type OnboardingStepState,
} from './onboarding-checklist';

const user = makeUser();
/** An S.A.S. (no commissary): the seven steps every company has. The commissary's step is tested below. */
const makeCompany = (overrides: Partial<Company> = {}) =>
  makeAnyCompany({ company_type: 'sas', ...overrides });
/** The name of a named-route target (the commissary's step goes to a page without one). */
const routeName = (target: ReturnType<typeof onboardingChecklist>['target']) =>
  target && 'name' in target ? target.name : null;
const unpaid = { orders: [] };
const noDescription = { description: null };
const noPartnerDocuments = {
  partners: [makePartner({ email: 'ana@example.mx', documents: [] })],
};

const approvedPartner = makePartner({
  email: 'ana@example.mx',
  documents: ['national_identity', 'national_identity_back', 'address', 'CFI'].map((type) =>
    partnerDocument(type as PartnerDocumentType, { is_approved: true }),
  ),
});

type Row = {
  name: string;
  company: Partial<Company>;
  states: string;
  current: OnboardingStepKey | null;
  target: string | null;
  done: number;
};

// States in the order basic_data, payment, partners, partner_documents, signature, rfc, bank:
// D done, C current, L locked.
const STATE: Record<string, OnboardingStepState> = { D: 'done', C: 'current', L: 'locked' };

const TABLE: Row[] = [
  {
    name: 'a new company: basic data first, everything else locked',
    company: { ...noDescription, ...unpaid, partners: [], share_series: [] },
    states: 'CLLLLLL',
    current: 'basic_data',
    target: 'CompanyBasicData',
    done: 0,
  },
  {
    name: 'basic data given, not paid: checkout',
    company: { ...unpaid },
    states: 'DCLLLLL',
    current: 'payment',
    target: 'CheckoutAdvance',
    done: 1,
  },
  {
    name: 'legal representation, not paid: its checkout',
    company: { ...unpaid, legal_representation: true },
    states: 'DCLLLLL',
    current: 'payment',
    target: 'CheckoutRepresentation',
    done: 1,
  },
  {
    name: 'a payment on its way: payment status',
    company: { orders: [order('pending')] },
    states: 'DCLLLLL',
    current: 'payment',
    target: 'PaymentStatus',
    done: 1,
  },
  {
    name: 'paid, with the basic data missing before the deed: basic data again, payment stays done',
    company: { ...noDescription },
    states: 'CDLLLLL',
    current: 'basic_data',
    target: 'CompanyBasicData',
    done: 1,
  },
  {
    name: 'paid, no partners yet',
    company: { partners: [] },
    states: 'DDCLLLL',
    current: 'partners',
    target: 'CompanyPartners',
    done: 2,
  },
  {
    name: 'paid, partners without their documents',
    company: { ...noPartnerDocuments },
    states: 'DDDCLLL',
    current: 'partner_documents',
    target: 'PartnersDocuments',
    done: 3,
  },
  {
    name: 'an S.A.S. with its partners and no commissary (it needs none): on to the partner documents',
    company: { company_type: 'sas', council: [], ...noPartnerDocuments },
    states: 'DDDCLLL',
    current: 'partner_documents',
    target: 'PartnersDocuments',
    done: 3,
  },
  {
    name: 'an S.A. de C.V. with its partners and no commissary: partners until one is appointed',
    company: { company_type: 'sa', council: [], ...noPartnerDocuments },
    // Its eight steps: the commissary comes after the partners' documents.
    states: 'DDCLLLLL',
    current: 'partners',
    target: 'CompanyPartners',
    done: 2,
  },
  {
    name: 'Amazon customer with partners, not paid: the Amazon checkout, partners done',
    company: { ...unpaid, amazon_customer: true },
    states: 'DCDLLLL',
    current: 'payment',
    target: 'CheckoutAmazon',
    done: 2,
  },
  {
    name: "every partner document uploaded, not yet approved: waiting for Forja's review",
    company: {},
    states: 'DDDCLLL',
    current: 'partner_documents',
    target: 'PartnersDocuments',
    done: 3,
  },
  {
    name: 'every redirect passed and the documents approved: the signature, on the signing page',
    company: { partners: [approvedPartner] },
    states: 'DDDDCLL',
    current: 'signature',
    target: 'ValidationActToUser',
    done: 4,
  },
  {
    name: 'signed: the RFC',
    company: { flags: { weetrust_id: null, date_signature: '2026-03-02' } },
    states: 'DDDDDCL',
    current: 'rfc',
    target: 'Documents',
    done: 5,
  },
  {
    name: 'signed, with an RFC: the bank',
    company: { flags: { weetrust_id: null, date_signature: '2026-03-02' }, rfc: 'NAZ260302AB1' },
    states: 'DDDDDDC',
    current: 'bank',
    target: 'Banks',
    done: 6,
  },
  {
    name: 'legal representation with the deed: the bank referral resolveNextRoute asks for',
    company: { legal_representation: true, testimony: true },
    states: 'DDDDDLC',
    current: 'bank',
    target: 'Banks',
    done: 5,
  },
  {
    name: 'documents approved: partner documents count as done without every file',
    company: {
      ...noPartnerDocuments,
      documents: [companyDocument('articles_of_incorporation', { is_approved: true })],
    },
    states: 'DDDDCLL',
    current: 'signature',
    target: 'ValidationActToUser',
    done: 4,
  },
  {
    name: 'everything done',
    company: {
      flags: { weetrust_id: null, date_signature: '2026-03-02' },
      rfc: 'NAZ260302AB1',
      not_interested_banks: true,
    },
    states: 'DDDDDDD',
    current: null,
    target: null,
    done: 7,
  },
];

describe('onboardingChecklist', () => {
  it.each(TABLE)('$name', ({ company: overrides, states, current, target, done }) => {
    const checklist = onboardingChecklist(makeCompany({ id: 12, ...overrides }), user);
    expect(checklist.steps.map((step) => step.state)).toEqual([...states].map((letter) => STATE[letter]));
    expect(checklist.current?.key ?? null).toBe(current);
    expect(routeName(checklist.target)).toBe(target);
    if (target === 'ValidationActToUser')
      expect(checklist.target).toMatchObject({ query: { company: '12' } });
    else if (target) expect(checklist.target).toMatchObject({ params: { company_id: '12' } });
    expect(checklist.done).toBe(done);
    expect(checklist.total).toBe(states.length);
  });

  it('names, for each locked step, the open step before it', () => {
    const checklist = onboardingChecklist(makeCompany({ description: null, orders: [] }), user);
    expect(checklist.steps.map((step) => [step.key, step.after])).toEqual([
      ['basic_data', null],
      ['payment', 'basic_data'],
      ['partners', 'payment'],
      ['partner_documents', 'partners'],
      ['signature', 'partner_documents'],
      ['rfc', 'signature'],
      ['bank', 'rfc'],
    ]);
  });

  it("says when the current step waits on Forja's review of the partners' documents", () => {
    expect(onboardingChecklist(makeCompany({}), user).waiting).toBe('documents_in_review');
    expect(onboardingChecklist(makeCompany({ partners: [approvedPartner] }), user).waiting).toBeNull();
  });

  it('says when the current step waits for a payment already made', () => {
    expect(onboardingChecklist(makeCompany({ orders: [order('pending')] }), user).waiting).toBe(
      'payment_pending',
    );
    expect(onboardingChecklist(makeCompany({ orders: [] }), user).waiting).toBeNull();
  });

  it('answers what resolveNextRoute answered, for the dashboard redirect', () => {
    expect(onboardingChecklist(makeCompany({ partners: [] }), user).next).toEqual({
      name: 'CompanyPartners',
      params: { company_id: '1' },
    });
    expect(onboardingChecklist(makeCompany(), user).next.name).toBe('Dashboard');
  });

  it('sends the signature step to the signing page of the company once the documents are approved', () => {
    const checklist = onboardingChecklist(makeCompany({ id: 12, partners: [approvedPartner] }), user);
    expect(checklist.target).toEqual({
      name: 'ValidationActToUser',
      params: {},
      query: { company: '12' },
    });
    if (checklist.target && 'name' in checklist.target)
      expect(routeUrl('es', checklist.target)).toBe('/es/auth/yolo?company=12');
  });

  it('keeps the partner documents as the target while they wait for review, not the signing page', () => {
    const checklist = onboardingChecklist(makeCompany({ id: 12 }), user);
    expect(checklist.current?.key).toBe('partner_documents');
    expect(routeName(checklist.target)).toBe('PartnersDocuments');
    expect(checklist.steps.find((step) => step.key === 'signature')?.state).toBe('locked');
  });

  it('leaves the signing page once the articles are signed: the RFC, on the documents page', () => {
    const checklist = onboardingChecklist(
      makeCompany({ id: 12, flags: { weetrust_id: null, date_signature: '2026-03-02' } }),
      user,
    );
    expect(checklist.target).toEqual({ name: 'Documents', params: { company_id: '12' } });
  });

  it("adds the commissary after the partners' documents for an S.A. or S.A.P.I., done once it is complete", () => {
    const council = [{ id: 1, partner_id: null, name: 'Rosa Díaz', council_role: 'commissary' }];
    const waiting = onboardingChecklist(
      makeAnyCompany({ id: 12, company_type: 'sa', partners: [approvedPartner], council }),
      user,
    );
    expect(waiting.steps.map((step) => step.key)).toEqual([
      'basic_data',
      'payment',
      'partners',
      'partner_documents',
      'commissary',
      'signature',
      'rfc',
      'bank',
    ]);
    expect(waiting.current?.key).toBe('commissary');
    expect(waiting.target).toEqual({ page: 'company_admin', company_id: 12 });
    expect(waiting.total).toBe(8);
    const complete = onboardingChecklist(
      makeAnyCompany({
        id: 12,
        company_type: 'sa',
        partners: [approvedPartner],
        council,
        commissary_has_documents_completed: true,
      }),
      user,
    );
    expect(complete.steps.find((step) => step.key === 'commissary')?.state).toBe('done');
    expect(complete.current?.key).toBe('signature');
  });
});
