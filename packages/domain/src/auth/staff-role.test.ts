import { describe, expect, it } from 'vitest';
import { staffRoleOf, type StaffAccount } from './staff-role';

const account = (facts: Partial<StaffAccount>): StaffAccount => ({
  email: 'ana@example.mx',
  is_confirmed: true,
  is_operator: false,
  is_admin: false,
  ...facts,
});

describe('staffRoleOf', () => {
  it.each<[string, Partial<StaffAccount>, string[], 'operator' | 'admin' | null]>([
    ['a founder', {}, [], null],
    ['an operator', { is_operator: true }, [], 'operator'],
    ['an admin', { is_operator: true, is_admin: true }, [], 'admin'],
    ['an admin without the operator flag', { is_admin: true }, [], 'admin'],
    ['an account named in ADMIN_EMAILS', {}, ['ana@example.mx'], 'admin'],
    ['the same, its e-mail in another case', { email: 'Ana@Example.MX' }, ['ana@example.mx'], 'admin'],
    ['an operator named in ADMIN_EMAILS', { is_operator: true }, ['ana@example.mx'], 'admin'],
    ['an unconfirmed operator', { is_confirmed: false, is_operator: true }, [], null],
    ['an unconfirmed account in ADMIN_EMAILS', { is_confirmed: false }, ['ana@example.mx'], null],
    ['a founder while another account is in ADMIN_EMAILS', {}, ['jefa@example.mx'], null],
  ])('%s', (_, facts, adminEmails, role) => {
    expect(staffRoleOf(account(facts), adminEmails)).toBe(role);
  });
});
