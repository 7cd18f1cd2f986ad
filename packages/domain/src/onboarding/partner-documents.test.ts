import type { Partner, PartnerDocumentType } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { makePartner, partnerDocument, PERSON_DOCUMENTS } from '../testing/fixtures';
import { identifiesByPassport, partnerMissingDocuments } from './partner-documents';

const docs = (...types: PartnerDocumentType[]) => types.map((type) => partnerDocument(type));

describe('partnerMissingDocuments', () => {
  it.each<[string, Partial<Partner>, PartnerDocumentType[]]>([
    ['a single Mexican partner with everything', {}, []],
    [
      'nothing uploaded',
      { documents: [] },
      ['national_identity', 'national_identity_back', 'address', 'CFI'],
    ],
    ['a passport instead of the voter card', { documents: docs('passport', 'address', 'CFI') }, []],
    [
      'only the front of the voter card',
      { documents: docs('national_identity', 'address', 'CFI') },
      ['national_identity_back'],
    ],
    [
      'only the back of the voter card',
      { documents: docs('national_identity_back', 'address', 'CFI') },
      ['national_identity'],
    ],
    [
      'a foreign tax resident needs no CFI',
      { tax_country: 'USA', documents: docs('passport', 'address') },
      [],
    ],
    [
      'a blank tax country counts as Mexico',
      { tax_country: ' ', documents: docs('passport', 'address') },
      ['CFI'],
    ],
    ['MX counts as Mexico', { tax_country: 'MX', documents: docs('passport', 'address') }, ['CFI']],
    [
      'a married partner without spouse documents',
      { civil_status: 'casado' },
      ['id_spouse', 'id_spouse_back', 'marriage_certificate'],
    ],
    [
      'a married partner with a rejected marriage certificate',
      {
        civil_status: 'casado',
        documents: [
          ...docs(...PERSON_DOCUMENTS, 'id_spouse', 'id_spouse_back'),
          partnerDocument('marriage_certificate', { rejection_category: 'expired' }),
        ],
      },
      ['marriage_certificate'],
    ],
    [
      'a legal entity without its own documents',
      { is_moral_person: true, civil_status: null },
      ['articles_of_incorporation', 'legal_representative_proof', 'fiscal_identity'],
    ],
    [
      'a legal entity with everything',
      {
        is_moral_person: true,
        civil_status: 'casado',
        documents: docs(
          ...PERSON_DOCUMENTS,
          'articles_of_incorporation',
          'legal_representative_proof',
          'fiscal_identity',
        ),
      },
      [],
    ],
    [
      'a partner without Mexican nationality is asked for the passport, not the voter card',
      { nationalities: [{ id: 2, code: 'CN', name: 'China' }], tax_country: 'CN', documents: [] },
      ['passport', 'address'],
    ],
    [
      'a voter card does not stand in for the passport of a partner without Mexican nationality',
      {
        nationalities: [{ id: 2, code: 'CN', name: 'China' }],
        documents: docs('national_identity', 'national_identity_back', 'address', 'CFI'),
      },
      ['passport'],
    ],
    [
      'a Mexican with a second nationality is asked for the voter card, as any Mexican',
      {
        nationalities: [
          { id: 2, code: 'CN', name: 'China' },
          { id: 1, code: 'MX', name: 'México' },
        ],
        documents: docs('address', 'CFI'),
      },
      ['national_identity', 'national_identity_back'],
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(partnerMissingDocuments(makePartner(overrides))).toEqual(expected);
  });
});

describe('identifiesByPassport', () => {
  it.each<[string, readonly (string | { code: string })[], boolean]>([
    ['no nationality recorded yet', [], false],
    ['Mexican', [{ code: 'MX' }], false],
    ['Mexican and Chinese', ['CN', 'MX'], false],
    ['Chinese only', [{ code: 'CN' }], true],
    ['Spanish and American, stored as codes', ['ES', 'US'], true],
  ])('%s', (_label, nationalities, expected) => {
    expect(identifiesByPassport({ nationalities })).toBe(expected);
  });
});
