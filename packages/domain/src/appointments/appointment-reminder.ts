/** The reminder e-mail goes this long before an appointment (24 hours). */
export const APPOINTMENT_REMINDER_NOTICE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the reminder of an appointment starting at `startsAt` is due at `now`: within the 24 hours before it,
 * and not once it has started. False when either date cannot be read.
 */
export function isAppointmentReminderDue(
  startsAt: Date | string | number,
  now: Date | string | number,
): boolean {
  const ahead = new Date(startsAt).getTime() - new Date(now).getTime();
  if (Number.isNaN(ahead)) return false;
  return ahead > 0 && ahead <= APPOINTMENT_REMINDER_NOTICE_MS;
}
