import { clabe } from 'clabe-validator';

/** What a CLABE check answers: the bank read from its prefix, or why it is refused (an error code). */
export type ClabeCheck =
  | { ok: true; clabe: string; bankCode: string; bankName: string; bankTag: string }
  | { ok: false; code: 'clabe_invalid' | 'clabe_invalid_checksum' | 'clabe_unknown_bank' };

/**
 * A CLABE (the 18-digit standard bank account number of the ABM), checked with the clabe-validator library:
 * its length and digits, its check digit, and its first three digits as a known bank. Spaces and dashes people
 * type between groups are ignored. An unknown city (plaza) code is accepted: banks no longer tie accounts to
 * one, and the library's city list is not complete.
 */
/**
 * The bank an opened account is recorded with: the partner bank it was opened at, by its catalogue name, when the
 * CLABE starts with one of that bank's codes; otherwise the bank the CLABE's prefix names.
 */
export function accountBankName(
  check: { bankCode: string; bankName: string },
  partnerBank: { name: string; clabe_bank_codes: readonly string[] },
): string {
  return partnerBank.clabe_bank_codes.includes(check.bankCode) ? partnerBank.name : check.bankName;
}

export function checkClabe(input: string): ClabeCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(digits)) return { ok: false, code: 'clabe_invalid' };
  const result = clabe.validate(digits);
  if (!result.valid.format) return { ok: false, code: 'clabe_invalid_checksum' };
  // The library lists 999 as "N/A", a code no bank holds.
  if (!result.valid.bank || !result.bank || !result.tag || result.tag === 'N/A')
    return { ok: false, code: 'clabe_unknown_bank' };
  return { ok: true, clabe: digits, bankCode: result.code.bank, bankName: result.bank, bankTag: result.tag };
}
