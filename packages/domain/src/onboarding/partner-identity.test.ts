import { describe, expect, it } from 'vitest';
import { loose, makePartner } from '../testing/fixtures';
import { partnerIdentityFailed } from './partner-identity';

describe('partnerIdentityFailed', () => {
  it.each([
    [['Reject'], true],
    [['Denied'], true],
    [['verified', 'denied'], true],
    [['REJECT '], true],
    [['verified'], false],
    [['Rejected'], false],
    [['reviewNeeded', ''], false],
    [[], false],
  ])('%j -> %s', (statuses, expected) => {
    const partner = makePartner({ mati_status: statuses.map((status) => ({ status })) });
    expect(partnerIdentityFailed(partner)).toBe(expected);
  });

  it('reads null statuses as none', () => {
    expect(partnerIdentityFailed(makePartner({ mati_status: loose(null) }))).toBe(false);
    expect(partnerIdentityFailed(makePartner({ mati_status: [{ status: loose(null) }] }))).toBe(false);
  });
});
