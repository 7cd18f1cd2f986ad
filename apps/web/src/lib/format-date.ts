import { MEXICO_CITY_TIME_ZONE, timeZoneName, zonedDateFormatter, type Language } from '@forja/domain';

/** Forja's time zone: dates are shown in Mexico City's calendar unless a booking names another zone. */
export const MEXICO_CITY = MEXICO_CITY_TIME_ZONE;

/**
 * The date formats the app shows (BRAND.md: dd/mm/aaaa in Spanish, the locale's format in English and Chinese,
 * with the month in words in English so 2 December is never read as 12 February):
 * - `day`: 02/12/2026 · Dec 2, 2026 · 2026年12月2日
 * - `dayTime`: 02/12/2026, 9:30 p.m. · Dec 2, 2026, 9:30 PM · 2026年12月2日 21:30
 * - `dayTimeZone`: `dayTime` with the zone named after it: 02/12/2026, 9:30 p.m. (hora de la Ciudad de México) ·
 *   Dec 2, 2026, 9:30 PM (Mexico City time) · 2026年12月2日 21:30（墨西哥城时间）, the domain's timeZoneName
 * - `time`: 09:30 on a 24-hour clock in every language (appointment slots)
 * - `longDay`: miércoles, 2 de diciembre de 2026 · Wednesday, December 2, 2026 · 2026年12月2日星期三
 * - `longDayTime`: 2 de diciembre de 2026 a las 9:30 p.m. · December 2, 2026 at 9:30 PM · 2026年12月2日 21:30
 */
export type DateFormat = 'day' | 'dayTime' | 'dayTimeZone' | 'time' | 'longDay' | 'longDayTime';

const NUMERIC_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const WORDED_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function options(language: Language, format: DateFormat): Intl.DateTimeFormatOptions {
  const day = language === 'es' ? NUMERIC_DAY : WORDED_DAY;
  switch (format) {
    case 'day':
      return day;
    case 'dayTime':
      return { ...day, ...TIME };
    case 'dayTimeZone':
      return { ...day, ...TIME };
    case 'time':
      return { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    case 'longDay':
      return { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
    case 'longDayTime':
      return { dateStyle: 'long', timeStyle: 'short' };
  }
}

/**
 * The one place the web app picks its date formatters: the format in the language, on Mexico City's clock unless
 * the caller names another zone (a booking's), through the domain's `zonedDateFormatter` (the API's e-mails and
 * PDFs use the same), built once per language, format and zone.
 */
export function dateFormatter(
  language: Language,
  format: DateFormat,
  timeZone: string = MEXICO_CITY,
): Intl.DateTimeFormat {
  return zonedDateFormatter(language, options(language, format), timeZone);
}

/**
 * A date as text in the format. A bare calendar day (2026-12-02) is that day whatever the zone (it is read at
 * noon UTC); anything else is an instant.
 */
export function formatDate(
  language: Language,
  format: DateFormat,
  value: string | Date,
  timeZone: string = MEXICO_CITY,
): string {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
      : value;
  const text = dateFormatter(language, format, timeZone).format(date);
  if (format !== 'dayTimeZone') return text;
  // The zone by name after the time, as appointments name it: never a bare "GMT-6" inside the date.
  return withZoneName(language, text, timeZone, date);
}

/**
 * A date or time with its zone named after it in parentheses, the same way on every page: Mexico City's as
 * "(Mexico City time)" / "(hora de la Ciudad de México)" / "（墨西哥城时间）" (the domain's timeZoneName).
 */
export function withZoneName(language: Language, text: string, timeZone: string, at: Date): string {
  const zone = timeZoneName(language, timeZone, at);
  return language === 'zh_cn' ? `${text}（${zone}）` : `${text} (${zone})`;
}

/** A day in the language's format (dd/mm/aaaa in Spanish), in Mexico City's calendar. */
export function formatDay(language: Language, value: string | Date): string {
  return formatDate(language, 'day', value);
}

/** A day and time in the language's format, in a time zone (Mexico City's by default), with the zone named. */
export function formatDateTime(
  language: Language,
  value: string | Date,
  timeZone: string = MEXICO_CITY,
): string {
  return formatDate(language, 'dayTimeZone', value, timeZone);
}
