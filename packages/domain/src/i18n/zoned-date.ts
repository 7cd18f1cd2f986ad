import { timeZoneName } from '../appointments/day-slots';
import { formatLocale, type Language } from './languages';

/** Forja's time zone: dates and times are read on Mexico City's clock unless a booking names another zone. */
export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

/** How a date is written: any Intl option but the zone, which is the call's own argument. */
export type ZonedDateFormat = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter behind `formatZonedDate`, for a caller that formats many dates alike (or needs its parts): the
 * language's locale (`formatLocale`), on Mexico City's clock unless `timeZone` names another; built once per
 * language, format and zone.
 */
export function zonedDateFormatter(
  language: Language,
  format: ZonedDateFormat,
  timeZone: string = MEXICO_CITY_TIME_ZONE,
): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(format)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(formatLocale(language), { ...format, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A date or time as the reader writes it: in their language's locale (`formatLocale`: es-MX for Spanish), on
 * Mexico City's clock unless `timeZone` names another. `{ dateStyle: 'long' }` → "2 de diciembre de 2026" ·
 * "December 2, 2026" · "2026年12月2日". E-mails, PDFs and the web app all format dates through it.
 */
export function formatZonedDate(
  language: Language,
  at: Date,
  format: ZonedDateFormat,
  timeZone: string = MEXICO_CITY_TIME_ZONE,
): string {
  return zonedDateFormatter(language, format, timeZone).format(at);
}

/**
 * Text that shows a time, with its zone named after it the way every e-mail names it: "… (hora de la Ciudad de
 * México)" · "… (Mexico City time)" · "… (墨西哥城时间)" (`timeZoneName`; another zone by the runtime's name).
 */
export function withTimeZoneName(
  language: Language,
  text: string,
  at: Date,
  timeZone: string = MEXICO_CITY_TIME_ZONE,
): string {
  return `${text} (${timeZoneName(language, timeZone, at)})`;
}

/**
 * A date with its time, as the reader writes it and with the zone named: `formatZonedDate` then
 * `withTimeZoneName`. `{ dateStyle: 'long', timeStyle: 'short' }` → "2 de diciembre de 2026, 12:16 (hora de la
 * Ciudad de México)". A time is never shown without its zone.
 */
export function formatZonedDateTime(
  language: Language,
  at: Date,
  format: ZonedDateFormat,
  timeZone: string = MEXICO_CITY_TIME_ZONE,
): string {
  return withTimeZoneName(language, formatZonedDate(language, at, format, timeZone), at, timeZone);
}

/** A wall-clock reading of an instant in a zone, as numbers (so machine formats do not depend on ICU's words). */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/**
 * The instant's date and time on a zone's clock (Mexico City's by default): month 1–12, hour 0–23. For texts
 * built from numbers (a CFDI's `Fecha`, a legal document's date) rather than a reader's locale.
 */
export function wallClock(at: Date, timeZone: string = MEXICO_CITY_TIME_ZONE): WallClock {
  const parts = zonedDateFormatter(
    'en',
    {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    },
    timeZone,
  ).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? '0');
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}
