import { DEFAULT_APPOINTMENT_TIME_ZONE, zonedDay, type Language } from '@forja/domain';
import { formatDate, withZoneName } from './format-date';

/** A time of day in the zone, 24-hour (09:00). */
function timeOfDay(language: Language, value: string, timeZone: string): string {
  return formatDate(language, 'time', value, timeZone);
}

/** "09:00 – 10:00" in the zone. */
export function formatTimeRange(
  language: Language,
  startsAt: string,
  endsAt: string,
  timeZone: string,
): string {
  return `${timeOfDay(language, startsAt, timeZone)} – ${timeOfDay(language, endsAt, timeZone)}`;
}

/** "miércoles, 2 de diciembre de 2026" in the zone. */
export function formatLongDay(language: Language, value: string, timeZone: string): string {
  return formatDate(language, 'longDay', value, timeZone);
}

/** The whole appointment, with the zone always named: "miércoles, 2 de diciembre de 2026, 09:00 – 10:00 (hora de la Ciudad de México)". */
export function formatAppointment(
  language: Language,
  appointment: { starts_at: string; ends_at: string; time_zone?: string },
): string {
  const zone = appointment.time_zone ?? DEFAULT_APPOINTMENT_TIME_ZONE;
  const when = `${formatLongDay(language, appointment.starts_at, zone)}, ${formatTimeRange(
    language,
    appointment.starts_at,
    appointment.ends_at,
    zone,
  )}`;
  return withZoneName(language, when, zone, new Date(appointment.starts_at));
}

/** Slots grouped by their day in the zone, days and slots in order. */
export function groupByDay<Slot extends { starts_at: string }>(
  slots: readonly Slot[],
  timeZone: string,
): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const day = zonedDay(slot.starts_at, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The text with its first letter in upper case ("miércoles, 2 de diciembre" → "Miércoles, 2 de diciembre"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
