import { describe, expect, it } from 'vitest';
import { COMPANY_DOCUMENT_TYPES } from '../company/company';
import { FOUNDER_UPLOADABLE_DOCUMENTS } from '../company/workspace';
import { GENERATED_DOCUMENTS } from '../signing/signing';
import { FORJA_ISSUED_DOCUMENTS, isForjaIssuedDocument } from './forja-documents';

describe('the documents only Forja provides', () => {
  it('are every company document the founder does not upload and Forja does not render, plus the SAT appointment receipt', () => {
    const founder = new Set<string>([...FOUNDER_UPLOADABLE_DOCUMENTS, ...GENERATED_DOCUMENTS]);
    const expected = [...COMPANY_DOCUMENT_TYPES.filter((type) => !founder.has(type)), 'acuse_cita_sat'];
    expect([...FORJA_ISSUED_DOCUMENTS].sort()).toEqual(expected.sort());
  });

  it('leave out what the founder provides, such as the RFC or the legal-name authorisation', () => {
    expect(isForjaIssuedDocument('articles_of_incorporation')).toBe(true);
    expect(isForjaIssuedDocument('fiscal_identity')).toBe(false);
    expect(isForjaIssuedDocument('articles_of_incorporation_render')).toBe(false);
    expect(isForjaIssuedDocument('legal_name_authorization')).toBe(false);
  });
});
