import type { Partner, PartnerDocumentType } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { makePartner, partnerDocument, PERSON_DOCUMENTS } from '../testing/fixtures';
import { partnerMissingDocuments } from './partner-documents';

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
  ])('%s', (_label, overrides, expected) => {
    expect(partnerMissingDocuments(makePartner(overrides))).toEqual(expected);
  });
});
