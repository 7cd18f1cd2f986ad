/**
 * A person's gender as a text about them may use it (Spanish «fundadora» / «fundador»): what their CURP says, or
 * null when it is not known — no CURP, not a CURP, or the CURP's non-binary mark (X) — and the text stays neutral.
 */
export type PersonGender = 'female' | 'male';

/** The CURP's 11th character: H (hombre), M (mujer), X (no binario, since 2022). */
const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}([HMX])[A-Z]{5}[0-9A-Z]\d$/;

export function genderFromCurp(curp: string | null | undefined): PersonGender | null {
  const match = CURP_PATTERN.exec((curp ?? '').replace(/\s/g, '').toUpperCase());
  if (!match) return null;
  return match[1] === 'M' ? 'female' : match[1] === 'H' ? 'male' : null;
}
