/**
 * What an analytics event may carry (never a password, code, token or document number). Applied by
 * the server to every property and path before an event is stored or forwarded, whatever the browser sent.
 */

/** Property names that name a secret or a personal document: their values are never kept. */
const SECRET_KEYS =
  /(pass(word)?|pwd|secret|token|code|otp|pin|rfc|curp|tax_?id|clabe|card|cvv|email|phone|address|birth)/i;

/** Values that look like a secret or a document number, whatever the property's name. */
const SECRET_VALUES: readonly RegExp[] = [
  /\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}\b/i, // RFC
  /\b[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d\b/i, // CURP
  /\b\d{6}\b/, // a one-time code
  /\b\d{16,18}\b/, // a card number or a CLABE
  /\beyJ[\w-]+\.[\w-]+\.[\w-]+/, // a JWT
  /[^\s@]+@[^\s@]+\.[^\s@]+/, // an e-mail address
];

export const REDACTED = '[redacted]';

export type AnalyticsValue = string | number | boolean | null;

/** A property value as it may be stored: secrets and document numbers are replaced by `[redacted]`. */
export function redactAnalyticsValue(key: string, value: AnalyticsValue): AnalyticsValue {
  if (value === null || typeof value === 'boolean') return value;
  if (SECRET_KEYS.test(key)) return REDACTED;
  const text = String(value);
  return SECRET_VALUES.some((pattern) => pattern.test(text)) ? REDACTED : value;
}

/** Campaign parameters are the only query an analytics path keeps: tokens, partners and e-mails in links go. */
const KEPT_QUERY = new Set(['utm_id', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);

/**
 * A path as analytics stores it: the pathname, with numeric ids kept (route analysis needs them) but any segment
 * that looks like a secret or a document number replaced, and only the campaign values of the query.
 */
export function redactAnalyticsPath(path: string): string {
  const [pathname = '', query = ''] = path.split('?', 2);
  const segments = pathname
    .split('/')
    .map((segment) =>
      segment.length > 40 || SECRET_VALUES.some((pattern) => pattern.test(segment)) ? REDACTED : segment,
    );
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (KEPT_QUERY.has(name)) kept.append(name, value);
  const search = kept.toString();
  return `${segments.join('/')}${search ? `?${search}` : ''}`;
}
