/**
 * Business days in Mexico for legal deadlines (LFPDPPP: ARCO requests are answered within 20 business days).
 * A business day is any day that is neither a Saturday, a Sunday nor an official rest day of the Ley Federal
 * del Trabajo, art. 74, counted in the America/Mexico_City calendar. Mexico City keeps UTC-6 all year since
 * daylight saving time ended (October 2022); dates before then are read at UTC-6 too.
 */

/** Mexico City's offset from UTC, in milliseconds (UTC-6, no daylight saving time since 2022). */
const MEXICO_CITY_OFFSET_MS = -6 * 3_600_000;
const DAY_MS = 86_400_000;

/** Business days the law gives to answer an ARCO request (LFPDPPP). */
export const PRIVACY_REQUEST_BUSINESS_DAYS = 20;

/** The n-th given weekday (0 Sunday … 6 Saturday) of a month (0-based), as a day of the month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
}

/** Whether the year is one of a presidential transition (2024, 2030, …): October 1 is a rest day. */
const isTransitionYear = (year: number) => year >= 2024 && (year - 2024) % 6 === 0;

/**
 * Whether a calendar day (year, 0-based month, day) is an official rest day (LFT art. 74): January 1, the
 * first Monday of February, the third Monday of March, May 1, September 16, the third Monday of November,
 * December 25, and October 1 of a presidential transition year.
 */
export function isMexicanRestDay(year: number, month: number, day: number): boolean {
  switch (month) {
    case 0:
      return day === 1;
    case 1:
      return day === nthWeekday(year, 1, 1, 1);
    case 2:
      return day === nthWeekday(year, 2, 1, 3);
    case 4:
      return day === 1;
    case 8:
      return day === 16;
    case 9:
      return day === 1 && isTransitionYear(year);
    case 10:
      return day === nthWeekday(year, 10, 1, 3);
    case 11:
      return day === 25;
    default:
      return false;
  }
}

/** The Mexico City calendar day of an instant, as a UTC-midnight Date of that day. */
function mexicoCityDay(date: Date): Date {
  const local = new Date(date.getTime() + MEXICO_CITY_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** Whether a Mexico City calendar day (a UTC-midnight Date) is a business day. */
function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !isMexicanRestDay(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/** Whether the instant falls on a business day in Mexico City. */
export function isMexicanBusinessDay(date: Date): boolean {
  return isBusinessDay(mexicoCityDay(date));
}

/**
 * The instant n business days after `date` (n ≥ 0, whole), at the same Mexico City time of day: the day of
 * `date` itself does not count, weekends and rest days are skipped. n = 0 answers `date`.
 */
export function addBusinessDays(date: Date, n: number): Date {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number of days, 0 or more');
  const start = mexicoCityDay(date);
  const timeOfDay = date.getTime() - (start.getTime() - MEXICO_CITY_OFFSET_MS);
  let day = start;
  let left = n;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) left -= 1;
  }
  return new Date(day.getTime() - MEXICO_CITY_OFFSET_MS + timeOfDay);
}

/**
 * When a privacy (ARCO) request received at `createdAt` must be answered: the end (23:59:59.999, Mexico City)
 * of the 20th business day after the day it was received.
 */
export function privacyRequestDueAt(createdAt: Date): Date {
  const day = mexicoCityDay(addBusinessDays(createdAt, PRIVACY_REQUEST_BUSINESS_DAYS));
  return new Date(day.getTime() - MEXICO_CITY_OFFSET_MS + DAY_MS - 1);
}

/**
 * Business days left until a deadline, counted from the Mexico City day of `now` (exclusive) to the day of
 * `dueAt` (inclusive): 0 on the last day, negative once it has passed (business days overdue).
 */
export function businessDaysLeft(now: Date, dueAt: Date): number {
  const today = mexicoCityDay(now);
  const last = mexicoCityDay(dueAt);
  const forward = last.getTime() >= today.getTime();
  const [from, to] = forward ? [today, last] : [last, today];
  let count = 0;
  for (let day = from.getTime() + DAY_MS; day <= to.getTime(); day += DAY_MS) {
    if (isBusinessDay(new Date(day))) count += 1;
  }
  return forward ? count : -count;
}
