import { describe, expect, it } from 'vitest';
import { loose, makeUser } from '../testing/fixtures';
import { listUserCompanies } from './user-companies';

const company = (id: number, user_id = 7) => ({
  id,
  user_id,
  friendly_id: null,
  name: `C${id}`,
  legal_name: null,
});

describe('listUserCompanies', () => {
  it('lists owned companies, then accepted partner companies the user does not own, each once', () => {
    const user = makeUser({
      companies: [company(1), company(2)],
      company_as_a_partner: [
        { ...company(3, 9), invitation_accepted: true },
        { ...company(4, 9), invitation_accepted: false },
        { ...company(5, 7), invitation_accepted: true },
        { ...company(2, 9), invitation_accepted: true },
      ],
    });
    expect(listUserCompanies(user).map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(listUserCompanies(user)[2]).toEqual(company(3, 9));
  });

  it('reads null lists as empty', () => {
    expect(
      listUserCompanies(makeUser({ companies: loose(null), company_as_a_partner: loose(null) })),
    ).toEqual([]);
  });
});
