import { EMPTY_FORMATION, type Company, type PartnerDocumentType } from '@forja/contracts';
import {
  companyDocument,
  makeCompany as makeAnyCompany,
  makePartner,
  makeUser,
  notaryDeed,
  order,
  partnerDocument,
  sasRegistration,
} from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import {
  onboardingChecklist,
  stepBadge,
  type OnboardingStepKey,
  type OnboardingStepState,
} from './onboarding-checklist';
import { companyWaitsOn } from './step-waits-on';

const user = makeUser();
/** What the articles name besides the partners: the domicile and a sole administrator. */
const articlesData: Partial<Company> = {
  fiscal_residence: 'Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León',
  has_unique_administrator: true,
  council: [{ id: 1, partner_id: null, name: 'Ana López', council_role: 'sole_administrator' }],
};
const NOW = new Date('2026-06-01T12:00:00Z');
/**
 * An S. de R.L. (no commissary, formed before a notary): the steps of most companies. The commissary's step and
 * the S.A.S.'s online registration are tested below.
 */
const makeCompany = (overrides: Partial<Company> = {}) =>
  makeAnyCompany({ company_type: 'srl', ...articlesData, ...overrides });
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
  mati_status: [{ status: 'Approved' }],
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

// States in the order basic_data, payment, partners, partner_documents, signature, deed, testimony, delivery,
// rfc, efirma, bank: D done, C current, O open, L locked.
const STATE: Record<string, OnboardingStepState> = { D: 'done', C: 'current', O: 'open', L: 'locked' };

const signed = {
  date_signature: '2026-03-02T18:00:00.000Z',
  flags: { weetrust_id: null, date_signature: '2026-03-02T18:00:00.000Z' },
};
const deed = notaryDeed({ folio_mercantil: null });

const TABLE: Row[] = [
  {
    name: 'a new company: basic data first, everything else locked',
    company: { ...noDescription, ...unpaid, partners: [], share_series: [] },
    states: 'CLLLLLLLLLL',
    current: 'basic_data',
    target: 'CompanyBasicData',
    done: 0,
  },
  {
    name: 'basic data given, not paid: checkout',
    company: { ...unpaid },
    states: 'DCLLLLLLLLL',
    current: 'payment',
    target: 'CheckoutAdvance',
    done: 1,
  },
  {
    name: 'legal representation, not paid: its checkout',
    company: { ...unpaid, legal_representation: true },
    states: 'DCLLLLLLLLL',
    current: 'payment',
    target: 'CheckoutRepresentation',
    done: 1,
  },
  {
    name: 'a payment on its way: payment status',
    company: { orders: [order('pending')] },
    states: 'DCLLLLLLLLL',
    current: 'payment',
    target: 'PaymentStatus',
    done: 1,
  },
  {
    name: 'paid, with the basic data missing before the deed: basic data again, payment stays done',
    company: { ...noDescription },
    states: 'CDLLLLLLLLL',
    current: 'basic_data',
    target: 'CompanyBasicData',
    done: 1,
  },
  {
    name: 'paid, no partners yet',
    company: { partners: [] },
    states: 'DDCLLLLLLLL',
    current: 'partners',
    target: 'CompanyPartners',
    done: 2,
  },
  {
    name: 'paid, partners without their documents',
    company: { ...noPartnerDocuments },
    states: 'DDDCLLLLLLL',
    current: 'partner_documents',
    target: 'PartnersDocuments',
    done: 3,
  },
  {
    name: 'an S.A.S. with its partners and no commissary (it needs none): on to the partner documents',
    company: { company_type: 'sas', council: [], ...noPartnerDocuments },
    // Its nine steps: the registration in the SE's system instead of the deed, the testimonio and its delivery.
    states: 'DDDCLLLLL',
    current: 'partner_documents',
    target: 'PartnersDocuments',
    done: 3,
  },
  {
    name: "an S.A. de C.V. with its partners and no commissary: partners done, the commissary current beside the partners' documents",
    company: { company_type: 'sa', council: [], ...noPartnerDocuments },
    // Its twelve steps: the commissary comes after the partners' documents, open as soon as the company is paid.
    states: 'DDDOCLLLLLLL',
    current: 'commissary',
    // The administration page, where the commissary is appointed (no named route).
    target: null,
    done: 3,
  },
  {
    name: 'an S.A. de C.V. without partners nor commissary: the partners first',
    company: { company_type: 'sa', council: [], partners: [] },
    states: 'DDCLOLLLLLLL',
    current: 'partners',
    target: 'CompanyPartners',
    done: 2,
  },
  {
    name: 'Amazon customer with partners, not paid: the Amazon checkout, partners done',
    company: { ...unpaid, amazon_customer: true },
    states: 'DCDLLLLLLLL',
    current: 'payment',
    target: 'CheckoutAmazon',
    done: 2,
  },
  {
    name: "every partner document uploaded, not yet approved: waiting for Forja's review",
    company: {},
    states: 'DDDCLLLLLLL',
    current: 'partner_documents',
    target: 'PartnersDocuments',
    done: 3,
  },
  {
    name: 'every redirect passed and the documents approved: the signature, on the signing page',
    company: { partners: [approvedPartner] },
    states: 'DDDDCLLLLLL',
    current: 'signature',
    target: 'ValidationActToUser',
    done: 4,
  },
  {
    name: 'signed: Forja takes it to the notary (deed), the address and the bank may be given already',
    company: { ...signed },
    states: 'DDDDDCLOLLO',
    current: 'deed',
    target: null,
    done: 5,
  },
  {
    name: 'deed recorded: the certified copy next; the RFC may be registered meanwhile',
    company: { ...signed, formation: { ...EMPTY_FORMATION, deed } },
    states: 'DDDDDDCOOLO',
    current: 'testimony',
    target: null,
    done: 6,
  },
  {
    name: 'legal representation with the deed: the bank referral resolveNextRoute asks for',
    company: { legal_representation: true, testimony: true },
    states: 'DDDDDDDOOLC',
    current: 'bank',
    target: 'Banks',
    done: 7,
  },
  {
    name: 'documents approved: partner documents count as done without every file',
    company: {
      ...noPartnerDocuments,
      documents: [companyDocument('articles_of_incorporation', { is_approved: true })],
    },
    states: 'DDDDCLLLLLL',
    current: 'signature',
    target: 'ValidationActToUser',
    done: 4,
  },
  {
    name: 'everything done',
    company: {
      ...signed,
      testimony: true,
      delivery_completed: true,
      rfc: 'NAZ260302AB1',
      not_interested_banks: true,
      formation: { ...EMPTY_FORMATION, deed, efirma_obtained_at: '2026-04-20T17:00:00.000Z' },
    },
    states: 'DDDDDDDDDDD',
    current: null,
    target: null,
    done: 11,
  },
];

describe('onboardingChecklist', () => {
  it.each(TABLE)('$name', ({ company: overrides, states, current, target, done }) => {
    const checklist = onboardingChecklist(makeCompany({ id: 12, ...overrides }), user, NOW);
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
    const checklist = onboardingChecklist(makeCompany({ description: null, orders: [] }), user, NOW);
    expect(checklist.steps.map((step) => [step.key, step.after])).toEqual([
      ['basic_data', null],
      ['payment', 'basic_data'],
      ['partners', 'payment'],
      ['partner_documents', 'partners'],
      ['signature', 'partner_documents'],
      ['deed', 'signature'],
      ['testimony', 'deed'],
      ['delivery', 'signature'],
      ['rfc', 'deed'],
      ['efirma', 'rfc'],
      ['bank', 'signature'],
    ]);
  });

  it("says when the current step waits on Forja's review of the partners' documents", () => {
    expect(onboardingChecklist(makeCompany({}), user, NOW).waiting).toBe('documents_in_review');
    expect(onboardingChecklist(makeCompany({ partners: [approvedPartner] }), user, NOW).waiting).toBeNull();
  });

  it('says when the current step waits for a payment already made', () => {
    expect(onboardingChecklist(makeCompany({ orders: [order('pending')] }), user, NOW).waiting).toBe(
      'payment_pending',
    );
    expect(onboardingChecklist(makeCompany({ orders: [] }), user, NOW).waiting).toBeNull();
  });

  it('answers what resolveNextRoute answered, for the dashboard redirect', () => {
    expect(onboardingChecklist(makeCompany({ partners: [] }), user, NOW).next).toEqual({
      name: 'CompanyPartners',
      params: { company_id: '1' },
    });
    expect(onboardingChecklist(makeCompany(), user, NOW).next.name).toBe('Dashboard');
  });

  it('sends the signature step to the signing page of the company once the documents are approved', () => {
    const checklist = onboardingChecklist(makeCompany({ id: 12, partners: [approvedPartner] }), user, NOW);
    expect(checklist.target).toEqual({
      name: 'ValidationActToUser',
      params: {},
      query: { company: '12' },
    });
  });

  it("keeps the partners' documents open until every partner who is a person verified their identity", () => {
    const unverified = { ...approvedPartner, mati_status: [{ status: 'Pending' }] };
    const checklist = onboardingChecklist(makeCompany({ id: 12, partners: [unverified] }), user, NOW);
    expect(checklist.current).toMatchObject({
      key: 'partner_documents',
      actor: 'partners',
      note: 'identity_pending',
    });
    expect(routeName(checklist.target)).toBe('PartnersDocuments');
    expect(checklist.waiting).toBeNull();
    expect(checklist.steps.find((step) => step.key === 'signature')?.state).toBe('locked');
    // A partner that is a company (persona moral) has no identity to verify.
    const company = makePartner({
      email: 'inversiones@example.mx',
      is_moral_person: true,
      mati_status: [],
      documents: [
        'national_identity',
        'national_identity_back',
        'address',
        'CFI',
        'articles_of_incorporation',
        'legal_representative_proof',
        'fiscal_identity',
      ].map((type) => partnerDocument(type as PartnerDocumentType, { is_approved: true })),
    });
    expect(
      onboardingChecklist(makeCompany({ partners: [approvedPartner, company] }), user, NOW).current?.key,
    ).toBe('signature');
  });

  it('before the signature, leads the founder to give who runs the company and its domicile', () => {
    const before = (overrides: Partial<Company>) =>
      onboardingChecklist(makeCompany({ id: 12, partners: [approvedPartner], ...overrides }), user, NOW);
    const neither = before({ fiscal_residence: null, has_unique_administrator: null, council: [] });
    expect(neither.current).toMatchObject({
      key: 'signature',
      actor: 'founder',
      note: 'articles_administration_domicile',
    });
    expect(neither.target).toEqual({ page: 'company_admin', company_id: 12 });
    const board = before({
      has_unique_administrator: false,
      council: [{ id: 1, partner_id: null, name: 'Ana López', council_role: 'president' }],
    });
    expect(board.current).toMatchObject({ note: 'articles_administration', actor: 'founder' });
    expect(board.target).toEqual({ page: 'company_admin', company_id: 12 });
    const domicile = before({ fiscal_residence: ' ' });
    expect(domicile.current).toMatchObject({ note: 'articles_domicile', actor: 'founder' });
    expect(domicile.target).toEqual({ name: 'CompanyBasicData', params: { company_id: '12' } });
    expect(before({}).current).toMatchObject({ key: 'signature', actor: 'partners', note: null });
    expect(before({}).target).toEqual({
      name: 'ValidationActToUser',
      params: {},
      query: { company: '12' },
    });
  });

  it('keeps the partner documents as the target while they wait for review, not the signing page', () => {
    const checklist = onboardingChecklist(makeCompany({ id: 12 }), user, NOW);
    expect(checklist.current?.key).toBe('partner_documents');
    expect(routeName(checklist.target)).toBe('PartnersDocuments');
    expect(checklist.steps.find((step) => step.key === 'signature')?.state).toBe('locked');
  });

  it('leaves the signing page once the articles are signed: the deed, followed on the company record', () => {
    const checklist = onboardingChecklist(makeCompany({ id: 12, ...signed }), user, NOW);
    expect(checklist.target).toEqual({ page: 'detail', company_id: 12 });
    expect(checklist.current).toMatchObject({
      key: 'deed',
      actor: 'forja',
      note: 'deed_in_progress',
      since: '2026-03-02T18:00:00.000Z',
    });
    expect(checklist.steps.find((step) => step.key === 'signature')?.done_at).toBe(
      '2026-03-02T18:00:00.000Z',
    );
  });

  it('forms an S.A.S. online: its registration in the SE system instead of the notary, the testimonio and the delivery', () => {
    const sas = (overrides: Partial<Company>) =>
      onboardingChecklist(makeCompany({ id: 12, company_type: 'sas', ...overrides }), user, NOW);
    const signedSas = sas({ ...signed });
    expect(signedSas.steps.map((step) => step.key)).toEqual([
      'basic_data',
      'payment',
      'partners',
      'partner_documents',
      'signature',
      'registration',
      'rfc',
      'efirma',
      'bank',
    ]);
    expect(signedSas.current).toMatchObject({
      key: 'registration',
      actor: 'forja',
      note: 'registration_in_progress',
      since: '2026-03-02T18:00:00.000Z',
    });
    expect(signedSas.target).toEqual({ page: 'detail', company_id: 12 });
    expect(signedSas.steps.find((step) => step.key === 'rfc')).toMatchObject({
      state: 'locked',
      after: 'registration',
    });

    const registration = sasRegistration();
    const registered = sas({ ...signed, formation: { ...EMPTY_FORMATION, deed: registration } });
    expect(registered.steps.find((step) => step.key === 'registration')).toMatchObject({
      state: 'done',
      done_at: '2026-03-10T20:00:00.000Z',
    });
    expect(registered.current).toMatchObject({ key: 'rfc', since: '2026-03-10T20:00:00.000Z' });
    expect(registered.total).toBe(9);
  });

  it("hands an S.A.S.'s registration to the shareholders once Forja says the articles are ready in the SE's system", () => {
    const sas = (formation: Company['formation']) =>
      onboardingChecklist(makeCompany({ id: 12, company_type: 'sas', ...signed, formation }), user, NOW);
    // Before: Forja is entering the articles in the SE's system.
    expect(sas(EMPTY_FORMATION).current).toMatchObject({
      key: 'registration',
      state: 'current',
      actor: 'forja',
      note: 'registration_in_progress',
      since: '2026-03-02T18:00:00.000Z',
    });
    // After: every shareholder signs there with their e.firma, since the articles were ready.
    const ready = sas({ ...EMPTY_FORMATION, se_signature_ready_at: '2026-03-05T16:00:00.000Z' });
    expect(ready.current).toMatchObject({
      key: 'registration',
      state: 'current',
      actor: 'partners',
      note: 'registration_sign_in_se',
      since: '2026-03-05T16:00:00.000Z',
    });
    expect(ready.target).toEqual({ page: 'detail', company_id: 12 });
    // The back office's companies list says whom the company waits on from the same checklist.
    expect(companyWaitsOn(ready.next.name, ready.current?.actor ?? null)).toBe('partners');
    expect(companyWaitsOn('Dashboard', sas(EMPTY_FORMATION).current?.actor ?? null)).toBe('forja');
    expect(ready.steps.find((step) => step.key === 'rfc')).toMatchObject({
      state: 'locked',
      after: 'registration',
    });
    // Once its registration is recorded the step is done, whoever acted last.
    const registered = sas({
      ...EMPTY_FORMATION,
      se_signature_ready_at: '2026-03-05T16:00:00.000Z',
      deed: sasRegistration(),
    });
    expect(registered.steps.find((step) => step.key === 'registration')).toMatchObject({
      state: 'done',
      actor: null,
      note: null,
    });
    expect(registered.current?.key).toBe('rfc');
  });

  it('keeps the notary path, not the registration, for the other types', () => {
    for (const companyType of ['srl', 'sa', 'sapi']) {
      const keys = onboardingChecklist(
        makeCompany({ company_type: companyType, ...signed }),
        user,
        NOW,
      ).steps.map((step) => step.key);
      expect(keys).toEqual(expect.arrayContaining(['deed', 'testimony', 'delivery']));
      expect(keys).not.toContain('registration');
    }
  });

  it('asks the founder for the delivery address once signed, then says who has the testimonio', () => {
    const step = (formation: Company['formation'], testimony = false) =>
      onboardingChecklist(makeCompany({ ...signed, testimony, formation }), user, NOW).steps.find(
        (entry) => entry.key === 'delivery',
      );
    expect(step(EMPTY_FORMATION)).toMatchObject({
      state: 'open',
      actor: 'founder',
      note: 'delivery_address_needed',
    });
    const address = {
      street: 'Av. Reforma',
      exterior_number: '222',
      interior_number: null,
      settlement: 'Juárez',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      postal_code: '06600',
      references: null,
      contact_name: 'Ana López',
      contact_phone: '+525512345678',
    };
    const preparing = { ...EMPTY_FORMATION.delivery, status: 'preparing' as const, address };
    expect(step({ ...EMPTY_FORMATION, deed, delivery: preparing })).toMatchObject({
      actor: 'forja',
      note: 'delivery_waits_testimony',
    });
    expect(step({ ...EMPTY_FORMATION, deed, delivery: preparing }, true)).toMatchObject({
      note: 'delivery_preparing',
    });
    const shipped = { ...preparing, status: 'shipped' as const, carrier: 'dhl', tracking_number: '123' };
    expect(step({ ...EMPTY_FORMATION, deed, delivery: shipped }, true)).toMatchObject({
      note: 'delivery_shipped',
    });
  });

  it('sends the e.firma to the SAT page: book, then attend, then Forja records it', () => {
    const registered = { ...signed, testimony: true, delivery_completed: true, rfc: 'NAZ260302AB1' };
    const appointment = {
      id: 1,
      type: 'efirma' as const,
      starts_at: '2026-04-20T16:00:00.000Z',
      ends_at: '2026-04-20T17:00:00.000Z',
      location: 'SAT Ciudad de México Centro',
      time_zone: 'America/Mexico_City',
      can_cancel: true,
    };
    const at = (formation: Company['formation'], now: string) =>
      onboardingChecklist(makeCompany({ id: 12, ...registered, formation }), user, new Date(now));
    const toBook = at(
      { ...EMPTY_FORMATION, deed, rfc_recorded_at: '2026-04-01T17:00:00.000Z' },
      '2026-04-02',
    );
    expect(toBook.current).toMatchObject({
      key: 'efirma',
      actor: 'founder',
      note: 'efirma_book',
      since: '2026-04-01T17:00:00.000Z',
    });
    expect(toBook.target).toEqual({ page: 'company_fiels', company_id: 12 });
    const booked = { ...EMPTY_FORMATION, deed, appointments: [appointment] };
    expect(at(booked, '2026-04-19T12:00:00Z').current).toMatchObject({
      actor: 'founder',
      note: 'efirma_booked',
    });
    expect(at(booked, '2026-04-20T18:00:00Z').current).toMatchObject({
      actor: 'forja',
      note: 'efirma_recording',
    });

    // Booked on the SAT's own portal: its receipt, uploaded on the SAT page, stands for the appointment.
    const withReceipt = (overrides: Parameters<typeof companyDocument>[1]) =>
      onboardingChecklist(
        makeCompany({
          id: 12,
          ...registered,
          documents: [companyDocument('acuse_cita_sat', overrides)],
          formation: { ...EMPTY_FORMATION, deed, rfc_recorded_at: '2026-04-01T17:00:00.000Z' },
        }),
        user,
        new Date('2026-04-02'),
      ).current;
    expect(withReceipt({})).toMatchObject({ key: 'efirma', actor: 'founder', note: 'efirma_booked' });
    expect(withReceipt({ rejection_category: 'illegible' })).toMatchObject({ note: 'efirma_book' });
  });

  it('leaves the e.firma to Forja when the company hired it as legal representative, unless the founder booked one', () => {
    const registered = {
      ...signed,
      testimony: true,
      delivery_completed: true,
      rfc: 'NAZ260302AB1',
      legal_representation: true,
    };
    const formation = { ...EMPTY_FORMATION, deed, rfc_recorded_at: '2026-04-01T17:00:00.000Z' };
    // The spec's order sends a company Forja represents on to the banks meanwhile; the e.firma stays open, Forja's.
    const efirmaStep = (company: Company) =>
      onboardingChecklist(company, user, new Date('2026-04-02')).steps.find((step) => step.key === 'efirma');
    expect(efirmaStep(makeCompany({ id: 12, ...registered, formation }))).toMatchObject({
      state: 'open',
      actor: 'forja',
      note: 'efirma_by_forja',
    });
    const appointment = {
      id: 1,
      type: 'efirma' as const,
      starts_at: '2026-04-20T16:00:00.000Z',
      ends_at: '2026-04-20T17:00:00.000Z',
      location: 'SAT Ciudad de México Centro',
      time_zone: 'America/Mexico_City',
      can_cancel: true,
    };
    expect(
      efirmaStep(
        makeCompany({ id: 12, ...registered, formation: { ...formation, appointments: [appointment] } }),
      ),
    ).toMatchObject({ actor: 'founder', note: 'efirma_booked' });
  });

  describe('an S.A. de C.V. whose partners are all in, without a commissary yet', () => {
    // Two partners saved (60/40), every document uploaded and waiting for Forja's review, nobody on the council.
    const company = makeAnyCompany({
      id: 12,
      company_type: 'sa',
      council: [],
      partners: [
        makePartner({ email: 'ana@example.mx', shares: [{ id: 1, share_series_id: 1, percentage: 60 }] }),
        makePartner({ email: 'luis@example.mx', shares: [{ id: 2, share_series_id: 1, percentage: 40 }] }),
      ],
    });
    const checklist = onboardingChecklist(company, user, NOW);
    const step = (key: OnboardingStepKey) => checklist.steps.find((entry) => entry.key === key);

    it('keeps the redirect order: the dashboard still sends the founder to the partners page', () => {
      expect(checklist.next).toEqual({ name: 'CompanyPartners', params: { company_id: '12' } });
    });

    it('shows the partners done and the commissary as the step to work on, on the administration page', () => {
      expect(step('partners')).toMatchObject({ state: 'done' });
      expect(checklist.current).toMatchObject({
        key: 'commissary',
        actor: 'founder',
        note: 'commissary_to_appoint',
      });
      expect(checklist.target).toEqual({ page: 'company_admin', company_id: 12 });
      expect(checklist.done).toBe(3);
    });

    it("shows the partners' documents in Forja's review, not locked", () => {
      expect(step('partner_documents')).toMatchObject({
        state: 'open',
        after: null,
        actor: 'forja',
        note: 'documents_in_review',
      });
    });
  });

  describe("an S.A. de C.V.'s commissary goes on beside the partners' documents", () => {
    const council = [{ id: 1, partner_id: null, name: 'Marta Ruiz Salas', council_role: 'commissary' }];
    // Every partner's documents uploaded, waiting for Forja's review.
    const inReview = { id: 12, company_type: 'sa', council };
    const commissaryStep = (overrides: Partial<Company>) => {
      const checklist = onboardingChecklist(makeAnyCompany({ ...inReview, ...overrides }), user, NOW);
      return checklist.steps.find((step) => step.key === 'commissary');
    };
    const sent = [companyDocument('commissary_national_identity'), companyDocument('commissary_CSF')];

    it('appointed, their identity and tax certificate sent: Forja is reviewing them, not locked', () => {
      const checklist = onboardingChecklist(makeAnyCompany({ ...inReview, documents: sent }), user, NOW);
      expect(checklist.current).toMatchObject({ key: 'partner_documents', note: 'documents_in_review' });
      expect(commissaryStep({ documents: sent })).toMatchObject({
        state: 'open',
        after: null,
        actor: 'forja',
        note: 'commissary_in_review',
      });
    });

    it('appointed, nothing sent yet or a document rejected: waiting on the commissary, not asking to appoint', () => {
      const pending = { state: 'open', actor: 'founder', note: 'commissary_pending' };
      expect(commissaryStep({ documents: [] })).toMatchObject(pending);
      expect(commissaryStep({ documents: [sent[0]!] })).toMatchObject(pending);
      expect(
        commissaryStep({
          documents: [sent[0]!, companyDocument('commissary_CSF', { rejection_category: 'illegible' })],
        }),
      ).toMatchObject(pending);
    });

    it("approved: done, even while the partners' documents are still in review", () => {
      expect(
        commissaryStep({
          documents: sent.map((document) => ({ ...document, is_approved: true })),
          commissary_has_documents_completed: true,
        }),
      ).toMatchObject({ state: 'done' });
    });

    it("Forja's commissary service bought: Forja's turn", () => {
      expect(
        commissaryStep({ orders: [order('complete', ['Constitución', 'Servicio de Comisario'])] }),
      ).toMatchObject({ state: 'open', actor: 'forja', note: 'commissary_forja_service' });
    });

    it("not paid: locked until the payment, not until the partners' documents", () => {
      const unpaidCompany = onboardingChecklist(makeAnyCompany({ ...inReview, orders: [] }), user, NOW);
      expect(unpaidCompany.steps.find((step) => step.key === 'commissary')).toMatchObject({
        state: 'locked',
        after: 'payment',
      });
    });
  });

  it("adds the commissary after the partners' documents for an S.A. or S.A.P.I., done once it is complete", () => {
    const council = [{ id: 1, partner_id: null, name: 'Rosa Díaz', council_role: 'commissary' }];
    const waiting = onboardingChecklist(
      makeAnyCompany({ id: 12, company_type: 'sa', partners: [approvedPartner], council }),
      user,
      NOW,
    );
    expect(waiting.steps.map((step) => step.key)).toEqual([
      'basic_data',
      'payment',
      'partners',
      'partner_documents',
      'commissary',
      'signature',
      'deed',
      'testimony',
      'delivery',
      'rfc',
      'efirma',
      'bank',
    ]);
    expect(waiting.current?.key).toBe('commissary');
    expect(waiting.target).toEqual({ page: 'company_admin', company_id: 12 });
    expect(waiting.total).toBe(12);
    const complete = onboardingChecklist(
      makeAnyCompany({
        id: 12,
        company_type: 'sa',
        partners: [approvedPartner],
        council,
        commissary_has_documents_completed: true,
      }),
      user,
      NOW,
    );
    expect(complete.steps.find((step) => step.key === 'commissary')?.state).toBe('done');
    expect(complete.current?.key).toBe('signature');
  });
});

describe('stepBadge', () => {
  it("says the RFC is in progress, not that the founder can start it, while it is Forja's turn after the deed", () => {
    const checklist = onboardingChecklist(
      makeCompany({ ...signed, formation: { ...EMPTY_FORMATION, deed } }),
      user,
      NOW,
    );
    const rfc = checklist.steps.find((step) => step.key === 'rfc');
    expect(rfc).toMatchObject({ state: 'open', actor: 'forja', note: 'rfc_in_progress' });
    expect(stepBadge(rfc!)).toBe('in_progress');
  });

  it('keeps the state where the founder or the partners act, and for steps done or locked', () => {
    expect(stepBadge({ state: 'open', actor: 'founder' })).toBe('open');
    expect(stepBadge({ state: 'current', actor: 'partners' })).toBe('current');
    expect(stepBadge({ state: 'current', actor: 'forja' })).toBe('in_progress');
    expect(stepBadge({ state: 'done', actor: null })).toBe('done');
    expect(stepBadge({ state: 'locked', actor: null })).toBe('locked');
  });
});
