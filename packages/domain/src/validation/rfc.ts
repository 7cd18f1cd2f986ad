import { stdnum, type Validator } from 'stdnum';

/** stdnum's Mexican validators (its index is typed as a loose record). */
function mexican(name: 'rfc' | 'curp'): Validator {
  const validator = stdnum.MX?.[name];
  if (!validator) throw new Error(`stdnum has no MX.${name} validator`);
  return validator;
}

export type RfcKind = 'company' | 'person';

export type RfcCheck =
  | { ok: true; rfc: string; checksumMismatch: boolean }
  | { ok: false; code: 'rfc_invalid_format' | 'rfc_invalid_date' | 'rfc_wrong_kind' };

/**
 * Checks an RFC with stdnum's Mexican validator: 12 characters for a company (moral person), 13 for a
 * person; the date part must be a real date. A check-digit mismatch is reported, not refused: SAT has issued
 * real RFCs that fail it, so the caller asks the user to confirm.
 */
export function checkRfc(value: string, kind: RfcKind): RfcCheck {
  const rfc = value.replace(/[\s-]/g, '').toUpperCase();
  const expectedLength = kind === 'company' ? 12 : 13;
  if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/.test(rfc)) return { ok: false, code: 'rfc_invalid_format' };
  if (rfc.length !== expectedLength) return { ok: false, code: 'rfc_wrong_kind' };
  const result = mexican('rfc').validate(rfc);
  if (result.isValid) return { ok: true, rfc, checksumMismatch: false };
  switch (result.error?.name) {
    case 'InvalidChecksum':
      return { ok: true, rfc, checksumMismatch: true };
    case 'InvalidComponent':
      return { ok: false, code: 'rfc_invalid_date' };
    default:
      return { ok: false, code: 'rfc_invalid_format' };
  }
}

/** A CURP (18 characters: date, sex, state, check digit), validated by stdnum. */
export function isValidCurp(value: string): boolean {
  return mexican('curp').validate(value.replace(/\s/g, '').toUpperCase()).isValid;
}
