import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type NormalizedPhone = {
  /** E.164, e.g. +525512345678 */
  e164: string;
  /** National significant number, digits only, e.g. 5512345678 */
  national: string;
  /** Calling code without "+", e.g. 52 */
  countryCallingCode: string;
  /** ISO 3166 alpha-2, e.g. MX; null when the calling code is shared and the number does not tell */
  country: string | null;
};

export const DEFAULT_PHONE_COUNTRY_CODE = '52';

/**
 * Reads a phone number given as a calling code and a national number (with any spaces, dashes or
 * parentheses) and answers its normalised parts, or null when it is not a valid number.
 */
export function normalizePhone(countryCallingCode: string, phone: string): NormalizedPhone | null {
  const code = countryCallingCode.replace(/^\+/, '').trim();
  if (!/^\d{1,4}$/.test(code)) return null;
  const digits = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,17}$/.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${code}${digits}`);
  if (!parsed?.isValid() || parsed.countryCallingCode !== code) return null;
  return {
    e164: parsed.number,
    national: parsed.nationalNumber,
    countryCallingCode: parsed.countryCallingCode,
    country: parsed.country ?? null,
  };
}

/** Groups a national number for display: Mexico's 10 digits as "55 1234 5678"; others by the library. */
export function formatPhone(countryCallingCode: string, national: string): string {
  const parsed = parsePhoneNumberFromString(`+${countryCallingCode.replace(/^\+/, '')}${national}`);
  if (!parsed) return national;
  if (parsed.countryCallingCode === '52' && parsed.nationalNumber.length === 10) {
    const n = parsed.nationalNumber;
    const area = /^(55|56|33|81)/.test(n) ? 2 : 3;
    return `${n.slice(0, area)} ${n.slice(area, area + (area === 2 ? 4 : 3))} ${n.slice(area + (area === 2 ? 4 : 3))}`;
  }
  return parsed.formatNational();
}

/**
 * A phone as stored (E.164, or as it was typed: a Mexican national number, with spaces or dashes) for reading
 * and dialling: "+52 55 1234 5678" and "tel:+525512345678". One that cannot be read is shown as given, and
 * dialled with its digits and plus sign only.
 */
export function displayPhone(phone: string): { text: string; tel: string } {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  const parsed = /^\+?\d{4,17}$/.test(digits)
    ? parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${DEFAULT_PHONE_COUNTRY_CODE}${digits}`)
    : undefined;
  if (!parsed?.isValid()) return { text: trimmed, tel: `tel:${trimmed.replace(/[^\d+]/g, '')}` };
  return {
    text: `+${parsed.countryCallingCode} ${formatPhone(parsed.countryCallingCode, parsed.nationalNumber)}`,
    tel: `tel:${parsed.number}`,
  };
}

export type { CountryCode };
