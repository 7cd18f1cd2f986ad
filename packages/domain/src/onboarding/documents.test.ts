import { describe, expect, it } from 'vitest';
import { companyDocument } from '../testing/fixtures';
import {
  documentReviewState,
  hasApprovedDocument,
  hasUploadedDocument,
  isDocumentApproved,
  isDocumentUploaded,
} from './documents';

describe('documents', () => {
  it.each([
    // document overrides, uploaded, approved
    [{}, true, false],
    [{ is_approved: true }, true, true],
    [{ is_approved: true, rejection_category: 'blurred' }, false, false],
    [{ rejection_category: '' }, true, false],
    [{ document_url: null, is_approved: true }, false, false],
    [{ document_url: ' ' }, false, false],
  ])('%j: uploaded %s, approved %s', (overrides, uploaded, approved) => {
    const document = companyDocument('CSF_company', overrides);
    expect(isDocumentUploaded(document)).toBe(uploaded);
    expect(isDocumentApproved(document)).toBe(approved);
  });

  it('looks documents up by type in a possibly missing list', () => {
    const documents = [
      companyDocument('CSF_company', { is_approved: true }),
      companyDocument('mandate_contract'),
    ];
    expect(hasUploadedDocument(documents, 'mandate_contract')).toBe(true);
    expect(hasApprovedDocument(documents, 'mandate_contract')).toBe(false);
    expect(hasApprovedDocument(documents, 'CSF_company')).toBe(true);
    expect(hasUploadedDocument(documents, 'acuse_cita_sat')).toBe(false);
    expect(hasUploadedDocument(null, 'acuse_cita_sat')).toBe(false);
    expect(hasApprovedDocument(undefined, 'acuse_cita_sat')).toBe(false);
  });

  it.each([
    [{ is_approved: false, rejection_category: null }, 'waiting'],
    [{ is_approved: true, rejection_category: null }, 'approved'],
    [{ is_approved: false, rejection_category: 'illegible' }, 'rejected'],
    // A rejection outweighs an earlier approval; a blank category is none.
    [{ is_approved: true, rejection_category: 'expired' }, 'rejected'],
    [{ is_approved: true, rejection_category: '  ' }, 'approved'],
  ])('%j is %s in review', (document, state) => {
    expect(documentReviewState(document)).toBe(state);
  });
});
