import type { Partner } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { makePartner, partnerDocument } from '../testing/fixtures';
import { isPartnerOwnPartComplete, partnerOwnPartLeft, type PartnerOwnPart } from './partner-own-part';

const ADDRESS = {
  country: 'MX' as const,
  street: 'Av. Reforma',
  exterior_number: '10',
  interior_number: null,
  settlement: 'Juárez',
  municipality: 'Cuauhtémoc',
  state: 'Ciudad de México',
  postal_code: '06600',
};
/** A partner who filled in their data, address and civil status, sent their video and uploaded everything. */
const done = makePartner({
  rfc: 'GODE561231GR8',
  curp: 'BOXW310820HNERXN09',
  address: ADDRESS,
  civil_status: 'soltero',
  mati_status: [{ status: 'Approved' }],
});

describe('isPartnerOwnPartComplete', () => {
  it('is complete with data, address, identity check, civil status and every document', () => {
    expect(isPartnerOwnPartComplete(done)).toBe(true);
  });

  it('takes an address outside Mexico as the address given', () => {
    const madrid = {
      country: 'ES' as const,
      address_line1: 'Calle de Alcalá 42',
      address_line2: null,
      city: 'Madrid',
      region: null,
      postal_code: '28014',
    };
    expect(isPartnerOwnPartComplete({ ...done, address: madrid })).toBe(true);
  });

  it('counts an identity check still running as sent', () => {
    expect(isPartnerOwnPartComplete({ ...done, mati_status: [{ status: 'Pending' }] })).toBe(true);
  });

  it('takes a foreigner’s tax id instead of an RFC', () => {
    expect(isPartnerOwnPartComplete({ ...done, rfc: null, tax_id: '123-45-6789', tax_country: 'US' })).toBe(
      true,
    );
  });

  it.each<[string, Partial<Partner>]>([
    ['no RFC nor tax id', { rfc: null }],
    ['the terms not accepted', { accept_terms_conditions: false }],
    ['no address', { address: null }],
    ['no identity check', { mati_status: [] }],
    ['a failed identity check', { mati_status: [{ status: 'Denied' }] }],
    ['no civil status', { civil_status: null }],
    ['married without the spouse’s documents', { civil_status: 'casado' }],
    ['a document missing', { documents: done.documents.filter((document) => document.type !== 'CFI') }],
    [
      'a rejected document',
      {
        documents: [
          ...done.documents.filter((document) => document.type !== 'address'),
          partnerDocument('address', { rejection_category: 'illegible' }),
        ],
      },
    ],
  ])('is not complete with %s', (_case, change) => {
    expect(isPartnerOwnPartComplete({ ...done, ...change })).toBe(false);
  });
});

describe('partnerOwnPartLeft', () => {
  it.each<[string, Partial<Partner>, PartnerOwnPart[]]>([
    ['nothing, once all is done', {}, []],
    [
      'only the documents, when one was rejected after the identity was verified',
      {
        documents: [
          ...done.documents.filter((document) => document.type !== 'address'),
          partnerDocument('address', { rejection_category: 'illegible' }),
        ],
      },
      ['documents'],
    ],
    [
      'everything, for a partner who has not started',
      {
        rfc: null,
        accept_terms_conditions: false,
        address: null,
        mati_status: [],
        civil_status: null,
        documents: [],
      },
      ['data', 'address', 'identity', 'civil_status', 'documents'],
    ],
    ['the identity again after a failed check', { mati_status: [{ status: 'Reject' }] }, ['identity']],
  ])('%s', (_case, change, expected) => {
    expect(partnerOwnPartLeft({ ...done, ...change })).toEqual(expected);
  });
});
