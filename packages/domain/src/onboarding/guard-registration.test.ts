import type { CompanyDraft } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { loose } from '../testing/fixtures';
import { guardRegistration } from './guard-registration';

const chosen = { legal_representation: false };
const typed = { ...chosen, type_society: 'S.A.P.I. de C.V.' };
const named = { ...typed, legal_name: 'Tienda de Café' };

describe('guardRegistration', () => {
  it.each<[string, Partial<CompanyDraft> | null | undefined, string, string | null]>([
    // Options and the welcome page need nothing
    ['Options without a draft', null, 'Options', null],
    ['Register without a draft', undefined, 'Register', null],
    // The old routes always go to Options
    ['CrearCuenta', named, 'CrearCuenta', 'Options'],
    ['LegalNameOld', named, 'LegalNameOld', 'Options'],
    ['PersonalInformationOld', named, 'PersonalInformationOld', 'Options'],
    // TypeSociety needs a representation choice, yes or no
    ['TypeSociety without a draft', null, 'TypeSociety', 'Options'],
    ['TypeSociety before the choice', { legal_representation: null }, 'TypeSociety', 'Options'],
    ['TypeSociety after choosing no', chosen, 'TypeSociety', null],
    ['TypeSociety after choosing yes', { legal_representation: true }, 'TypeSociety', null],
    // LegalName needs a society type too
    ['LegalName before the choice', { type_society: 'SA' }, 'LegalName', 'Options'],
    ['LegalName without a society type', chosen, 'LegalName', 'TypeSociety'],
    [
      'LegalName with a blank society type',
      { ...chosen, type_society: ' ', company_type: '' },
      'LegalName',
      'TypeSociety',
    ],
    ['LegalName with a company_type only', { ...chosen, company_type: 'srl' }, 'LegalName', null],
    ['LegalName with a society type', typed, 'LegalName', null],
    // PersonalInformation needs a legal name too
    [
      'PersonalInformation without a society type',
      { ...chosen, legal_name: 'X' },
      'PersonalInformation',
      'TypeSociety',
    ],
    ['PersonalInformation without a legal name', typed, 'PersonalInformation', 'LegalName'],
    [
      'PersonalInformation with blank names only',
      { ...typed, legal_name: ' ', legal_names: [{ name: ' ', priority: 1 }] },
      'PersonalInformation',
      'LegalName',
    ],
    [
      'PersonalInformation with a proposed name',
      { ...typed, legal_names: [{ name: 'Tienda', priority: 1 }] },
      'PersonalInformation',
      null,
    ],
    [
      'PersonalInformation with null names',
      { ...typed, legal_names: loose(null) },
      'PersonalInformation',
      'LegalName',
    ],
    ['PersonalInformation with everything', named, 'PersonalInformation', null],
    // Other routes are not registration routes
    ['Dashboard', null, 'Dashboard', null],
  ])('%s', (_label, draft, routeName, expected) => {
    const result = guardRegistration(draft, routeName);
    expect(result).toEqual(expected === null ? null : { name: expected, params: {} });
  });
});
