import type { Company } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import {
  companyDocument,
  loose,
  makeCompany,
  makePartner,
  makeUser,
  order,
  partnerDocument,
  subscription,
} from '../testing/fixtures';
import {
  companyFacts,
  findUserPartner,
  societyTypeNeedsCommissary,
  type CompanyFacts,
} from './company-facts';

const unpaid = { orders: [], subscriptions: [] };

describe('societyTypeNeedsCommissary', () => {
  // Every society type of the catalogue, and what is not one.
  it.each([
    ['sas', false],
    ['srl', false],
    ['sa', true],
    ['sapi', true],
    ['SA', true],
    ['', false],
    [null, false],
    [undefined, false],
    ['sociedad cooperativa', false],
  ] as const)('%j → %s', (companyType, expected) => {
    expect(societyTypeNeedsCommissary(companyType)).toBe(expected);
  });
});

describe('companyFacts', () => {
  // fact, company overrides, expected value
  const cases: [keyof CompanyFacts, Partial<Company>, boolean][] = [
    ['isPaid', { orders: [order('complete')] }, true],
    ['isPaid', { orders: [], subscriptions: [subscription('active')] }, true],
    ['isPaid', { orders: [order('pending')], subscriptions: [subscription('past_due')] }, false],
    ['isPaid', { orders: [order('Complete ')] }, true],
    ['isPaid', { orders: [order('refunded')], subscriptions: [subscription('cancelled')] }, false],
    ['isPaid', unpaid, false],

    ['isPending', { orders: [order('pending')] }, true],
    ['isPending', { orders: [order('awaiting_checkout')] }, true],
    ...(['pending', 'incomplete', 'past_due', 'awaiting_checkout'] as const).map(
      (status): [keyof CompanyFacts, Partial<Company>, boolean] => [
        'isPending',
        { orders: [], subscriptions: [subscription(status)] },
        true,
      ],
    ),
    ['isPending', { orders: [order('complete')], subscriptions: [subscription('active')] }, false],
    ['isPending', { orders: [order('on_hold')] }, false],

    ['existOrderComplete', { orders: [order('pending'), order('complete')] }, true],
    ['existOrderComplete', { orders: [order('pending')], subscriptions: [subscription('active')] }, false],

    ['existOrderPending', { orders: [order('pending')] }, true],
    ['existOrderPending', { orders: [order('awaiting_checkout')] }, false],
    ['existOrderPending', { orders: [order('complete')], subscriptions: [subscription('pending')] }, false],

    [
      'existOrderComplementarieComplete',
      { orders: [order('complete', ['Complemento Acta Constitutiva'])] },
      true,
    ],
    [
      'existOrderComplementarieComplete',
      { orders: [order('complete', [' complemento acta constitutiva'])] },
      true,
    ],
    [
      'existOrderComplementarieComplete',
      { orders: [order('pending', ['Complemento Acta Constitutiva'])] },
      false,
    ],
    ['existOrderComplementarieComplete', { orders: [order('complete', ['Complemento'])] }, false],

    [
      'existOrderComplementariePending',
      { orders: [order('pending', ['Complemento Acta Constitutiva'])] },
      true,
    ],
    [
      'existOrderComplementariePending',
      { orders: [order('complete', ['Complemento Acta Constitutiva'])] },
      false,
    ],

    ['existOrderCommissaryComplete', { orders: [order('complete', ['Servicio de Comisario'])] }, true],
    [
      'existOrderCommissaryComplete',
      { orders: [], subscriptions: [subscription('active', ['Servicio de Comisario'])] },
      true,
    ],
    ['existOrderCommissaryComplete', { orders: [order('pending', ['Servicio de Comisario'])] }, false],
    [
      'existOrderCommissaryComplete',
      { orders: [], subscriptions: [subscription('past_due', ['Servicio de Comisario'])] },
      false,
    ],

    [
      'documentsApproved',
      { documents: [companyDocument('articles_of_incorporation', { is_approved: true })] },
      true,
    ],
    ['documentsApproved', { documents: [companyDocument('articles_of_incorporation')] }, false],
    [
      'documentsApproved',
      {
        documents: [
          companyDocument('articles_of_incorporation', {
            is_approved: true,
            rejection_category: 'illegible',
          }),
        ],
      },
      false,
    ],
    ['documentsApproved', { documents: [companyDocument('fiscal_identity', { is_approved: true })] }, false],
    ['documentsApproved', { documents: [] }, false],

    [
      'legalNameAuthorized',
      { documents: [companyDocument('legal_name_authorization', { is_approved: true })] },
      true,
    ],
    ['legalNameAuthorized', { documents: [companyDocument('legal_name_authorization')] }, false],

    ['existCommissaryMember', {}, true],
    [
      'existCommissaryMember',
      { council: [{ id: 2, partner_id: 1, name: null, council_role: 'Commissary' }] },
      true,
    ],
    [
      'existCommissaryMember',
      { council: [{ id: 2, partner_id: 1, name: null, council_role: 'president' }] },
      false,
    ],
    ['existCommissaryMember', { council: [] }, false],

    ['companyIsHiring', { will_hire: true }, true],
    ['companyIsHiring', { will_hire: false }, false],
    ['companyIsHiring', { will_hire: null }, false],
    ['hiringAnswered', { will_hire: false }, true],
    ['hiringAnswered', { will_hire: true }, true],
    ['hiringAnswered', { will_hire: null }, false],

    ['completeFirms', { flags: { weetrust_id: 'w', date_signature: '2025-03-01' } }, true],
    ['completeFirms', { flags: { weetrust_id: 'w', date_signature: '  ' } }, false],
    ['completeFirms', { flags: { weetrust_id: null, date_signature: null } }, false],
    ['completeFirms', { flags: loose(null) }, false],

    ['deliveryCompleted', { delivery_completed: true }, true],
    ['deliveryCompleted', { delivery_completed: false }, false],

    ['partnerDocumentsComplete', {}, true],
    ['partnerDocumentsComplete', { partners: [], partners_has_documents_completed: true }, true],
    ['partnerDocumentsComplete', { partners: [] }, false],
    ['partnerDocumentsComplete', { partners: [makePartner(), makePartner({ documents: [] })] }, false],
    [
      'partnerDocumentsComplete',
      { partners: [makePartner({ documents: [] })], partners_has_documents_completed: true },
      true,
    ],

    ['hasLegacyPartners', {}, false],
    ['hasLegacyPartners', { partners: [makePartner({ shares: [] })] }, true],
    [
      'hasLegacyPartners',
      { partners: [makePartner({ shares: [{ id: 1, share_series_id: 1, percentage: null }] })] },
      true,
    ],
    [
      'hasLegacyPartners',
      { partners: [makePartner({ shares: [{ id: 1, share_series_id: 1, percentage: 0 }] })] },
      false,
    ],
    ['hasLegacyPartners', { partners: [makePartner({ shares: loose(null) })] }, true],
    ['hasLegacyPartners', { partners: [] }, false],

    ['needsCommissary', { company_type: 'sa' }, true],
    ['needsCommissary', { company_type: 'sapi' }, true],
    ['needsCommissary', { company_type: ' SAPI ' }, true],
    ['needsCommissary', { company_type: 'sas' }, false],
    ['needsCommissary', { company_type: 'srl' }, false],
    ['needsCommissary', { company_type: 'SRL' }, false],
    ['needsCommissary', { company_type: null }, false],
  ];

  it.each(cases)('%s with %j is %s', (fact, overrides, expected) => {
    expect(companyFacts(makeCompany(overrides), makeUser())[fact]).toBe(expected);
  });

  describe('userExistAsAPartner', () => {
    it.each([
      ['ana@example.mx', true],
      ['ANA@Example.MX', true],
      ['  ana@example.mx ', true],
      ['otra@example.mx', false],
      ['', false],
    ])('user %j', (email, expected) => {
      expect(companyFacts(makeCompany(), makeUser({ email })).userExistAsAPartner).toBe(expected);
    });

    it('is false without a user, with partners without e-mail, and with no partners', () => {
      expect(companyFacts(makeCompany()).userExistAsAPartner).toBe(false);
      expect(companyFacts(makeCompany(), null).userExistAsAPartner).toBe(false);
      const noEmail = makeCompany({ partners: [makePartner({ email: null })] });
      expect(companyFacts(noEmail, makeUser({ email: '' })).userExistAsAPartner).toBe(false);
      expect(companyFacts(makeCompany({ partners: [] }), makeUser()).userExistAsAPartner).toBe(false);
    });
  });

  it('reads null lists as empty ones', () => {
    const company = makeCompany({
      orders: loose(null),
      subscriptions: loose(null),
      partners: loose(null),
      council: loose(null),
      documents: loose(null),
    });
    expect(companyFacts(company, makeUser())).toEqual({
      isPaid: false,
      isPending: false,
      existOrderComplete: false,
      existOrderPending: false,
      existOrderComplementarieComplete: false,
      existOrderComplementariePending: false,
      existOrderCommissaryComplete: false,
      documentsApproved: false,
      legalNameAuthorized: false,
      existCommissaryMember: false,
      companyIsHiring: true,
      hiringAnswered: true,
      completeFirms: false,
      deliveryCompleted: false,
      userExistAsAPartner: false,
      partnerDocumentsComplete: false,
      hasLegacyPartners: false,
      needsCommissary: true,
    });
  });

  it('reads an order with null items as one without the special items', () => {
    const company = makeCompany({ orders: [{ id: 1, status: 'complete', items: loose(null) }] });
    expect(companyFacts(company).existOrderComplete).toBe(true);
    expect(companyFacts(company).existOrderComplementarieComplete).toBe(false);
  });

  it('counts a rejected spouse document as missing for partner documents', () => {
    const married = makePartner({
      civil_status: 'casado',
      documents: [
        ...makePartner().documents,
        partnerDocument('id_spouse'),
        partnerDocument('id_spouse_back'),
        partnerDocument('marriage_certificate', { rejection_category: 'blurred' }),
      ],
    });
    expect(companyFacts(makeCompany({ partners: [married] })).partnerDocumentsComplete).toBe(false);
  });
});

describe('findUserPartner', () => {
  it('finds the partner by e-mail ignoring case, or null', () => {
    const company = makeCompany();
    expect(findUserPartner(company, makeUser({ email: 'LUIS@example.mx' }))?.email).toBe('luis@example.mx');
    expect(findUserPartner(company, makeUser({ email: 'nadie@example.mx' }))).toBeNull();
    expect(findUserPartner(company, undefined)).toBeNull();
  });
});
