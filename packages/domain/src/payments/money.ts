import { formatLocale, type Language } from '../i18n/languages';

/** The currencies Forja shows amounts in. */
export type MoneyCurrency = 'MXN' | 'USD';

/** An amount with its currency, as the API sends money (`{ cents, currency }`). */
export type MoneyAmount = { cents: number; currency: MoneyCurrency };

export type MoneyFormatOptions = {
  /** MXN (the default) or USD, for an amount given as a number. */
  currency?: MoneyCurrency;
  /** The interface language; pesos read the same in every language, dollars follow its number format. */
  language?: Language;
  /** Whole units without cents ($5,000,000), for amounts that are round by nature such as income caps. */
  wholeUnits?: boolean;
  /**
   * How dollars are labelled so they are never read as pesos: `code` (the default) writes USD 1,650.51 in the
   * language's number format, `symbol` writes US$1,650.51. Pesos always carry the $ sign.
   */
  usdLabel?: 'code' | 'symbol';
  /**
   * Pesos named as pesos where the page is the first to show a price (registration, payment): outside Spanish
   * "$12,500.00 MXN", since an English or Chinese reader takes a bare $ for dollars; in Spanish "$12,500.00" as
   * BRAND.md writes it, the $ being the peso in Mexico.
   */
  pesosCode?: boolean;
};

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options, made on first use. */
function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/** Groups an integer's digits in threes with commas: 1234567 → 1,234,567. */
function groupThousands(units: bigint): string {
  return units.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Pesos in Mexican format, as `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })` writes them
 * ($12,500.00, -$123.45; whole units rounded half away from zero: $2 for 1.50), written by hand: a browser's
 * first Mexican currency format loads its locale data (about 25 ms of a phone's main thread, in the render of the
 * first page that shows a price), and pesos are what every page shows.
 */
function formatPesos(cents: number, wholeUnits: boolean): string {
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const magnitude = BigInt(Math.abs(cents));
  if (wholeUnits) return `${sign}$${groupThousands((magnitude + 50n) / 100n)}`;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${sign}$${groupThousands(magnitude / 100n)}.${fraction}`;
}

/**
 * An amount in cents (centavos) for reading, given as a number (MXN unless `currency` says otherwise) or as
 * `{ cents, currency }`. Pesos as BRAND.md writes money in every language: $12,500.00 (Mexican format, whatever
 * the interface language); dollars labelled as dollars: USD 1,650.51 (or US$1,650.51). Throws a RangeError for
 * an amount that is not a whole number of cents.
 */
export function formatMoney(amount: number | MoneyAmount, options: MoneyFormatOptions = {}): string {
  const cents = typeof amount === 'number' ? amount : amount.cents;
  if (!Number.isSafeInteger(cents)) throw new RangeError('an amount must be whole cents');
  const currency = typeof amount === 'number' ? (options.currency ?? 'MXN') : amount.currency;
  const { language = 'es', wholeUnits = false, usdLabel = 'code', pesosCode = false } = options;
  const digits: Intl.NumberFormatOptions = wholeUnits ? { maximumFractionDigits: 0 } : {};
  if (currency === 'MXN') {
    const pesos = formatPesos(cents, wholeUnits);
    return pesosCode && language !== 'es' ? `${pesos} MXN` : pesos;
  }
  if (usdLabel === 'symbol')
    return `US${numberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'symbol', ...digits }).format(cents / 100)}`;
  return numberFormat(formatLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    ...digits,
  }).format(cents / 100);
}
