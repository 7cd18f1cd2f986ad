import { describe, expect, it } from 'vitest';
import { partnerIdentityCodeClashes } from './partner-identity-codes';

const luis = { id: 2, rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09' };
const marta = { id: 3, rfc: 'RUSM800101AB1', curp: null };

describe('partnerIdentityCodeClashes', () => {
  it.each([
    ['another RFC and CURP', { id: 1, rfc: 'PEGA900215H52', curp: 'PEGA900215MDFRRN05' }, []],
    ['the RFC of another partner', { id: 1, rfc: 'GODE561231GR8', curp: null }, ['rfc_of_another_partner']],
    [
      'the CURP of another partner',
      { id: 1, rfc: 'PEGA900215H52', curp: 'BOXW310820HNERXN09' },
      ['curp_of_another_partner'],
    ],
    [
      'both codes of another partner',
      { id: 1, rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09' },
      ['rfc_of_another_partner', 'curp_of_another_partner'],
    ],
    [
      'the codes written in lower case and with spaces',
      { id: 1, rfc: 'gode 561231 gr8', curp: ' boxw310820hnerxn09' },
      ['rfc_of_another_partner', 'curp_of_another_partner'],
    ],
    ['no codes at all', { id: 1, rfc: null, curp: '' }, []],
    ['the partner’s own codes saved again', { id: 2, rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09' }, []],
  ] as const)('%s', (_case, partner, expected) => {
    expect(partnerIdentityCodeClashes(partner, [luis, marta])).toEqual(expected);
  });

  it('does not count two partners without a CURP as sharing one', () => {
    expect(partnerIdentityCodeClashes({ id: 4, rfc: 'PEGA900215H52', curp: null }, [marta])).toEqual([]);
  });
});
