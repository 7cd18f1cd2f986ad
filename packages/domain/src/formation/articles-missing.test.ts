import type { Company } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { loose, makeCompany, makePartner } from '../testing/fixtures';
import { articlesMissing, isCoveredBySigningBlocker, isPartnerIdentityVerified } from './articles-missing';

const verified = { mati_status: [{ status: 'Approved' }] };

/** An S.A. de C.V. whose articles lack nothing: two verified partners at 50 %, a sole administrator, a domicile. */
function readySa(overrides: Partial<Company> = {}): Company {
  return makeCompany({
    company_type: 'sa',
    fiscal_residence: 'Av. Juárez 10, Centro, 06000, Cuauhtémoc, Ciudad de México',
    has_unique_administrator: true,
    council: [
      { id: 1, partner_id: null, name: 'Ana López', council_role: 'sole_administrator' },
      { id: 2, partner_id: null, name: 'Marta Ruiz', council_role: 'commissary' },
    ],
    partners: [
      makePartner({ id: 101, name: 'Ana López', ...verified }),
      makePartner({ id: 102, name: 'Luis Pérez', ...verified }),
    ],
    ...overrides,
  });
}

const items = (company: Company) => articlesMissing(company).map((entry) => entry.item);

describe('articlesMissing', () => {
  it('answers nothing for articles that lack nothing', () => {
    expect(articlesMissing(readySa())).toEqual([]);
  });

  it('asks again for what the Spanish articles cannot print: a name in another script or with an emoji, a description in Chinese', () => {
    const company = readySa({
      description: '我们向咖啡馆销售咖啡豆。',
      council: [
        { id: 1, partner_id: null, name: '王伟', council_role: 'sole_administrator' },
        { id: 2, partner_id: null, name: 'Marta 😀', council_role: 'commissary' },
      ],
      partners: [
        makePartner({ id: 101, name: '伟 王', ...verified }),
        makePartner({ id: 102, name: 'Li 🚀 Wei', ...verified }),
      ],
    });
    expect(articlesMissing(company)).toEqual([
      { item: 'partners', partner_id: 101, name: '伟 王' },
      { item: 'partners', partner_id: 102, name: 'Li 🚀 Wei' },
      { item: 'activities', partner_id: null, name: null },
      { item: 'administration', partner_id: null, name: null },
      { item: 'commissary', partner_id: null, name: null },
    ]);
    expect(
      articlesMissing(
        readySa({
          description: 'Importamos café orgánico de Chiapas — “de especialidad” — para cafeterías.',
          partners: [
            makePartner({ id: 101, name: 'Ana López', ...verified }),
            makePartner({ id: 102, name: 'Łukasz Wąsowski', ...verified }),
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('asks for the domicile and the administration the draft prints as pending (an S.A. de C.V. as found in QA)', () => {
    const company = readySa({
      fiscal_residence: '   ',
      has_unique_administrator: null,
      council: [{ id: 2, partner_id: null, name: 'Marta Ruiz', council_role: 'commissary' }],
    });
    expect(articlesMissing(company)).toEqual([
      { item: 'domicile', partner_id: null, name: null },
      { item: 'administration', partner_id: null, name: null },
    ]);
  });

  it('asks for the domicile when the fiscal address gives no postal code to place it', () => {
    const domicile = { item: 'domicile', partner_id: null, name: null };
    expect(articlesMissing(readySa({ fiscal_residence: 'Monterrey, Nuevo León' }))).toEqual([domicile]);
    expect(articlesMissing(readySa({ fiscal_residence: 'Av. Juárez 1, Centro, 17000, Toluca' }))).toEqual([
      domicile,
    ]);
    expect(articlesMissing(readySa({ fiscal_residence: 'Av. Juárez 1, C.P. 06000, CDMX' }))).toEqual([]);
  });

  it.each([
    ['no identity check at all', []],
    ['a check still running', [{ status: 'Pending' }]],
    ['a check that failed', [{ status: 'Approved' }, { status: 'Denied' }]],
  ])('names a partner who is a person with %s', (_, status) => {
    const company = readySa({
      partners: [
        makePartner({ id: 101, name: 'Ana López', ...verified }),
        makePartner({ id: 102, name: 'Luis Pérez', mati_status: status }),
      ],
    });
    expect(articlesMissing(company)).toEqual([{ item: 'identity', partner_id: 102, name: 'Luis Pérez' }]);
  });

  it('does not ask a partner that is a company (persona moral) for an identity check', () => {
    const company = readySa({
      partners: [
        makePartner({ id: 101, name: 'Ana López', ...verified }),
        makePartner({ id: 102, name: 'Inversiones SA', is_moral_person: true, mati_status: [] }),
      ],
    });
    expect(articlesMissing(company)).toEqual([]);
  });

  it.each<[string, Partial<Company>]>([
    [
      'a board of one',
      {
        has_unique_administrator: false,
        council: [{ id: 1, partner_id: null, name: 'Ana', council_role: 'president' }],
      },
    ],
    [
      'a board member without a name',
      {
        has_unique_administrator: false,
        council: [
          { id: 1, partner_id: null, name: 'Ana', council_role: 'president' },
          { id: 2, partner_id: null, name: ' ', council_role: 'member' },
          { id: 3, partner_id: null, name: 'Marta', council_role: 'commissary' },
        ],
      },
    ],
    [
      'a sole administrator without a name',
      { council: [{ id: 3, partner_id: null, name: 'Marta', council_role: 'commissary' }] },
    ],
  ])('asks for the administration with %s', (_, overrides) => {
    expect(items(readySa(overrides))).toEqual(
      overrides.council?.some((member) => member.council_role === 'commissary')
        ? ['administration']
        : ['administration', 'commissary'],
    );
  });

  it('takes a board of two named members with a commissary as complete', () => {
    const company = readySa({
      has_unique_administrator: false,
      council: [
        { id: 1, partner_id: null, name: 'Ana López', council_role: 'president' },
        { id: 2, partner_id: null, name: 'Luis Pérez', council_role: 'secretary' },
        { id: 3, partner_id: null, name: 'Marta Ruiz', council_role: 'commissary' },
      ],
    });
    expect(articlesMissing(company)).toEqual([]);
  });

  it("an S.A.S.'s administrator must be one of its shareholders", () => {
    const sas = (name: string) =>
      makeCompany({
        company_type: 'sas',
        fiscal_residence: 'Av. Reforma 100, Centro, C.P. 72000, Puebla, Puebla',
        council: [{ id: 1, partner_id: null, name, council_role: 'sole_administrator' }],
        partners: [
          makePartner({
            id: 101,
            name: 'Sofía Ramos',
            shares: [{ id: 1, share_series_id: 1, percentage: 100 }],
            ...verified,
          }),
        ],
      });
    expect(items(sas('Sofía  Ramos'))).toEqual([]);
    expect(items(sas('Pedro Gil'))).toEqual(['administration']);
  });

  it('asks for the holdings when they do not add up to 100 % or cannot be placed', () => {
    const partners = [
      makePartner({
        id: 101,
        name: 'Ana López',
        ...verified,
        shares: [{ id: 1, share_series_id: 1, percentage: 50 }],
      }),
      makePartner({
        id: 102,
        name: 'Luis Pérez',
        ...verified,
        shares: [{ id: 2, share_series_id: 1, percentage: 10 }],
      }),
    ];
    expect(articlesMissing(readySa({ partners }))).toEqual([
      { item: 'shares', partner_id: null, name: null },
    ]);
    const twoSeries = readySa({
      share_series: [
        { id: 1, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 },
        { id: 2, name: 'B', share_class: 'ordinary', nominal_value_centavos: 10_000 },
      ],
      partners: [
        makePartner({
          id: 101,
          name: 'Ana López',
          ...verified,
          shares: [{ id: 1, share_series_id: 1, percentage: 50 }],
        }),
        makePartner({
          id: 102,
          name: 'Luis Pérez',
          ...verified,
          shares: [{ id: 2, share_series_id: 9, percentage: 50 }],
        }),
      ],
    });
    expect(articlesMissing(twoSeries)).toEqual([
      { item: 'shares', partner_id: 102, name: 'Luis Pérez' },
      { item: 'shares', partner_id: null, name: null },
    ]);
  });

  it('asks for what an earlier step gives too: the type, the name, the partners, the activities, the commissary', () => {
    const company = makeCompany({
      company_type: 'sa',
      legal_name: null,
      description: null,
      company_business_twists: [{ id: 1, name: ' ' }],
      fiscal_residence: 'Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León',
      has_unique_administrator: true,
      council: [{ id: 1, partner_id: null, name: 'Ana', council_role: 'sole_administrator' }],
      partners: [
        makePartner({
          id: 101,
          name: null,
          first_name: null,
          last_name: null,
          ...verified,
          shares: [{ id: 1, share_series_id: 1, percentage: 100 }],
        }),
      ],
    });
    // The partner without a name, and an S.A. de C.V. of one shareholder.
    expect(items(company)).toEqual(['legal_name', 'partners', 'partners', 'activities', 'commissary']);
    expect(items(makeCompany({ ...readySa(), company_type: 'cooperativa' }))).toContain('society_type');
    // A commissary the society type does not have is left out of the draft, which says so.
    const srl = readySa({ company_type: 'srl' });
    expect(items(srl)).toEqual(['commissary']);
  });

  it('reads null lists and a missing verification as data to give, without throwing', () => {
    const company = readySa({
      council: loose(null),
      partners: [makePartner({ id: 101, name: 'Ana López', mati_status: loose(null), shares: loose(null) })],
    });
    expect(items(company)).toEqual(['partners', 'shares', 'administration', 'commissary', 'identity']);
  });
});

describe('isPartnerIdentityVerified', () => {
  it.each([
    [[], false],
    [[{ status: 'Pending' }], false],
    [[{ status: 'Denied' }, { status: 'Approved' }], true],
    [[{ status: 'approved' }], true],
    [[{ status: 'Approved' }, { status: 'Reject' }], false],
  ])('%j → %s', (status, expected) => {
    expect(isPartnerIdentityVerified({ mati_status: status })).toBe(expected);
  });
});

describe('isCoveredBySigningBlocker', () => {
  it.each([
    ['legal_name', ['legal_name_pending'], true],
    ['legal_name', ['documents_not_approved'], false],
    ['commissary', ['commissary_pending'], true],
    ['commissary', ['legal_name_pending', 'documents_not_approved'], false],
    ['domicile', ['legal_name_pending', 'documents_not_approved', 'commissary_pending'], false],
    ['identity', ['documents_not_approved'], false],
  ] as const)('%s with %j: %s', (item, blockers, covered) => {
    expect(isCoveredBySigningBlocker({ item }, blockers)).toBe(covered);
  });
});
