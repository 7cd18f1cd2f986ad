import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { accountBankName, checkClabe } from './clabe';

describe('checkClabe', () => {
  it("accepts the library's own example and reads the bank from its prefix", () => {
    expect(checkClabe('002010077777777771')).toEqual({
      ok: true,
      clabe: '002010077777777771',
      bankCode: '002',
      bankName: 'Banco Nacional de México',
      bankTag: 'BANAMEX',
    });
  });

  it('ignores the spaces and dashes people type between groups', () => {
    expect(checkClabe('002 010 07777777777 1')).toMatchObject({ ok: true, clabe: '002010077777777771' });
    expect(checkClabe('002-010-07777777777-1')).toMatchObject({ ok: true, bankCode: '002' });
  });

  it('reads BBVA (012) and Fondeadora (699) from accounts the library calculates', () => {
    expect(checkClabe(clabe.calculate(12, 180, 1234567890))).toMatchObject({
      ok: true,
      bankTag: 'BBVA BANCOMER',
    });
    expect(checkClabe(clabe.calculate(699, 180, 1234567890))).toMatchObject({ ok: true, bankCode: '699' });
  });

  it.each([
    ['a wrong check digit', '002010077777777772', 'clabe_invalid_checksum'],
    ['17 digits', '00201007777777777', 'clabe_invalid'],
    ['19 digits', '0020100777777777710', 'clabe_invalid'],
    ['letters', '00201007777777777A', 'clabe_invalid'],
    ['nothing', '', 'clabe_invalid'],
  ])('refuses %s', (_, value, code) => {
    expect(checkClabe(value)).toEqual({ ok: false, code });
  });

  it.each([3, 999])('refuses a well-formed CLABE whose first three digits (%i) are no bank', (code) => {
    const unknown = clabe.calculate(code, 10, 7777777777);
    expect(clabe.validate(unknown).valid.format).toBe(true);
    expect(checkClabe(unknown)).toEqual({ ok: false, code: 'clabe_unknown_bank' });
  });
});

describe('accountBankName', () => {
  const fondeadora = { name: 'Fondeadora', clabe_bank_codes: ['699', '646'] };
  const bankOf = (value: string) => {
    const check = checkClabe(value);
    if (!check.ok) throw new Error(check.code);
    return accountBankName(check, fondeadora);
  };

  it("names an account by the partner bank's catalogue name when its CLABE starts with any of the bank's codes", () => {
    expect(bankOf(clabe.calculate(699, 180, 1234567890))).toBe('Fondeadora');
    expect(bankOf(clabe.calculate(646, 180, 1234567890))).toBe('Fondeadora');
  });

  it('names an account of another bank by the bank its prefix names', () => {
    expect(bankOf(clabe.calculate(72, 180, 1234567890))).toBe('Banco Mercantil del Norte');
  });
});
