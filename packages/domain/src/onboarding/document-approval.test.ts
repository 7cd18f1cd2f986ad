import type { PartnerDocumentType } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { companyDocument, makePartner, partnerDocument, PERSON_DOCUMENTS } from '../testing/fixtures';
import {
  areCompanyDocumentsApproved,
  arePartnerDocumentsApproved,
  partnerDocumentsToApprove,
} from './document-approval';

const approved = (...types: PartnerDocumentType[]) =>
  types.map((type) => partnerDocument(type, { is_approved: true }));
const waiting = (...types: PartnerDocumentType[]) => types.map((type) => partnerDocument(type));

describe('partnerDocumentsToApprove', () => {
  it.each<[string, Parameters<typeof makePartner>[0], PartnerDocumentType[]]>([
    ['everything approved', { documents: approved(...PERSON_DOCUMENTS) }, []],
    [
      'everything uploaded, nothing reviewed',
      { documents: waiting(...PERSON_DOCUMENTS) },
      ['national_identity', 'national_identity_back', 'address', 'CFI'],
    ],
    [
      'one rejected',
      {
        documents: [
          ...approved('national_identity', 'national_identity_back', 'CFI'),
          partnerDocument('address', { rejection_category: 'illegible' }),
        ],
      },
      ['address'],
    ],
    [
      'an approved passport stands for the voter card',
      { documents: [...approved('passport', 'address', 'CFI'), ...waiting('national_identity')] },
      [],
    ],
    [
      'approved voter card sides do not approve a partner without Mexican nationality',
      {
        nationalities: [{ id: 2, code: 'CN', name: 'China' }],
        tax_country: 'CN',
        documents: approved('national_identity', 'national_identity_back', 'address'),
      },
      ['passport'],
    ],
    [
      'a married partner with the spouse documents waiting',
      {
        civil_status: 'casado',
        documents: [
          ...approved(...PERSON_DOCUMENTS),
          ...waiting('id_spouse', 'id_spouse_back', 'marriage_certificate'),
        ],
      },
      ['id_spouse', 'id_spouse_back', 'marriage_certificate'],
    ],
    [
      'approved with a rejection category is not approved',
      {
        documents: [
          ...approved('national_identity', 'national_identity_back', 'CFI'),
          partnerDocument('address', { is_approved: true, rejection_category: 'expired' }),
        ],
      },
      ['address'],
    ],
  ])('%s', (_name, overrides, expected) => {
    const partner = makePartner(overrides);
    expect(partnerDocumentsToApprove(partner)).toEqual(expected);
    expect(arePartnerDocumentsApproved(partner)).toBe(expected.length === 0);
  });
});

describe('areCompanyDocumentsApproved', () => {
  const REVIEWED = ['fiscal_identity', 'CSF_company'];
  const done = makePartner({ documents: approved(...PERSON_DOCUMENTS) });

  it('needs at least one partner', () => {
    expect(areCompanyDocumentsApproved({ partners: [], documents: [] }, REVIEWED)).toBe(false);
  });

  it('needs every partner approved', () => {
    const other = makePartner({ documents: waiting(...PERSON_DOCUMENTS) });
    expect(areCompanyDocumentsApproved({ partners: [done, other], documents: [] }, REVIEWED)).toBe(false);
    expect(areCompanyDocumentsApproved({ partners: [done], documents: [] }, REVIEWED)).toBe(true);
  });

  it('needs every uploaded company document of the reviewed types approved', () => {
    const approvedCsf = companyDocument('CSF_company', { is_approved: true });
    const cases = [
      [[approvedCsf], true],
      [[approvedCsf, companyDocument('fiscal_identity')], false],
      [[companyDocument('fiscal_identity', { rejection_category: 'expired' })], false],
      // A type Forja issues itself is not reviewed.
      [[companyDocument('articles_of_incorporation')], true],
      // A row without a file counts as not uploaded.
      [[companyDocument('fiscal_identity', { document_url: null })], true],
    ] as const;
    for (const [documents, expected] of cases) {
      expect(areCompanyDocumentsApproved({ partners: [done], documents }, REVIEWED)).toBe(expected);
    }
  });
});
