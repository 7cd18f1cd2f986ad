import { makePartner } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import {
  administrationProblem,
  administratorIsAPartner,
  partnerArticlesName,
  partnerNameMatching,
  soleAdministratorChoices,
} from './sole-administrator';

const partners = [
  makePartner({ id: 1, name: null, first_name: 'Sofía', last_name: 'Ramos Gil' }),
  makePartner({ id: 2, name: 'Luis  Pérez ', first_name: null, last_name: null }),
];
const sole = (name: string | null) => ({ soleAdministrator: true, names: [name] });

describe('an administration run by one of the partners', () => {
  it('is an S.A.S. alone', () => {
    expect(administratorIsAPartner('sas')).toBe(true);
    expect(administratorIsAPartner(' SAS ')).toBe(true);
    for (const type of ['sa', 'sapi', 'srl', null]) expect(administratorIsAPartner(type)).toBe(false);
  });

  it('names each partner as the articles print them: the name, else the first and last names', () => {
    expect(partners.map(partnerArticlesName)).toEqual(['Sofía Ramos Gil', 'Luis Pérez']);
    expect(soleAdministratorChoices(partners)).toEqual(['Sofía Ramos Gil', 'Luis Pérez']);
    expect(soleAdministratorChoices([...partners, makePartner({ name: 'luis perez' })])).toHaveLength(2);
    expect(soleAdministratorChoices([makePartner({ name: ' ', first_name: null, last_name: null })])).toEqual(
      [],
    );
    expect(soleAdministratorChoices(null)).toEqual([]);
  });

  it.each([
    ['a partner, as offered', 'sas', sole('Sofía Ramos Gil'), null],
    [
      'a partner, in another case, without accents or with extra spaces',
      'sas',
      sole(' sofia  ramos gil'),
      null,
    ],
    ['someone who is not a partner', 'sas', sole('Pedro Gil'), 'administrator_not_a_partner'],
    ['part of a partner name', 'sas', sole('Sofía Ramos'), 'administrator_not_a_partner'],
    ['a partner’s names in another order', 'sas', sole('Ramos Gil Sofía'), 'administrator_not_a_partner'],
    ['nobody yet', 'sas', sole(null), null],
    [
      'a board',
      'sas',
      { soleAdministrator: false, names: ['Sofía Ramos Gil', 'Luis Pérez'] },
      'sole_administrator_required',
    ],
    [
      'two sole administrators',
      'sas',
      { soleAdministrator: true, names: ['Sofía Ramos Gil', 'Luis Pérez'] },
      'sole_administrator_required',
    ],
    ['anyone, for an S.A. de C.V.', 'sa', sole('Pedro Gil'), null],
    [
      'a board, for an S. de R.L.',
      'srl',
      { soleAdministrator: false, names: ['Pedro Gil', 'Ana López'] },
      null,
    ],
  ] as const)('%s: %s', (_label, companyType, administration, expected) => {
    expect(administrationProblem(companyType, partners, administration)).toBe(expected);
  });

  it("finds the partner's name a typed name designates", () => {
    expect(partnerNameMatching(partners, 'sofia ramos  gil')).toBe('Sofía Ramos Gil');
    expect(partnerNameMatching(partners, 'Luis Pérez')).toBe('Luis Pérez');
    expect(partnerNameMatching(partners, 'Pérez Luis')).toBeNull();
    expect(partnerNameMatching(partners, '  ')).toBeNull();
  });

  it('refuses any administrator of an S.A.S. without partners yet', () => {
    expect(administrationProblem('sas', [], sole('Sofía Ramos Gil'))).toBe('administrator_not_a_partner');
  });
});
