/** True for null, undefined, '' and whitespace-only text. */
export function isBlank(value: string | null | undefined): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Trimmed text with every run of whitespace made one space, or null when nothing is left (as the articles print a name). */
export function singleSpaced(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * The comparable form of a free text value coming from data: trimmed, lowercase, accents removed
 * ("  Constitución " and "constitucion" compare equal). Non-text becomes ''.
 */
export function textKey(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** Two e-mail addresses name the same mailbox (compared as textKey); a missing or blank one matches none. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = textKey(a);
  return key !== '' && key === textKey(b);
}
