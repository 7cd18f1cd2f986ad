import { describe, expect, it } from 'vitest';
import { guardCommissary, type GuardCommissaryInput } from './guard-commissary';

const none = { is_metamap_validated: false, is_csf_validated: false };
const identity = { is_metamap_validated: true, is_csf_validated: false };
const both = { is_metamap_validated: true, is_csf_validated: true };
const csfOnly = { is_metamap_validated: false, is_csf_validated: true };

describe('guardCommissary', () => {
  it.each<[string, GuardCommissaryInput, string, string | null]>([
    // No company query, or no data: Login
    ['no company query', { companyQuery: null, commissary: none }, 'CommissaryStart', 'Login'],
    ['a blank company query', { companyQuery: ' ', commissary: both }, 'CommissaryEnd', 'Login'],
    ['the data could not be loaded', { companyQuery: '12', commissary: null }, 'CommissaryStart', 'Login'],
    // Start while the identity is not verified
    ['Start before the identity', { companyQuery: '12', commissary: none }, 'CommissaryStart', null],
    [
      'Complementaries before the identity',
      { companyQuery: '12', commissary: none },
      'CommissaryComplementaries',
      'CommissaryStart',
    ],
    ['End before the identity', { companyQuery: '12', commissary: none }, 'CommissaryEnd', 'CommissaryStart'],
    [
      'the certificate alone does not skip the identity',
      { companyQuery: '12', commissary: csfOnly },
      'CommissaryEnd',
      'CommissaryStart',
    ],
    // Complementaries while the certificate is not validated
    [
      'Start after the identity',
      { companyQuery: '12', commissary: identity },
      'CommissaryStart',
      'CommissaryComplementaries',
    ],
    [
      'Complementaries after the identity',
      { companyQuery: '12', commissary: identity },
      'CommissaryComplementaries',
      null,
    ],
    [
      'End before the certificate',
      { companyQuery: '12', commissary: identity },
      'CommissaryEnd',
      'CommissaryComplementaries',
    ],
    // End after both
    ['Start after both', { companyQuery: '12', commissary: both }, 'CommissaryStart', 'CommissaryEnd'],
    [
      'Complementaries after both',
      { companyQuery: '12', commissary: both },
      'CommissaryComplementaries',
      'CommissaryEnd',
    ],
    ['End after both', { companyQuery: '12', commissary: both }, 'CommissaryEnd', null],
    // Other routes
    ['not a commissary route', { companyQuery: null, commissary: null }, 'Dashboard', null],
  ])('%s', (_label, input, routeName, expected) => {
    const result = guardCommissary(input, routeName);
    if (expected === null) expect(result).toBeNull();
    else if (expected === 'Login') expect(result).toEqual({ name: 'Login', params: {} });
    else expect(result).toEqual({ name: expected, params: {}, query: { company: '12' } });
  });
});
