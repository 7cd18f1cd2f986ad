import { COMPANY_DOCUMENT_TYPES } from '@forja/contracts';
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

  it('promises no testimonio to a company formed online (S.A.S.); the others keep it', () => {
    const types = (formsOnline: boolean) => documentRows([], { formsOnline }).map((row) => row.type);
    expect(types(false)).toContain('testimony');
    expect(types(true)).not.toContain('testimony');
    expect(types(true)).toHaveLength(COMPANY_DOCUMENT_TYPES.length - 1);
    // Its registration slip in the Registro Público de Comercio stays.
    expect(types(true)).toContain('public_registry_entry');
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
