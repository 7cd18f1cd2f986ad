import { describe, expect, it } from 'vitest';
import { loose, makePartner, partnerDocument } from '../testing/fixtures';
import { partnerCivilStatus } from './partner-civil-status';

const spouse = (rejected?: 'id_spouse' | 'id_spouse_back' | 'marriage_certificate') =>
  (['id_spouse', 'id_spouse_back', 'marriage_certificate'] as const).map((type) =>
    partnerDocument(type, { rejection_category: type === rejected ? 'illegible' : null }),
  );

describe('partnerCivilStatus', () => {
  it.each([
    // civil_status, documents, is_moral_person, expected
    ['soltero', [], false, { set: true, married: false, spouseDocumentsComplete: false, pending: false }],
    [null, [], false, { set: false, married: false, spouseDocumentsComplete: false, pending: true }],
    ['   ', [], false, { set: false, married: false, spouseDocumentsComplete: false, pending: true }],
    ['casado', [], false, { set: true, married: true, spouseDocumentsComplete: false, pending: true }],
    ['Casado ', spouse(), false, { set: true, married: true, spouseDocumentsComplete: true, pending: false }],
    [
      'casado',
      spouse('id_spouse_back'),
      false,
      { set: true, married: true, spouseDocumentsComplete: false, pending: true },
    ],
    [
      'casado',
      spouse().slice(0, 2),
      false,
      { set: true, married: true, spouseDocumentsComplete: false, pending: true },
    ],
    [
      'soltero',
      spouse(),
      false,
      { set: true, married: false, spouseDocumentsComplete: true, pending: false },
    ],
    [null, [], true, { set: false, married: false, spouseDocumentsComplete: false, pending: false }],
  ])('%j with %# documents', (civil_status, documents, is_moral_person, expected) => {
    expect(partnerCivilStatus(makePartner({ civil_status, documents, is_moral_person }))).toEqual(expected);
  });

  it('does not count a spouse document without a file', () => {
    const documents = [...spouse().slice(1), partnerDocument('id_spouse', { document_url: '' })];
    expect(partnerCivilStatus(makePartner({ civil_status: 'casado', documents })).pending).toBe(true);
  });

  it('reads null documents as none', () => {
    expect(partnerCivilStatus(makePartner({ civil_status: 'casado', documents: loose(null) })).pending).toBe(
      true,
    );
  });
});
