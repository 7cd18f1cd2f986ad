import type { Company, User } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { companyFacts } from './company-facts';
import { companyDocument, makeCompany, makePartner, makeUser, order } from '../testing/fixtures';
import {
  awaitsOwnCivilStatus,
  resolveNextRoute,
  resolveNextRouteBesideCommissary,
  type OnboardingRouteName,
} from './resolve-next-route';

const owned = (id: number) => ({ id, user_id: 7, friendly_id: null, name: null, legal_name: null });
const several = { companies: [owned(1), owned(2)] };
const unconfirmed = { is_confirmed: false };

/** Paid, legal representation, not Amazon: the company that may be sent to Banks. */
const lr = (overrides: Partial<Company> = {}) => makeCompany({ legal_representation: true, ...overrides });
const approved = [companyDocument('articles_of_incorporation', { is_approved: true })];
/** The signed-in user as a partner without civil status, whose partners' documents are incomplete. */
const noCivilStatus = {
  partners: [makePartner({ email: 'Ana@Example.mx', civil_status: null, documents: [] })],
};
const docsMissing = { partners: [makePartner({ email: 'luis@example.mx', documents: [] })] };

type Case = [
  label: string,
  input: { user?: Partial<User>; company?: Company | null; companyIdInPath?: string | number | null },
  expected: OnboardingRouteName,
];

const cases: Case[] = [
  // 1. Unconfirmed user
  ['1: unconfirmed user', { user: unconfirmed, company: makeCompany() }, 'VerifyAccount'],
  [
    '1 beats 2: unconfirmed, several companies, none chosen',
    { user: { ...unconfirmed, ...several } },
    'VerifyAccount',
  ],
  [
    '1 beats 3: unconfirmed, basic data missing',
    { user: unconfirmed, company: makeCompany({ description: null }) },
    'VerifyAccount',
  ],

  // 2. No company chosen
  ['2: no company at all', { user: { companies: [] } }, 'Companies'],
  ['2: several companies and none chosen', { user: several }, 'Companies'],
  ['2: several companies and a blank company_id', { user: several, companyIdInPath: '  ' }, 'Companies'],
  [
    '2: an invitation not yet accepted does not count',
    {
      user: {
        companies: [],
        company_as_a_partner: [{ ...owned(3), user_id: 9, invitation_accepted: false }],
      },
    },
    'Companies',
  ],

  // 3. Basic data
  ['3: description missing', { company: makeCompany({ description: null }) }, 'CompanyBasicData'],
  ['3: description blank', { company: makeCompany({ description: '  ' }) }, 'CompanyBasicData'],
  [
    '3: business activities missing',
    { company: makeCompany({ company_business_twists: [] }) },
    'CompanyBasicData',
  ],
  [
    '3: missing, unpaid even with a deed',
    { company: makeCompany({ description: null, orders: [], testimony: true }) },
    'CompanyBasicData',
  ],
  ['3: LR before the deed, hiring unanswered', { company: lr({ will_hire: null }) }, 'CompanyBasicData'],
  [
    '3 not for an LR Amazon customer with hiring unanswered',
    { company: lr({ will_hire: null, amazon_customer: true }) },
    'Dashboard',
  ],
  [
    '3 not for an LR company with a deed and hiring unanswered',
    { company: lr({ will_hire: null, testimony: true, redirected_banks: true }) },
    'Dashboard',
  ],
  [
    '3 not for a company without LR with hiring unanswered',
    { company: makeCompany({ will_hire: null }) },
    'Dashboard',
  ],
  [
    '3 beats 4: missing data and a pending order',
    { company: makeCompany({ description: null, orders: [order('pending')] }) },
    'CompanyBasicData',
  ],
  [
    '2 yields to a loaded company: several companies, one loaded',
    { user: several, company: makeCompany({ description: null }) },
    'CompanyBasicData',
  ],

  // 4. Payment on its way
  [
    '4: pending order, none complete',
    { company: makeCompany({ orders: [order('pending')] }) },
    'PaymentStatus',
  ],
  ['4 beats 5: LR with a pending order', { company: lr({ orders: [order('pending')] }) }, 'PaymentStatus'],
  [
    '4 beats 6: pending order, neither Amazon nor LR',
    { company: makeCompany({ orders: [order('pending'), order('awaiting_checkout')] }) },
    'PaymentStatus',
  ],

  // 5. Legal representation checkout
  ['5: LR, not Amazon, unpaid', { company: lr({ orders: [] }) }, 'CheckoutRepresentation'],
  [
    '5: LR with an abandoned checkout',
    { company: lr({ orders: [order('awaiting_checkout')] }) },
    'CheckoutRepresentation',
  ],
  [
    '5 beats 7: LR unpaid, no partners',
    { company: lr({ orders: [], partners: [] }) },
    'CheckoutRepresentation',
  ],

  // 6. Advance checkout, then the commissary
  ['6a: neither Amazon nor LR, unpaid', { company: makeCompany({ orders: [] }) }, 'CheckoutAdvance'],
  [
    '6a beats 7: unpaid, no partners',
    { company: makeCompany({ orders: [], partners: [] }) },
    'CheckoutAdvance',
  ],
  [
    '6a beats 8: unpaid, user partner without civil status',
    { company: makeCompany({ orders: [], ...noCivilStatus }) },
    'CheckoutAdvance',
  ],
  ['6b: paid, no commissary, an S.A.P.I.', { company: makeCompany({ council: [] }) }, 'CompanyPartners'],
  [
    '6b: paid, no commissary, an S.A. de C.V.',
    { company: makeCompany({ council: [], company_type: 'sa' }) },
    'CompanyPartners',
  ],
  ['6b: also for an LR company', { company: lr({ council: [] }) }, 'CompanyPartners'],
  [
    '6b: also for an Amazon customer',
    { company: makeCompany({ amazon_customer: true, council: [] }) },
    'CompanyPartners',
  ],
  [
    '6b beaten by 3: missing data',
    { company: makeCompany({ council: [], description: null }) },
    'CompanyBasicData',
  ],
  ['6b not for an srl', { company: makeCompany({ council: [], company_type: 'srl' }) }, 'Dashboard'],
  ['6b not for an S.A.S.', { company: makeCompany({ council: [], company_type: 'sas' }) }, 'Dashboard'],
  [
    '6b not without a society type',
    { company: makeCompany({ council: [], company_type: null }) },
    'Dashboard',
  ],
  ['6b not with a deed', { company: makeCompany({ council: [], testimony: true }) }, 'Dashboard'],
  [
    '6b not once documents are approved',
    { company: makeCompany({ council: [], documents: approved }) },
    'Dashboard',
  ],

  // 7. Partners and share series
  ['7: no partners', { company: makeCompany({ partners: [] }) }, 'CompanyPartners'],
  ['7: no share series', { company: makeCompany({ share_series: [] }) }, 'CompanyPartners'],
  [
    '7 not with a deed',
    {
      company: makeCompany({
        partners: [],
        share_series: [],
        testimony: true,
        partners_has_documents_completed: true,
      }),
    },
    'Dashboard',
  ],

  // 8. The user's own civil status
  ['8: user is a partner without civil status', { company: makeCompany(noCivilStatus) }, 'CompanyPartners'],
  [
    '8 not when the user is not that partner',
    {
      user: { email: 'otra@example.mx' },
      company: makeCompany({ ...noCivilStatus, partners_has_documents_completed: true }),
    },
    'Dashboard',
  ],
  [
    '8 not for a legal-entity partner',
    {
      company: makeCompany({
        partners: [
          makePartner({ email: 'ana@example.mx', civil_status: null, is_moral_person: true, documents: [] }),
        ],
        partners_has_documents_completed: true,
      }),
    },
    'Dashboard',
  ],
  [
    "8 not when the partners' documents are complete",
    { company: makeCompany({ ...noCivilStatus, partners_has_documents_completed: true }) },
    'Dashboard',
  ],
  [
    '8 beats 9: Amazon unpaid, user partner without civil status',
    { company: makeCompany({ amazon_customer: true, orders: [], ...noCivilStatus }) },
    'CompanyPartners',
  ],

  // 9. Amazon checkout
  [
    '9: Amazon customer, unpaid',
    { company: makeCompany({ amazon_customer: true, orders: [] }) },
    'CheckoutAmazon',
  ],
  [
    '9: Amazon with LR, unpaid',
    { company: makeCompany({ amazon_customer: true, legal_representation: true, orders: [] }) },
    'CheckoutAmazon',
  ],
  [
    '9 beats 10: Amazon unpaid, documents missing',
    { company: makeCompany({ amazon_customer: true, orders: [], ...docsMissing }) },
    'CheckoutAmazon',
  ],

  // 10. Partners' documents
  ["10: a partner's documents missing", { company: makeCompany(docsMissing) }, 'PartnersDocuments'],
  [
    '10: a married partner without spouse documents',
    { company: makeCompany({ partners: [makePartner({ civil_status: 'casado' })] }) },
    'PartnersDocuments',
  ],
  [
    '10 beats 11: LR with a deed, documents missing',
    { company: lr({ testimony: true, ...docsMissing }) },
    'PartnersDocuments',
  ],

  // 11. Banks
  ['11: LR with a deed', { company: lr({ testimony: true }) }, 'Banks'],
  [
    '11: LR with all signatures',
    { company: lr({ flags: { weetrust_id: 'w-1', date_signature: '2025-05-02' } }) },
    'Banks',
  ],
  ['11: LR with the deed delivered', { company: lr({ delivery_completed: true }) }, 'Banks'],
  ['11 beats 12: LR with a deed, not yet referred', { company: lr({ testimony: true }) }, 'Banks'],
  ['11 not once referred', { company: lr({ testimony: true, redirected_banks: true }) }, 'Dashboard'],
  ['11 not for Amazon', { company: lr({ testimony: true, amazon_customer: true }) }, 'Dashboard'],
  ['11 not without LR', { company: makeCompany({ testimony: true }) }, 'Dashboard'],
  ['11 not before the deed, signatures or delivery', { company: lr() }, 'Dashboard'],

  // 12. Dashboard
  ['12: everything done', { company: makeCompany() }, 'Dashboard'],
  ['12: LR with the hiring answer no', { company: lr({ will_hire: false }) }, 'Dashboard'],

  // Not asked for partner data once approved, nor for payment once an order is complete
  [
    'approved: no partners, no series, documents missing',
    {
      company: makeCompany({ partners: [], share_series: [], council: [], documents: approved }),
    },
    'Dashboard',
  ],
  [
    'approved: user partner without civil status',
    { company: makeCompany({ ...noCivilStatus, documents: approved }) },
    'Dashboard',
  ],
  [
    'approved: basic data no longer asked once paid',
    { company: makeCompany({ description: null, documents: approved }) },
    'Dashboard',
  ],
  [
    'paid with a deed: basic data no longer asked',
    { company: makeCompany({ company_business_twists: [], testimony: true }) },
    'Dashboard',
  ],
  [
    'paid: a later pending order does not ask for payment',
    { company: makeCompany({ orders: [order('complete'), order('pending')] }) },
    'Dashboard',
  ],
  ['paid: LR is not sent to its checkout', { company: lr({ orders: [order('complete')] }) }, 'Dashboard'],
  [
    'paid: Amazon is not sent to its checkout',
    { company: makeCompany({ amazon_customer: true }) },
    'Dashboard',
  ],
  [
    'unknown order statuses count as unpaid',
    { company: makeCompany({ orders: [order('refunded')] }) },
    'CheckoutAdvance',
  ],
];

describe('resolveNextRoute', () => {
  it.each(cases)('%s', (_label, { user, company, companyIdInPath }, expected) => {
    const route = resolveNextRoute({ user: makeUser(user), company, companyIdInPath });
    expect(route.name).toBe(expected);
  });

  // Every society type of the catalogue: only an S.A. de C.V. and an S.A.P.I. wait at Partners for a
  // commissary; every type moves on to the partners' documents once its partners are in.
  it.each([
    ['sas', 'PartnersDocuments'],
    ['srl', 'PartnersDocuments'],
    ['sa', 'CompanyPartners'],
    ['sapi', 'CompanyPartners'],
  ] as const)('a paid %s founder with partners and no commissary goes to %s', (companyType, expected) => {
    const company = makeCompany({ company_type: companyType, council: [], ...docsMissing });
    expect(resolveNextRoute({ user: makeUser(), company }).name).toBe(expected);
    const appointed = makeCompany({ company_type: companyType, ...docsMissing });
    expect(resolveNextRoute({ user: makeUser(), company: appointed }).name).toBe('PartnersDocuments');
  });

  // Where an S.A. without a commissary would be without the rule asking for one: how far its partners are.
  it.each<[string, Partial<Company>, OnboardingRouteName, OnboardingRouteName]>([
    ['its partners and their documents all in', {}, 'Dashboard', 'CompanyPartners'],
    ['a partner without documents', docsMissing, 'PartnersDocuments', 'CompanyPartners'],
    ['no partners yet', { partners: [] }, 'CompanyPartners', 'CompanyPartners'],
    ['not paid', { orders: [] }, 'CheckoutAdvance', 'CheckoutAdvance'],
  ])('beside the commissary, an S.A. with %s goes to %s', (_label, overrides, beside, next) => {
    const company = makeCompany({ company_type: 'sa', council: [], ...overrides });
    expect(resolveNextRouteBesideCommissary({ user: makeUser(), company }).name).toBe(beside);
    expect(resolveNextRoute({ user: makeUser(), company }).name).toBe(next);
  });

  it('puts the chosen company in the params of every company route', () => {
    expect(resolveNextRoute({ user: makeUser(), company: makeCompany({ id: 42, orders: [] }) })).toEqual({
      name: 'CheckoutAdvance',
      params: { company_id: '42' },
    });
    expect(resolveNextRoute({ user: makeUser({ is_confirmed: false }) })).toEqual({
      name: 'VerifyAccount',
      params: {},
    });
    expect(resolveNextRoute({ user: makeUser(several) })).toEqual({ name: 'Companies', params: {} });
  });

  describe('the one-company shortcut', () => {
    it.each([
      ['one owned company', { companies: [owned(5)] }, undefined, '5'],
      [
        'one accepted partner company',
        {
          companies: [],
          company_as_a_partner: [{ ...owned(8), user_id: 9, invitation_accepted: true }],
        },
        undefined,
        '8',
      ],
      ['several companies with one in the path', several, '2', '2'],
      ['a numeric company_id in the path', several, 2, '2'],
      ['a company_id in the path wins over the only company', { companies: [owned(5)] }, ' 6 ', '6'],
      ['no company, yet one in the path', { companies: [] }, '9', '9'],
    ])('%s goes to that company', (_label, user, companyIdInPath, companyId) => {
      expect(resolveNextRoute({ user: makeUser(user), companyIdInPath })).toEqual({
        name: 'Dashboard',
        params: { company_id: companyId },
      });
    });

    it('runs the company steps once the company is loaded', () => {
      const user = makeUser({ companies: [owned(1)] });
      expect(resolveNextRoute({ user, company: null }).name).toBe('Dashboard');
      expect(
        resolveNextRoute({ user, company: makeCompany({ orders: [] }), companyIdInPath: '1' }).name,
      ).toBe('CheckoutAdvance');
    });
  });
});

describe('awaitsOwnCivilStatus (what step 8 waits for at CompanyPartners)', () => {
  // The QA walk: paid S.A.P.I., partners and series saved, invitations sent, commissary appointed, the
  // founder's own civil status never given and the invited partner's documents still missing.
  const founderWithoutCivilStatus = makeCompany({
    partners: [
      makePartner({ email: 'ana@example.mx', civil_status: null }),
      makePartner({ email: 'luis@example.mx', documents: [] }),
    ],
  });

  it("sends the founder to Partners and says it waits for the founder's own civil status", () => {
    const user = makeUser();
    expect(resolveNextRoute({ user, company: founderWithoutCivilStatus }).name).toBe('CompanyPartners');
    expect(awaitsOwnCivilStatus(founderWithoutCivilStatus, user)).toBe(true);
  });

  it('lets the founder on once the civil status is given', () => {
    const [founder, other] = founderWithoutCivilStatus.partners;
    const company = {
      ...founderWithoutCivilStatus,
      partners: [{ ...founder!, civil_status: 'soltero' }, other!],
    };
    expect(awaitsOwnCivilStatus(company, makeUser())).toBe(false);
    expect(resolveNextRoute({ user: makeUser(), company }).name).toBe('PartnersDocuments');
  });

  it("is not about another partner's civil status", () => {
    const company = makeCompany({
      partners: [makePartner({ email: 'luis@example.mx', civil_status: null, documents: [] })],
    });
    expect(awaitsOwnCivilStatus(company, makeUser())).toBe(false);
  });

  // Every answer of CompanyPartners has a reason the Partners page shows: the commissary (6b), the cap table
  // itself (7), or the user's own civil status (8).
  it.each(cases.filter(([, , expected]) => expected === 'CompanyPartners'))(
    'explains CompanyPartners: %s',
    (_label, { user, company }) => {
      const signedIn = makeUser(user);
      const facts = companyFacts(company!, signedIn);
      const commissary = facts.needsCommissary && !facts.existCommissaryMember;
      const capTable = company!.partners.length === 0 || company!.share_series.length === 0;
      expect(commissary || capTable || awaitsOwnCivilStatus(company!, signedIn)).toBe(true);
    },
  );
});
