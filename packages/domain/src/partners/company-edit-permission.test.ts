import { describe, expect, it } from 'vitest';
import { makeCompany, makePartner } from '../testing/fixtures';
import { canEditCompany, canEditPartnerDocuments } from './company-edit-permission';

const founder = { id: 7 };
const luis = { id: 8 };
const stranger = { id: 9 };
const luisPartner = (change: object = {}) =>
  makePartner({ user_id: 8, invitation_accepted: true, permission_to_edit: false, ...change });
const anaPartner = makePartner({ user_id: null, email: 'ana@example.mx' });

describe('canEditCompany', () => {
  it.each([
    ['the owner', founder, {}, true],
    ['a partner without the permission', luis, {}, false],
    ['a partner with the permission', luis, { permission_to_edit: true }, true],
    [
      'a partner with the permission who has not accepted',
      luis,
      { permission_to_edit: true, invitation_accepted: false },
      false,
    ],
    ['someone else', stranger, { permission_to_edit: true }, false],
  ] as const)('%s → %s', (_who, user, change, expected) => {
    const company = makeCompany({ user_id: 7, partners: [anaPartner, luisPartner(change)] });
    expect(canEditCompany(company, user)).toBe(expected);
  });
});

describe('canEditPartnerDocuments', () => {
  const luisRow = luisPartner();
  const company = makeCompany({ user_id: 7, partners: [anaPartner, luisRow] });

  it('lets a partner without the permission change their own documents only', () => {
    expect(canEditPartnerDocuments(company, luisRow, luis)).toBe(true);
    expect(canEditPartnerDocuments(company, anaPartner, luis)).toBe(false);
  });

  it('lets the owner change every partner’s documents', () => {
    expect(canEditPartnerDocuments(company, luisRow, founder)).toBe(true);
    expect(canEditPartnerDocuments(company, anaPartner, founder)).toBe(true);
  });
});
