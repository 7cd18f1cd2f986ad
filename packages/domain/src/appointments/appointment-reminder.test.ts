import { describe, expect, it } from 'vitest';
import { APPOINTMENT_REMINDER_NOTICE_MS, isAppointmentReminderDue } from './appointment-reminder';

const now = new Date('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

describe('isAppointmentReminderDue', () => {
  it.each([
    [25 * HOUR, false],
    [24 * HOUR + 1, false],
    [24 * HOUR, true],
    [HOUR, true],
    [1, true],
    [0, false],
    [-HOUR, false],
  ])('%i ms ahead -> %s', (ahead, expected) => {
    expect(isAppointmentReminderDue(at(ahead), now)).toBe(expected);
  });

  it('is 24 hours, and refuses dates it cannot read', () => {
    expect(APPOINTMENT_REMINDER_NOTICE_MS).toBe(24 * HOUR);
    expect(isAppointmentReminderDue('tomorrow', now)).toBe(false);
  });
});
