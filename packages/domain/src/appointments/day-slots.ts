import { languageTag, type Language } from '../i18n/languages';

/** An operator's request: slots of `lengthMinutes` from `startHour` to `endHour` of a day, in a time zone. */
export type DaySlotsRequest = {
  /** YYYY-MM-DD, the day in `timeZone`. */
  date: string;
  /** 0–23: the first slot starts at this hour. */
  startHour: number;
  /** 1–24: no slot ends after this hour. */
  endHour: number;
  /** 15–240 minutes. */
  lengthMinutes: number;
  /** IANA time zone the hours are in (America/Mexico_City by default). */
  timeZone?: string;
};

export const DEFAULT_APPOINTMENT_TIME_ZONE = 'America/Mexico_City';
/** At most this many slots in one day's request. */
export const MAX_SLOTS_PER_DAY = 48;

/** Whether a name is an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (e.g. -360 for Mexico City). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time (date, minutes after midnight) in a time zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  // Twice: the offset at the guess can differ from the offset at the answer around a change of time.
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/**
 * The slots of one day an operator publishes, as UTC instants; null when the request cannot make any (a day
 * that does not exist, hours out of order, an unknown zone, a length that fits nowhere, too many slots).
 */
export function planDaySlots(request: DaySlotsRequest): { startsAt: Date; endsAt: Date }[] | null {
  const timeZone = request.timeZone ?? DEFAULT_APPOINTMENT_TIME_ZONE;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(request.date);
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  const { startHour, endHour, lengthMinutes } = request;
  if (![startHour, endHour, lengthMinutes].every(Number.isInteger)) return null;
  if (startHour < 0 || endHour > 24 || startHour >= endHour) return null;
  if (lengthMinutes < 15 || lengthMinutes > 240) return null;
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  for (let start = startHour * 60; start + lengthMinutes <= endHour * 60; start += lengthMinutes) {
    slots.push({
      startsAt: zonedInstant(request.date, start, timeZone),
      endsAt: zonedInstant(request.date, start + lengthMinutes, timeZone),
    });
  }
  if (slots.length === 0 || slots.length > MAX_SLOTS_PER_DAY) return null;
  return slots;
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone: how the booking page groups slots. */
export function zonedDay(instant: Date | string, timeZone: string = DEFAULT_APPOINTMENT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/**
 * Mexico City's zone by the city's name, the same in every page and e-mail: the runtime's own names ("Central
 * Standard Time", "北美中部标准时间", "GMT-6") read as a US zone or a bare offset to someone abroad.
 */
const MEXICO_CITY_TIME: Record<Language, string> = {
  es: 'hora de la Ciudad de México',
  en: 'Mexico City time',
  zh_cn: '墨西哥城时间',
};

/**
 * A time zone by its name in the language, as pages and e-mails name it, instead of its IANA id: Mexico City's
 * as "Mexico City time"; another zone (a booking's) by the runtime's name for it at that moment ("Pacific
 * Standard Time"), or its id when the runtime has none.
 */
export function timeZoneName(language: Language, timeZone: string, at: Date): string {
  if (timeZone === 'America/Mexico_City') return MEXICO_CITY_TIME[language];
  const parts = new Intl.DateTimeFormat(languageTag(language), {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
