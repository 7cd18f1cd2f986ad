import { COMPANY_DOCUMENT_TYPES, EMPTY_FORMATION, type Company } from '@forja/contracts';
import { companyDocument } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { documentRows, documentState, looksLikePdf } from './document-states';

describe('company document states', () => {
  it.each([
    [null, 'missing'],
    [companyDocument('CSF_company', { document_url: null }), 'missing'],
    [companyDocument('CSF_company'), 'uploaded'],
    [companyDocument('CSF_company', { is_approved: true }), 'approved'],
    [companyDocument('CSF_company', { is_approved: true, rejection_category: 'expired' }), 'rejected'],
    [companyDocument('CSF_company', { document_url: null, rejection_category: 'illegible' }), 'rejected'],
  ] as const)('%j is %s', (document, state) => {
    expect(documentState(document)).toBe(state);
  });

  it('lists every type once, with its newest document and who provides it', () => {
    const rows = documentRows([
      companyDocument('CSF_company', { id: 1, rejection_category: 'illegible' }),
      companyDocument('CSF_company', { id: 2 }),
    ]);
    expect(rows).toHaveLength(COMPANY_DOCUMENT_TYPES.length);
    // What Forja renders while signing is never the founder's to upload.
    expect(rows.find((row) => row.type === 'signature_certificate')?.founderUploads).toBe(false);
    expect(rows.find((row) => row.type === 'CSF_company')).toMatchObject({
      state: 'uploaded',
      founderUploads: true,
    });
    expect(rows.find((row) => row.type === 'mandate_contract')).toMatchObject({
      state: 'missing',
      founderUploads: false,
    });
  });

  const typesFor = (company_type: string, legal_representation: boolean) =>
    documentRows([], { company_type, legal_representation }).map((row) => row.type);
  const COMMISSARY_AND_MANDATE = ['commissary_national_identity', 'commissary_CSF', 'mandate_contract'];

  it('promises an S.A.S. without Forja as legal representative no commissary documents, mandate contract or testimonio', () => {
    const types = typesFor('sas', false);
    for (const type of [...COMMISSARY_AND_MANDATE, 'testimony']) expect(types).not.toContain(type);
    // Its articles and its registration slip in the Registro Público de Comercio stay.
    expect(types).toContain('articles_of_incorporation');
    expect(types).toContain('public_registry_entry');
    expect(types).toHaveLength(COMPANY_DOCUMENT_TYPES.length - 4);
  });

  it('promises an S.A. de C.V. with Forja as legal representative the commissary documents, the mandate contract and the testimonio', () => {
    const types = typesFor('sa', true);
    for (const type of [...COMMISSARY_AND_MANDATE, 'testimony']) expect(types).toContain(type);
    expect(types).toHaveLength(COMPANY_DOCUMENT_TYPES.length);
  });

  it('asks the domain which types need a commissary and which form online', () => {
    // An S. de R.L. has no commissary but is formed before a notary.
    expect(typesFor('srl', true)).toEqual(
      COMPANY_DOCUMENT_TYPES.filter((type) => !type.startsWith('commissary_')),
    );
    expect(typesFor('sapi', false)).not.toContain('mandate_contract');
    expect(typesFor('sapi', false)).toContain('commissary_CSF');
  });

  it('promises no bank account contract once the founder declined the bank referral', () => {
    const company = { company_type: 'sa', legal_representation: true };
    expect(typesFor('sa', true)).toContain('bank_account_contract');
    const declined = documentRows([], { ...company, not_interested_banks: true }).map((row) => row.type);
    expect(declined).not.toContain('bank_account_contract');
    expect(declined).toHaveLength(COMPANY_DOCUMENT_TYPES.length - 1);
    // A contract Forja uploaded before the founder declined still shows.
    const rows = documentRows([companyDocument('bank_account_contract', { id: 5 })], {
      ...company,
      not_interested_banks: true,
    });
    expect(rows.find((row) => row.type === 'bank_account_contract')?.state).toBe('uploaded');
  });

  it("leaves the legal representative's address and the SAT receipt to Forja when Forja represents the company", () => {
    const uploader = (legal_representation: boolean, appointments: { type: string }[] = []) => {
      const rows = documentRows([], {
        company_type: 'sa',
        legal_representation,
        formation: { ...EMPTY_FORMATION, appointments: appointments as Company['formation']['appointments'] },
      });
      return (type: string) => rows.find((row) => row.type === type)?.founderUploads;
    };
    const represented = uploader(true);
    expect(represented('legal_representative_address_rfc')).toBe(false);
    expect(represented('acuse_cita_sat')).toBe(false);
    // What only the company has stays the founder's.
    expect(represented('CSF_company')).toBe(true);
    const own = uploader(false);
    expect(own('legal_representative_address_rfc')).toBe(true);
    expect(own('acuse_cita_sat')).toBe(true);
    // An e.firma appointment the founder booked anyway: its receipt is hers.
    expect(uploader(true, [{ type: 'efirma' }])('acuse_cita_sat')).toBe(true);
  });

  it("leaves the legal name's authorisation to Forja unless the founder brings one", () => {
    const founderUploads = (name_authorization: boolean) =>
      documentRows([], { company_type: 'sa', legal_representation: false, name_authorization }).find(
        (row) => row.type === 'legal_name_authorization',
      )?.founderUploads;
    expect(founderUploads(false)).toBe(false);
    expect(founderUploads(true)).toBe(true);
  });

  it('still lists a document the company already has, whatever its type', () => {
    const rows = documentRows([companyDocument('mandate_contract', { id: 3 })], {
      company_type: 'sas',
      legal_representation: false,
    });
    expect(rows.find((row) => row.type === 'mandate_contract')?.state).toBe('uploaded');
    expect(rows.map((row) => row.type)).not.toContain('commissary_CSF');
  });

  it.each([
    [{ type: 'application/pdf', name: 'a.bin' }, true],
    [{ type: '', name: 'Acta.PDF' }, true],
    [{ type: 'image/png', name: 'a.pdf' }, false],
    [{ type: '', name: 'a.docx' }, false],
  ])('%j looks like a PDF: %s', (file, expected) => {
    expect(looksLikePdf(file)).toBe(expected);
  });
});
